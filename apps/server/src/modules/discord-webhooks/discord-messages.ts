/**
 * What each Discord message says (docs/decisions/038-discord-webhooks.md). Every embed stays small enough that
 * ten of them, the most one post carries, keep within Discord's 6000 characters per message.
 */
import type { DiscordEmbed } from '../../providers/discord/discord-webhooks.client';

const TITLE_MAX = 120;
const DESCRIPTION_MAX = 240;
const FIELD_MAX = 100;

/** Discord colours (decimal RGB): blue for news, green for decisions, gold for milestones, red for failures. */
const COLOURS = { submissions: 0x3b82f6, decisions: 0x22c55e, milestones: 0xeab308, job_failures: 0xef4444 } as const;

function clip(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1)}…`;
}

function field(name: string, value: string | number): { name: string; value: string; inline: boolean } {
  return { name, value: clip(String(value), FIELD_MAX) || '—', inline: true };
}

/** Characters an embed counts towards Discord's per-message total. */
export function embedSize(embed: DiscordEmbed): number {
  return (
    (embed.title?.length ?? 0) +
    (embed.description?.length ?? 0) +
    (embed.fields ?? []).reduce((sum, item) => sum + item.name.length + item.value.length, 0)
  );
}

export function submissionEmbed(input: {
  objective: string;
  team: string;
  player: string;
  number: number;
  proof: string;
  comment: string;
  at: Date;
}): DiscordEmbed {
  const fields = [field('Team', input.team), field('Player', input.player)];
  if (input.number !== 1) fields.push(field('Number', input.number));
  if (input.proof) fields.push(field('Proof', input.proof));
  return {
    title: clip(`New submission: ${input.objective}`, TITLE_MAX),
    description: clip(
      input.comment ? `${input.team} asks for a review. “${input.comment}”` : `${input.team} asks for a review.`,
      DESCRIPTION_MAX,
    ),
    color: COLOURS.submissions,
    fields,
    timestamp: input.at.toISOString(),
  };
}

export function decisionEmbed(input: {
  objective: string;
  team: string;
  place: number | null;
  points: number;
  at: Date;
}): DiscordEmbed {
  const what = input.place === null ? 'is approved' : `takes place ${input.place}`;
  return {
    title: clip(`${input.objective}: ${input.team} ${what}`, TITLE_MAX),
    color: COLOURS.decisions,
    fields: [
      field('Team', input.team),
      field('Place', input.place ?? '—'),
      field('Points', Number(input.points.toFixed(2))),
    ],
    timestamp: input.at.toISOString(),
  };
}

export function leadEmbed(input: { team: string; points: number; at: Date }): DiscordEmbed {
  return {
    title: clip(`${input.team} takes the lead`, TITLE_MAX),
    description: `${input.team} now leads with ${Number(input.points.toFixed(2))} points.`,
    color: COLOURS.milestones,
    timestamp: input.at.toISOString(),
  };
}

export function categoryEmbed(input: { team: string; category: string; at: Date }): DiscordEmbed {
  return {
    title: clip(`${input.team} completed ${input.category}`, TITLE_MAX),
    color: COLOURS.milestones,
    fields: [field('Team', input.team), field('Category', input.category)],
    timestamp: input.at.toISOString(),
  };
}

export function jobFailureEmbed(input: {
  jobType: string;
  event: string;
  failures: number;
  error: string;
  at: Date;
}): DiscordEmbed {
  return {
    title: clip(`${input.jobType} is failing (${input.event})`, TITLE_MAX),
    description: clip(input.error, DESCRIPTION_MAX),
    color: COLOURS.job_failures,
    fields: [field('Failures in a row', input.failures)],
    timestamp: input.at.toISOString(),
  };
}

export function testEmbed(input: { purpose: string; event: string; at: Date }): DiscordEmbed {
  return {
    title: 'Test message',
    description: clip(`This channel gets the ${input.purpose} messages of ${input.event}.`, DESCRIPTION_MAX),
    color: COLOURS.submissions,
    timestamp: input.at.toISOString(),
  };
}
