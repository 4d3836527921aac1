import { DiscordWebhookPosts } from './discord-webhook-posts';
import { FaultBook } from './faults/fault-rules';
import { BucketLimiter, PoeRateLimiter } from './faults/rate-limiter';
import { RequestJournal } from './http/request-journal';
import { OAuthServer } from './oauth/oauth-server';
import { CharacterBook } from './poe/characters';
import { GuildStashes } from './poe/guild-stashes';
import { resolveBase } from './poe/items';
import { StashRiver } from './poe/stash-river';
import { AccountRegistry } from './accounts';
import type { GuildTabSpec, ItemFormat, ItemSpec, Realm, Scenario } from './scenario.schema';
import { hashHex } from './seeded-random';
import { StreamBook } from './twitch/streams';
import { parseDuration, resolveTime, type VirtualClock } from './virtual-clock';

export type League = {
  id: string;
  realm: Realm;
  description: string | undefined;
  startAt: number;
  endAt: number | undefined;
};

/** All simulator state for one scenario: what the route handlers and the control API work on. */
export type World = {
  scenario: Scenario;
  seed: number;
  startAt: number;
  clock: VirtualClock;
  settings: { itemFormat: ItemFormat };
  leagues: Map<string, League>;
  accounts: AccountRegistry;
  characters: CharacterBook;
  river: StashRiver;
  guilds: GuildStashes;
  streams: StreamBook;
  oauth: OAuthServer;
  faults: FaultBook;
  limits: { poe: PoeRateLimiter; twitch: BucketLimiter; discord: BucketLimiter };
  journal: RequestJournal;
  /** Discord webhook posts accepted so far. */
  discordWebhooks: DiscordWebhookPosts;
  resolve: (time: number | string) => number;
};

export function createWorld(scenario: Scenario, clock: VirtualClock): World {
  const startAt = Date.parse(scenario.startAt);
  const resolve = (time: number | string): number => resolveTime(startAt, time);
  checkScenario(scenario);
  const accounts = new AccountRegistry(scenario.seed, scenario.accounts);
  const { rateLimits } = scenario;
  return {
    scenario,
    seed: scenario.seed,
    startAt,
    clock,
    settings: { itemFormat: scenario.itemFormat },
    leagues: new Map(
      scenario.leagues.map((league) => [
        league.id,
        {
          id: league.id,
          realm: league.realm,
          description: league.description,
          startAt: league.startAt === undefined ? startAt : resolve(league.startAt),
          endAt: league.endAt === undefined ? undefined : resolve(league.endAt),
        },
      ]),
    ),
    accounts,
    characters: new CharacterBook(scenario.seed, accounts, resolve, scenario.ladder.extraCharacters),
    river: new StashRiver({
      seed: scenario.seed,
      startAt,
      pageSize: scenario.river.pageSize,
      delayMs: parseDuration(scenario.river.visibilityDelay),
      noise: {
        everyMs: scenario.river.noise.every === undefined ? undefined : parseDuration(scenario.river.noise.every),
        leagues: scenario.river.noise.leagues,
        privateShare: scenario.river.noise.privateShare,
      },
      tabs: scenario.accounts.flatMap((account) =>
        account.stashes.map((stash) => ({
          id: stash.id ?? hashHex(scenario.seed, 'public-stash', account.name, stash.name),
          name: stash.name,
          type: stash.type,
          league: stash.league,
          accountName: account.name,
          steps: stash.timeline.map((step) => ({ at: resolve(step.at), step })),
        })),
      ),
    }),
    guilds: new GuildStashes(scenario.seed, scenario.guilds, resolve),
    streams: new StreamBook(scenario.seed, accounts, resolve),
    oauth: new OAuthServer(scenario.seed, scenario.clients, accounts, parseDuration(scenario.oauth.codeTtl)),
    faults: new FaultBook(scenario.seed, scenario.faults),
    limits: {
      poe: new PoeRateLimiter(rateLimits.poe),
      twitch: new BucketLimiter(rateLimits.twitch.mode, rateLimits.twitch.pointsPerMinute, 60_000),
      discord: new BucketLimiter(
        rateLimits.discord.mode,
        rateLimits.discord.requestsPerWindow,
        rateLimits.discord.windowSeconds * 1000,
      ),
    },
    journal: new RequestJournal(),
    discordWebhooks: new DiscordWebhookPosts(),
    resolve,
  };
}

/** Cross-references zod cannot see: leagues, guild members, item bases. All problems at once. */
function checkScenario(scenario: Scenario): void {
  const problems: string[] = [];
  const leagues = new Set(scenario.leagues.map((league) => league.id));
  const accountNames = new Set(scenario.accounts.map((account) => account.name));
  const items: { where: string; spec: ItemSpec }[] = [];
  const needLeague = (league: string, where: string): void => {
    if (!leagues.has(league)) problems.push(`${where}: league "${league}" is not in scenario.leagues`);
  };
  for (const account of scenario.accounts) {
    for (const character of account.characters) {
      needLeague(character.league, `character ${character.name}`);
      for (const step of character.timeline)
        for (const spec of step.equipment ?? []) items.push({ where: `character ${character.name}`, spec });
    }
    for (const stash of account.stashes) {
      needLeague(stash.league, `stash ${account.name}/${stash.name}`);
      for (const step of stash.timeline)
        for (const spec of [...(step.items ?? []), ...(step.add ?? [])])
          items.push({ where: `stash ${stash.name}`, spec });
    }
  }
  const walkTabs = (tabs: GuildTabSpec[], guild: string): void => {
    for (const tab of tabs) {
      for (const step of tab.timeline)
        for (const spec of [...(step.items ?? []), ...(step.add ?? [])])
          items.push({ where: `guild tab ${guild}/${tab.name}`, spec });
      walkTabs(tab.children ?? [], guild);
    }
  };
  for (const guild of scenario.guilds) {
    needLeague(guild.league, `guild ${guild.name}`);
    for (const member of guild.members)
      if (!accountNames.has(member)) problems.push(`guild ${guild.name}: member "${member}" is not a scenario account`);
    walkTabs(guild.tabs, guild.name);
  }
  for (const { where, spec } of items) {
    try {
      resolveBase(spec);
    } catch (error) {
      problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  if (problems.length)
    throw new Error(`Invalid scenario:\n${[...new Set(problems)].map((problem) => `  - ${problem}`).join('\n')}`);
}
