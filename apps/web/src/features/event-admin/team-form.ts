import { HexColorSchema, type Team, type UpsertTeamBody } from '@app/shared';

/** Limits of UpsertTeamBodySchema, said in the form's hints and messages. */
export const TEAM_NAME_MAX = 50;
export const TEAM_TAG_MAX = 8;

/** A team as its row edits it. */
export type TeamDraft = { name: string; abbreviation: string; color: string; allowed_classes: string[] };
export type TeamDraftErrors = Partial<Record<'name' | 'abbreviation' | 'color', string>>;

export function teamDraft(team: Team): TeamDraft {
  return {
    name: team.name,
    abbreviation: team.abbreviation,
    color: team.color,
    allowed_classes: [...team.allowed_classes],
  };
}

/** Whether the draft differs from the saved team (colour case and class order do not count). */
export function isTeamChanged(team: Team, draft: TeamDraft): boolean {
  const classes = new Set(draft.allowed_classes);
  return (
    team.name !== draft.name ||
    team.abbreviation !== draft.abbreviation ||
    team.color.toLowerCase() !== draft.color.toLowerCase() ||
    team.allowed_classes.length !== classes.size ||
    team.allowed_classes.some((name) => !classes.has(name))
  );
}

export type TeamFormResult = { ok: true; body: UpsertTeamBody } | { ok: false; errors: TeamDraftErrors };

/** Checks a team's row and builds the request body, with a message for each field to fix. */
export function validateTeamDraft(draft: TeamDraft, id: number): TeamFormResult {
  const errors: TeamDraftErrors = {};
  const name = draft.name.trim();
  const abbreviation = draft.abbreviation.trim();
  if (name.length === 0) errors.name = 'Enter a name.';
  else if (name.length > TEAM_NAME_MAX) errors.name = `Use at most ${TEAM_NAME_MAX} characters.`;
  if (abbreviation.length > TEAM_TAG_MAX) errors.abbreviation = `Use at most ${TEAM_TAG_MAX} characters.`;
  if (!HexColorSchema.safeParse(draft.color).success)
    errors.color = 'Enter a colour as # and six hex digits, like #3b82f6.';
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    body: { id, name, abbreviation, color: draft.color.toLowerCase(), allowed_classes: draft.allowed_classes },
  };
}

/** The allowed classes in words: 'Any class' when empty (spec: empty means any). */
export function describeAllowedClasses(names: readonly string[]): string {
  return names.length === 0 ? 'Any class' : names.join(', ');
}
