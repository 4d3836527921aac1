/**
 * Guild stashes: the guilds teams register, the tabs their players' sign-ins can read, the tabs' contents,
 * and the guild stash history players upload. A team sees only its own guilds, tabs and logs; admins see all.
 */
import { nextTurnOfTheLoop, runInSlices } from '../../lib/loop-slices';
import { and, asc, desc, eq, ilike, max, min, sql } from 'drizzle-orm';
import type { Guild, GuildStashContent, GuildStashHistoryBody, GuildStashLog, GuildStashTab } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { guilds, guildStashChangelogs, guildStashTabs, stashSnapshots } from '../../db/schema';
import type { Actor, Viewer } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { holdsAnyPermission } from '@app/shared';
import { recordAudit } from '../audit/audit.service';
import type { EventRow } from '../events/events.service';
import { deriveItemClass } from '../matching/item-class';
import { matchingOf } from '../matching/item-matcher';
import { PoeItem } from '../matching/poe-item.schema';
import { compiledItemObjectives } from '../stashes/stash-evaluation.service';
import { wakeJob } from '../recurring-jobs/recurring-jobs.service';
import { findMembership } from '../teams/teams.service';

/** What the caller may see and do with the guild data of an event. */
export type GuildAccess = { admin: boolean; teamId: number | null; lead: boolean };

export async function guildAccessOf(db: Queryable, eventId: number, viewer: Viewer): Promise<GuildAccess> {
  const membership = await findMembership(db, eventId, viewer.id);
  return {
    admin: holdsAnyPermission(viewer.permissions, ['admin']),
    teamId: membership?.teamId ?? null,
    lead: membership?.isTeamLead ?? false,
  };
}

const visibleTeam = (access: GuildAccess, teamId: number | null) =>
  access.admin || (teamId !== null && teamId === access.teamId);

/** A list's filter by owning team: none for admins, the caller's team for everyone else. */
const ownTeamOnly = (access: GuildAccess, teamColumn: typeof guilds.teamId | typeof guildStashTabs.teamId) =>
  access.admin ? undefined : eq(teamColumn, access.teamId ?? -1);

/** A looked-up row the caller's team may see; otherwise "not found", not "forbidden": nothing is revealed. */
function visibleOrNotFound<R extends { teamId: number | null }>(row: R | undefined, access: GuildAccess, what: string) {
  if (!row || !visibleTeam(access, row.teamId)) throw notFound(what);
  return row;
}

type GuildRow = typeof guilds.$inferSelect;
type TabRow = typeof guildStashTabs.$inferSelect;

const presentGuild = (row: GuildRow): Guild => ({ id: row.id, team_id: row.teamId, name: row.name, tag: row.tag });

function presentTab(row: TabRow): GuildStashTab {
  return {
    id: row.id,
    team_id: row.teamId,
    parent_id: row.parentId,
    name: row.name,
    type: row.type,
    index: row.index,
    color: row.color,
    fetch_enabled: row.fetchEnabled,
    last_fetch: row.lastFetch?.toISOString() ?? null,
    user_ids: row.userIds,
  };
}

export async function listGuilds(db: Queryable, eventId: number, access: GuildAccess): Promise<Guild[]> {
  const rows = await db
    .select()
    .from(guilds)
    .where(and(eq(guilds.eventId, eventId), ownTeamOnly(access, guilds.teamId)))
    .orderBy(asc(guilds.id));
  return rows.map(presentGuild);
}

/** A team lead registers the game guild their team uses; a guild belongs to one team. */
export async function saveGuild(
  db: Db,
  eventId: number,
  access: GuildAccess,
  guildId: number,
  body: { name: string; tag: string },
  actor: Actor,
): Promise<Guild> {
  const teamId = access.teamId;
  if (teamId === null || !access.lead) throw forbidden('Only a team lead can register their team’s guild');
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(guilds)
      .where(and(eq(guilds.eventId, eventId), eq(guilds.id, guildId)))
      .for('update');
    if (existing && existing.teamId !== teamId) throw conflict('Another team has registered this guild');
    const [row] = await tx
      .insert(guilds)
      .values({ eventId, id: guildId, teamId, name: body.name, tag: body.tag })
      .onConflictDoUpdate({ target: [guilds.eventId, guilds.id], set: { name: body.name, tag: body.tag } })
      .returning();
    if (!row) throw notFound('Guild');
    const saved = presentGuild(row);
    await recordAudit(tx, actor, {
      kind: 'guild.register',
      eventId,
      targetId: guildId,
      before: existing && presentGuild(existing),
      after: saved,
    });
    return saved;
  });
}

