import type { GuildStashTab, Team } from '@app/shared';

/** Names teams by id on the guild pages; a team that is gone is still named, by its number. */
export function teamNamer(teams: readonly Team[]): (teamId: number) => string {
  const names = new Map(teams.map((team) => [team.id, team.name]));
  return (teamId) => names.get(teamId) ?? `Team ${teamId}`;
}

/** A tab as the list shows it: top-level tabs by index, each folder's sub-tabs right after it, indented. */
export type TabRow = { tab: GuildStashTab; depth: number };

/**
 * Orders a team's tabs the way the game shows them: by index, with a folder's sub-tabs (also by index) under
 * it. A sub-tab whose folder is missing is shown at the top level rather than lost.
 */
export function tabRows(tabs: readonly GuildStashTab[]): TabRow[] {
  const byIndex = (a: GuildStashTab, b: GuildStashTab) => a.index - b.index || a.name.localeCompare(b.name);
  const ids = new Set(tabs.map((tab) => tab.id));
  const children = new Map<string, GuildStashTab[]>();
  const roots: GuildStashTab[] = [];
  for (const tab of tabs) {
    if (tab.parent_id !== null && ids.has(tab.parent_id)) {
      children.set(tab.parent_id, [...(children.get(tab.parent_id) ?? []), tab]);
    } else {
      roots.push(tab);
    }
  }
  const rows: TabRow[] = [];
  const visit = (tab: GuildStashTab, depth: number) => {
    rows.push({ tab, depth });
    for (const child of (children.get(tab.id) ?? []).sort(byIndex)) visit(child, depth + 1);
  };
  for (const root of roots.sort(byIndex)) visit(root, 0);
  return rows;
}

/** Tabs split by team (admins see every team's), teams in id order; a tab without a team comes last. */
export function tabsByTeam(tabs: readonly GuildStashTab[]): { teamId: number | null; tabs: GuildStashTab[] }[] {
  const groups = new Map<number | null, GuildStashTab[]>();
  for (const tab of tabs) groups.set(tab.team_id, [...(groups.get(tab.team_id) ?? []), tab]);
  return [...groups]
    .sort(([a], [b]) => (a ?? Number.MAX_SAFE_INTEGER) - (b ?? Number.MAX_SAFE_INTEGER))
    .map(([teamId, group]) => ({ teamId, tabs: group }));
}

/** "PremiumStash" → "Premium", "QuadStash" → "Quad": the game's tab types without the common suffix. */
export function tabTypeName(type: string): string {
  const name = type.replace(/Stash$/, '').replace(/([a-z])([A-Z])/g, '$1 $2');
  return name || type;
}

/**
 * A guild's profile page on the game's website (any language's subdomain): the guild's number is the last part
 * of its address, e.g. https://www.pathofexile.com/guild/profile/123456.
 */
const GUILD_PROFILE_ADDRESS =
  /^(?:https?:\/\/)?(?:[a-z]{2,3}\.)?pathofexile\.com\/guild\/profile\/(\d+)\/?(?:[?#]\S*)?$/i;

/**
 * The guild id in what a lead typed or pasted (the number, or its profile page's address), when it is one the
 * game could have given: a positive whole number.
 */
export function parseGuildId(text: string): number | null {
  const trimmed = text.trim();
  const number = GUILD_PROFILE_ADDRESS.exec(trimmed)?.[1] ?? trimmed;
  if (!/^[1-9][0-9]{0,9}$/.test(number)) return null;
  const id = Number(number);
  return id <= 2_147_483_647 ? id : null;
}
