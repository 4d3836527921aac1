import {
  PLAYTIME_BUCKETS,
  playtimeBucket,
  playTogether,
  type Signup,
  type Team,
  type TeamSortSuggestion,
} from '@app/shared';

/** Where a sign-up is placed on the page: saved, or changed locally and not yet submitted. */
export type Placement = { team_id: number | null; team_lead: boolean };
export type Draft = ReadonlyMap<number, Placement>;

/** The saved placements, one per sign-up: the page's starting point and what "Reset" returns to. */
export function savedDraft(signups: readonly Signup[]): Map<number, Placement> {
  return new Map(signups.map((signup) => [signup.user.id, { team_id: signup.team_id, team_lead: signup.team_lead }]));
}

/**
 * A game account name without its `#1234` discriminator, lower-cased: players paste names with or without it
 * and in any case, and the game itself treats names case-insensitively.
 */
export function accountBase(name: string): string {
  return name.trim().replace(/#\d*$/, '').toLowerCase();
}

/** A pasted list of account names (spaces, commas or line breaks between them) as a set of bases. */
export function parseAccountList(text: string): Set<string> {
  return new Set(
    text
      .split(/[\s,;]+/)
      .map(accountBase)
      .filter((name) => name.length > 0),
  );
}

/** Whether a sign-up passes both filters: a piece of any of its names, and (when given) the pasted list. */
export function matchesFilters(signup: Signup, nameFilter: string, accounts: ReadonlySet<string>): boolean {
  const needle = nameFilter.trim().toLowerCase();
  const { display_name, account_name, discord_name } = signup.user;
  if (needle && ![display_name, account_name, discord_name].some((name) => name?.toLowerCase().includes(needle))) {
    return false;
  }
  if (accounts.size === 0) return true;
  return account_name !== null && accounts.has(accountBase(account_name));
}

/** One line of the Teams summary: members per playtime bucket and the sum of expected hours per day. */
export type SummaryRow = {
  label: string;
  team_id: number | null;
  members: number;
  playtime: number[];
  total_hours: number;
};

/**
 * The Teams summary for the current draft: 'Total Signups' (every sign-up that can be placed, i.e. not on the
 * waitlist), one row per team, then 'No team'. Buckets use the upper bound of each range (the reference
 * compared with the lower bound, so most players fell into the wrong bucket).
 */
export function summarize(signups: readonly Signup[], draft: Draft, teams: readonly Team[]): SummaryRow[] {
  const empty = (label: string, team_id: number | null): SummaryRow => ({
    label,
    team_id,
    members: 0,
    playtime: PLAYTIME_BUCKETS.map(() => 0),
    total_hours: 0,
  });
  const total = empty('Total Signups', null);
  const byTeam = new Map(teams.map((team) => [team.id, empty(team.name, team.id)]));
  const none = empty('No team', null);
  const add = (row: SummaryRow, signup: Signup) => {
    row.members += 1;
    row.playtime[playtimeBucket(signup.expected_playtime)]! += 1;
    row.total_hours += signup.expected_playtime;
  };
  for (const signup of signups) {
    const teamId = draft.get(signup.user.id)?.team_id ?? null;
    const team = teamId === null ? undefined : byTeam.get(teamId);
    // A waitlisted player who is not on a team is not one of the event's players yet.
    if (signup.status === 'waitlisted' && !team) continue;
    add(total, signup);
    add(team ?? none, signup);
  }
  return [total, ...byTeam.values(), none];
}

/** The rows PUT /teams/users needs: only the sign-ups whose placement differs from what is saved. */
export function changedAssignments(signups: readonly Signup[], draft: Draft) {
  return signups.flatMap((signup) => {
    const placement = draft.get(signup.user.id);
    if (!placement) return [];
    if (placement.team_id === signup.team_id && placement.team_lead === signup.team_lead) return [];
    return [{ user_id: signup.user.id, team_id: placement.team_id, is_team_lead: placement.team_lead }];
  });
}

/** One line of a suggestion's diff: who goes where, and whether the sort had to bend a rule for them. */
export type SuggestedMove = {
  user_id: number;
  name: string;
  from: string;
  to: string;
  compromise: 'classes' | 'size' | null;
};

/** A suggestion as a readable diff, ordered by player name so the same suggestion always reads the same. */
export function describeSuggestion(
  suggestion: TeamSortSuggestion,
  signups: readonly Signup[],
  teams: readonly Team[],
): SuggestedMove[] {
  const byUser = new Map(signups.map((signup) => [signup.user.id, signup]));
  const teamName = (id: number | null) =>
    id === null ? 'No team' : (teams.find((team) => team.id === id)?.name ?? `Team ${id}`);
  const compromises = new Map(suggestion.compromises.map((entry) => [entry.user_id, entry.reason]));
  return suggestion.moves
    .map((move) => {
      const signup = byUser.get(move.user_id);
      return {
        user_id: move.user_id,
        name: signup?.user.display_name ?? `User ${move.user_id}`,
        from: teamName(signup?.team_id ?? null),
        to: teamName(move.team_id),
        compromise: compromises.get(move.user_id) ?? null,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.user_id - b.user_id);
}

/**
 * Players who are to play on one team (docs/domain.md §10): a sign-up group, or two players who named
 * each other as partners (`partners`), joined where they touch, as the server's sort sees them.
 */
export type SortGroup = { kind: 'group' | 'partners'; members: Signup[] };

export function sortGroups(signups: readonly Signup[]): SortGroup[] {
  const byUser = new Map(signups.map((signup) => [signup.user.id, signup]));
  const links = signups.map((signup) => ({
    userId: signup.user.id,
    groupId: signup.group_id,
    partnerId: signup.partner_id,
  }));
  return playTogether(links).map((ids) => {
    const members = ids.flatMap((id) => byUser.get(id) ?? []);
    return { kind: members.some((member) => member.group_id !== null) ? 'group' : 'partners', members };
  });
}

/** Names as a sentence lists them: "Ann", "Ann and Ben", "Ann, Ben and Cat". */
export function listNames(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** Where a group stands in the draft: its members by team (no team last), and whether they are split. */
export function groupPlacement(
  group: SortGroup,
  draft: Draft,
  teams: readonly Team[],
): { split: boolean; text: string } {
  const byTeam = new Map<number | null, string[]>();
  for (const member of group.members) {
    const teamId = draft.get(member.user.id)?.team_id ?? member.team_id;
    byTeam.set(teamId, [...(byTeam.get(teamId) ?? []), member.user.display_name]);
  }
  const placed = [...byTeam.keys()].filter((teamId): teamId is number => teamId !== null);
  const teamName = (id: number) => teams.find((team) => team.id === id)?.name ?? `Team ${id}`;
  const unplaced = byTeam.get(null);
  if (placed.length === 0) return { split: false, text: 'No team yet' };
  if (placed.length === 1 && !unplaced) return { split: false, text: `All on ${teamName(placed[0]!)}` };
  const parts = placed.map((teamId) => `${teamName(teamId)}: ${listNames(byTeam.get(teamId) ?? [])}`);
  if (unplaced) parts.push(`no team yet: ${listNames(unplaced)}`);
  return { split: placed.length > 1, text: `${placed.length > 1 ? 'Split' : 'Partly placed'}: ${parts.join('; ')}` };
}

/** Why the suggestion could not keep a group on one team, in a sentence naming the group and its teams. */
export function describeSplitGroups(
  suggestion: TeamSortSuggestion,
  signups: readonly Signup[],
  teams: readonly Team[],
): string[] {
  const byUser = new Map(signups.map((signup) => [signup.user.id, signup]));
  const teamName = (id: number) => teams.find((team) => team.id === id)?.name ?? `Team ${id}`;
  return suggestion.split_groups.map((group) => {
    const members = group.user_ids.map((id) => byUser.get(id)?.user.display_name ?? `User ${id}`);
    const together = group.user_ids.some((id) => byUser.get(id)?.group_id != null)
      ? 'signed up together'
      : 'named each other as partners';
    const where = listNames(group.team_ids.map(teamName));
    return group.reason === 'too_large'
      ? `${listNames(members)} ${together}, but ${members.length} players are more than a team holds (${suggestion.team_size}): they are split between ${where}.`
      : `${listNames(members)} ${together}, but are already on different teams (${where}); the sort moves nobody who is placed, so move them by hand to keep them together.`;
  });
}

/** The draft with a suggestion's moves applied on top (leads and other edits are kept). */
export function applySuggestion(draft: Draft, suggestion: TeamSortSuggestion): Map<number, Placement> {
  const next = new Map(draft);
  for (const move of suggestion.moves) {
    next.set(move.user_id, { team_id: move.team_id, team_lead: next.get(move.user_id)?.team_lead ?? false });
  }
  return next;
}

/** A CSV field: quoted when it holds a comma, quote or line break, with quotes doubled (RFC 4180). */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const CSV_HEADERS = [
  'Team',
  'Display Name',
  'Account Name',
  'Expected Playtime',
  'Needs Help',
  'Wants to Help',
  'Team Lead',
  'Partner',
] as const;

/** The sign-ups as CSV, with the draft's teams (what the page shows) and lines ending in CRLF. */
export function signupsCsv(signups: readonly Signup[], draft: Draft, teams: readonly Team[]): string {
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const lines = signups.map((signup) => {
    const placement = draft.get(signup.user.id) ?? { team_id: signup.team_id, team_lead: signup.team_lead };
    return [
      placement.team_id === null ? '' : (teamNames.get(placement.team_id) ?? ''),
      signup.user.display_name,
      signup.user.account_name ?? '',
      String(signup.expected_playtime),
      signup.needs_help ? 'Yes' : 'No',
      signup.wants_to_help ? 'Yes' : 'No',
      placement.team_lead ? 'Yes' : 'No',
      signup.partner_account_name ?? '',
    ]
      .map(csvField)
      .join(',');
  });
  return [CSV_HEADERS.join(','), ...lines].join('\r\n') + '\r\n';
}

/** `Signups_<event-name>.csv`, with characters that file systems refuse replaced. */
export function csvFileName(eventName: string): string {
  return `Signups_${eventName.replace(/[\\/:*?"<>|]/g, '_')}.csv`;
}

/** The event the page shows: the one asked for when it exists, else the current one, else the newest. */
export function pickEvent<T extends { id: number; is_current: boolean }>(
  events: readonly T[],
  wanted?: number,
): T | undefined {
  return (
    events.find((event) => event.id === wanted) ??
    events.find((event) => event.is_current) ??
    events.reduce<T | undefined>((newest, event) => (newest && newest.id > event.id ? newest : event), undefined)
  );
}