/** A guild of the event the caller may see (see visibleOrNotFound). */
export async function getVisibleGuild(
  db: Queryable,
  eventId: number,
  guildId: number,
  access: GuildAccess,
): Promise<GuildRow> {
  const [row] = await db
    .select()
    .from(guilds)
    .where(and(eq(guilds.eventId, eventId), eq(guilds.id, guildId)));
  return visibleOrNotFound(row, access, 'Guild');
}

const ACTIONS = { added: 1, modified: 0, removed: -1 } as const;
const ACTION_NAMES = { 1: 'added', 0: 'modified', [-1]: 'removed' } as const;

/** "3× Chaos Orb" → 3, "Chaos Orb"; a plain name counts 1. */
export function parseLogItem(text: string): { number: number; name: string } {
  const match = /^(\d+)\s*[×xX]\s+(.+)$/u.exec(text.trim());
  return match ? { number: Number(match[1]), name: (match[2] ?? '').trim() } : { number: 1, name: text.trim() };
}

/**
 * Rows per INSERT of an upload. On the embedded database a statement runs on the event loop (about 10 ms plus
 * 0.05 ms a row), so the loop is let go before each statement.
 */
const HISTORY_INSERT_BATCH = 100;

/** Imports uploaded history entries of the event's league; repeated uploads add nothing twice. */
export async function importGuildHistory(
  db: Db,
  event: EventRow,
  guild: GuildRow,
  access: GuildAccess,
  body: GuildStashHistoryBody,
): Promise<number> {
  if (!access.admin && !(access.lead && access.teamId === guild.teamId))
    throw forbidden('Only a lead of the guild’s team can upload its history');
  const rows = body.entries
    .filter((entry) => entry.league === event.name)
    .map((entry) => {
      const { number, name } = parseLogItem(entry.item);
      return {
        id: entry.id,
        timestamp: new Date(entry.time * 1000).toISOString(),
        stash_name: entry.stash ?? null,
        account_name: entry.account.name,
        action: typeof entry.action === 'number' ? entry.action : ACTIONS[entry.action],
        number,
        item_name: name,
        x: entry.x ?? null,
        y: entry.y ?? null,
      };
    });
  let added = 0;
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += HISTORY_INSERT_BATCH) {
      await nextTurnOfTheLoop();
      // The rows travel as one JSON parameter (as db/bulk-insert.ts explains): eleven bound values per row cost
      // the event loop 0.1 ms a row even on PostgreSQL. Unlike insertRowsAsJson this says how many were new.
      const batch = JSON.stringify(rows.slice(start, start + HISTORY_INSERT_BATCH));
      const inserted = await tx
        .insert(guildStashChangelogs)
        .select(
          sql`select ${event.id}, ${guild.id}, r.id, r.timestamp, r.stash_name, r.account_name, r.action, r.number,
                     r.item_name, r.x, r.y
              from json_to_recordset(${batch}::json) as r(id text, timestamp timestamptz, stash_name text,
                   account_name text, action smallint, number integer, item_name text, x integer, y integer)`,
        )
        .onConflictDoNothing()
        .returning({ id: guildStashChangelogs.id });
      added += inserted.length;
    }
  });
  return added;
}

export async function listGuildHistory(
  db: Queryable,
  eventId: number,
  guild: GuildRow,
  query: {
    limit: number;
    offset: number;
    username?: string | undefined;
    itemname?: string | undefined;
    stashname?: string | undefined;
  },
): Promise<GuildStashLog[]> {
  const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
  const rows = await db
    .select()
    .from(guildStashChangelogs)
    .where(
      and(
        eq(guildStashChangelogs.eventId, eventId),
        eq(guildStashChangelogs.guildId, guild.id),
        query.username
          ? sql`lower(${guildStashChangelogs.accountName}) = lower(${query.username.replaceAll('-', '#')})`
          : undefined,
        query.itemname ? ilike(guildStashChangelogs.itemName, `%${escapeLike(query.itemname)}%`) : undefined,
        query.stashname ? eq(guildStashChangelogs.stashName, query.stashname) : undefined,
      ),
    )
    .orderBy(desc(guildStashChangelogs.timestamp), desc(guildStashChangelogs.id))
    .limit(query.limit)
    .offset(query.offset);
  return rows.map((row) => ({
    id: row.id,
    timestamp: row.timestamp.toISOString(),
    account_name: row.accountName,
    stash_name: row.stashName,
    item_name: row.itemName,
    number: row.number,
    action: ACTION_NAMES[row.action as 1 | 0 | -1] ?? 'modified',
  }));
}

/** What history is already stored, so an uploader knows which part to send. */
export async function guildHistoryRange(db: Queryable, event: EventRow, guild: GuildRow) {
  const [row] = await db
    .select({ earliest: min(guildStashChangelogs.timestamp), latest: max(guildStashChangelogs.timestamp) })
    .from(guildStashChangelogs)
    .where(and(eq(guildStashChangelogs.eventId, event.id), eq(guildStashChangelogs.guildId, guild.id)));
  return {
    earliest: row?.earliest?.toISOString() ?? null,
    latest: row?.latest?.toISOString() ?? null,
    league_start: event.eventStartTime.toISOString(),
    league_end: event.eventEndTime.toISOString(),
  };
}

export async function listGuildStashTabs(
  db: Queryable,
  eventId: number,
  access: GuildAccess,
): Promise<GuildStashTab[]> {
  const rows = await db
    .select()
    .from(guildStashTabs)
    .where(and(eq(guildStashTabs.eventId, eventId), ownTeamOnly(access, guildStashTabs.teamId)))
    .orderBy(asc(guildStashTabs.index), asc(guildStashTabs.id));
  return rows.map(presentTab);
}

async function getVisibleTab(db: Queryable, eventId: number, stashId: string, access: GuildAccess): Promise<TabRow> {
  const [row] = await db
    .select()
    .from(guildStashTabs)
    .where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.id, stashId)));
  return visibleOrNotFound(row, access, 'Stash tab');
}

/** A tab the caller may see and manage: admins, and leads of the owning team; `refusal` says what others may not do. */
async function getTabToManage(
  db: Queryable,
  eventId: number,
  stashId: string,
  access: GuildAccess,
  refusal: string,
): Promise<TabRow> {
  const tab = await getVisibleTab(db, eventId, stashId, access);
  if (!access.admin && !access.lead) throw forbidden(refusal);
  return tab;
}

/** The tab's latest contents, each item with the objectives it counts for. */
export async function getGuildStashContent(
  db: Queryable,
  eventId: number,
  stashId: string,
  access: GuildAccess,
): Promise<GuildStashContent> {
  const tab = await getVisibleTab(db, eventId, stashId, access);
  const [snapshot] = await db
    .select()
    .from(stashSnapshots)
    .where(
      and(eq(stashSnapshots.eventId, eventId), eq(stashSnapshots.stashId, stashId), eq(stashSnapshots.kind, 'guild')),
    )
    .orderBy(desc(stashSnapshots.id))
    .limit(1);
  if (!snapshot) return { tab: presentTab(tab), observed_at: null, items: [] };

  const { matcher, names } = await compiledItemObjectives(db, eventId);
  const time = snapshot.observedAt.getTime();
  const stored = (Array.isArray(snapshot.items) ? (snapshot.items as unknown[]) : []).filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
  // Item by item (each item lists its own objectives), pausing for other requests as the worker's matching does.
  const matchedPerItem = await runInSlices(function* (due) {
    const matched: number[][] = [];
    for (const item of stored) matched.push([...(yield* matchingOf(matcher, [item], { time })(due)).totals.keys()]);
    return matched;
  });
  const items = stored.map((item, index) => {
    const parsed = PoeItem.parse(item);
    return {
      item,
      item_class: parsed ? deriveItemClass(parsed) : '',
      objectives: (matchedPerItem[index] ?? []).sort((a, b) => a - b).map((id) => ({ id, name: names.get(id) ?? '' })),
    };
  });
  return { tab: presentTab(tab), observed_at: snapshot.observedAt.toISOString(), items };
}

/** A lead of the owning team turns fetching of a tab on or off (off also for its sub-tabs). */
export async function toggleGuildStashTab(
  db: Db,
  eventId: number,
  stashId: string,
  access: GuildAccess,
  actor: Actor,
): Promise<GuildStashTab> {
  const tab = await getTabToManage(db, eventId, stashId, access, 'Only a team lead can choose which tabs are fetched');
  const enabled = !tab.fetchEnabled;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(guildStashTabs)
      .set({ fetchEnabled: enabled })
      .where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.id, stashId)))
      .returning();
    if (!row) throw notFound('Stash tab');
    if (!enabled)
      await tx
        .update(guildStashTabs)
        .set({ fetchEnabled: false })
        .where(and(eq(guildStashTabs.eventId, eventId), eq(guildStashTabs.parentId, stashId)));
    await recordAudit(tx, actor, {
      kind: 'guild_stash.toggle',
      eventId,
      targetId: null,
      before: { stash_id: stashId, name: row.name, fetch_enabled: !enabled },
      after: { stash_id: stashId, name: row.name, fetch_enabled: enabled },
    });
    return presentTab(row);
  });
}

/** A lead asks for a tab to be fetched now. */
export async function requestTabFetch(
  db: Queryable,
  eventId: number,
  stashId: string,
  access: GuildAccess,
  now: Date,
): Promise<void> {
  const tab = await getTabToManage(db, eventId, stashId, access, 'Only a team lead can ask for a tab to be fetched');
  if (!tab.fetchEnabled) throw conflict('Turn on fetching for this tab first');
  await wakeJob(db, eventId, 'FetchGuildStashes', now);
}
