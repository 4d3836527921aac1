/**
 * Item wishes (docs/domain.md "Item wishes"): a team's players ask each other for items, any of them marks one
 * fulfilled or opens it again, the player who asked and the team's leads curate (a lead's change of another
 * player's wish, and every priority mark, is audited), and the stash evaluation ticks wishes off when a tab of
 * the team shows the item (findWishFills / applyWishFills). A team only ever reads and changes its own wishes.
 */
import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  holdsAnyPermission,
  WISH_LIMITS,
  type AddWishBody,
  type TeamWishes,
  type UpdateWishBody,
  type Wish,
  type WishStatus,
} from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { itemWishes, teams, users } from '../../db/schema';
import type { Actor, Viewer } from '../../lib/actor';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { runInSlices } from '../../lib/loop-slices';
import { recordAudit } from '../audit/audit.service';
import { findMembership, getTeam } from '../teams/teams.service';
import { fillingOf, itemKey, type SeenTab, type WishFill } from './wish-filling';

/** The caller on one team's wishes: whose they are, and whether the caller curates them (a lead of the team, an admin). */
export type WishAccess = { teamId: number; userId: number; curator: boolean };

/** One wish a caller changes: the event, the caller's standing on the wish's team, and the wish. */
export type WishTarget = { eventId: number; access: WishAccess; wishId: number };

/**
 * The caller's standing on the team's wishes. The route's guard has already kept out everyone but the team's
 * members and admins; an admin may name any team of the event, and a team of another event is not found.
 */
export async function wishAccessOf(
  db: Queryable,
  eventId: number,
  teamId: number,
  viewer: Viewer,
): Promise<WishAccess> {
  const admin = holdsAnyPermission(viewer.permissions, ['admin']);
  await getTeam(db, eventId, teamId);
  const membership = await findMembership(db, eventId, viewer.id);
  const own = membership?.teamId === teamId;
  if (!own && !admin) throw forbidden('You are not in this team');
  return { teamId, userId: viewer.id, curator: admin || (own && membership.isTeamLead) };
}

const asker = alias(users, 'asker');
const fulfiller = alias(users, 'fulfiller');
type WishRow = typeof itemWishes.$inferSelect;

function presentWish(row: WishRow, askerName: string | null, fulfillerName: string | null): Wish {
  return {
    id: row.id,
    team_id: row.teamId,
    item: row.item,
    quantity: row.quantity,
    note: row.note,
    priority: row.priority,
    status: row.status,
    asked_by_id: row.askedBy,
    asked_by_name: askerName,
    created_at: row.createdAt.toISOString(),
    fulfilled:
      row.status === 'fulfilled' && row.fulfilledBy !== null && row.fulfilledAt !== null
        ? {
            by: row.fulfilledBy,
            user_id: row.fulfilledUserId,
            user_name: fulfillerName,
            stash: row.fulfilledStash,
            at: row.fulfilledAt.toISOString(),
          }
        : null,
  };
}

/** Wishes as the API shows them, with the names of who asked and who fulfilled them. */
async function readWishes(
  db: Queryable,
  where: SQL | undefined,
  order: SQL[],
  limit: number = WISH_LIMITS.openPerTeam,
): Promise<Wish[]> {
  const rows = await db
    .select({ wish: itemWishes, askerName: asker.displayName, fulfillerName: fulfiller.displayName })
    .from(itemWishes)
    .leftJoin(asker, eq(asker.id, itemWishes.askedBy))
    .leftJoin(fulfiller, eq(fulfiller.id, itemWishes.fulfilledUserId))
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return rows.map((row) => presentWish(row.wish, row.askerName, row.fulfillerName));
}

async function readWish(db: Queryable, wishId: number): Promise<Wish> {
  const [wish] = await readWishes(db, eq(itemWishes.id, wishId), [], 1);
  if (!wish) throw notFound('Wish');
  return wish;
}

const ofTeam = (eventId: number, teamId: number) => and(eq(itemWishes.eventId, eventId), eq(itemWishes.teamId, teamId));

/** The team's open wishes (priority first, then oldest first) and those fulfilled most recently. */
export async function listTeamWishes(db: Queryable, eventId: number, teamId: number): Promise<TeamWishes> {
  return {
    open: await readWishes(
      db,
      and(ofTeam(eventId, teamId), eq(itemWishes.status, 'open')),
      [desc(itemWishes.priority), asc(itemWishes.createdAt), asc(itemWishes.id)],
      // Reopening and adding keep the open ones within the limit.
      WISH_LIMITS.openPerTeam,
    ),
    fulfilled: await readWishes(
      db,
      and(ofTeam(eventId, teamId), eq(itemWishes.status, 'fulfilled')),
      [desc(itemWishes.fulfilledAt), desc(itemWishes.id)],
      WISH_LIMITS.fulfilledShown,
    ),
  };
}

/**
 * Refuses one more open wish when the team holds the most it may. The team's row is locked first, so two
 * wishes added at once are counted one after the other.
 */
async function checkRoomForOpenWish(tx: Queryable, eventId: number, teamId: number): Promise<void> {
  await tx.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)).for('update');
  const [open] = await tx
    .select({ n: count() })
    .from(itemWishes)
    .where(and(ofTeam(eventId, teamId), eq(itemWishes.status, 'open')));
  if ((open?.n ?? 0) >= WISH_LIMITS.openPerTeam)
    throw conflict(
      `Your team already has ${WISH_LIMITS.openPerTeam} open wishes: mark some fulfilled or delete them first`,
    );
}

/** A player asks their team for an item. */
export async function addWish(
  db: Db,
  eventId: number,
  access: WishAccess,
  body: AddWishBody,
  now: Date,
): Promise<Wish> {
  const id = await db.transaction(async (tx) => {
    await checkRoomForOpenWish(tx, eventId, access.teamId);
    const [row] = await tx
      .insert(itemWishes)
      .values({
        eventId,
        teamId: access.teamId,
        askedBy: access.userId,
        item: body.item,
        itemKey: itemKey(body.item),
        quantity: body.quantity,
        note: body.note,
        createdAt: now,
      })
      .returning({ id: itemWishes.id });
    if (!row) throw new Error('insert returned nothing');
    return row.id;
  });
  return readWish(db, id);
}

/** One wish of the caller's team, locked for the change; a wish of another team is not found. */
async function wishToChange(tx: Queryable, { eventId, access, wishId }: WishTarget): Promise<WishRow> {
  const [row] = await tx
    .select()
    .from(itemWishes)
    .where(and(ofTeam(eventId, access.teamId), eq(itemWishes.id, wishId)))
    .for('update');
  if (!row) throw notFound('Wish');
  return row;
}

/** Edits and deletions: the player who asked, or a curator. */
function checkMayCurate(row: WishRow, access: WishAccess, what: string): void {
  if (!access.curator && row.askedBy !== access.userId)
    throw forbidden(`Only the player who asked for it or a team lead can ${what} this wish`);
}

/** The player who asked changes the item, quantity or note; a lead also any wish's, and marks priorities. */
export async function updateWish(db: Db, target: WishTarget, body: UpdateWishBody, actor: Actor): Promise<Wish> {
  const { eventId, access, wishId } = target;
  await db.transaction(async (tx) => {
    const row = await wishToChange(tx, target);
    checkMayCurate(row, access, 'change');
    if (body.priority !== undefined && !access.curator)
      throw forbidden('Only a team lead can mark a wish as a priority');
    const before = await readWish(tx, wishId);
    await tx
      .update(itemWishes)
      .set({
        ...(body.item === undefined ? {} : { item: body.item, itemKey: itemKey(body.item) }),
        ...(body.quantity === undefined ? {} : { quantity: body.quantity }),
        ...(body.note === undefined ? {} : { note: body.note }),
        ...(body.priority === undefined ? {} : { priority: body.priority }),
      })
      .where(eq(itemWishes.id, wishId));
    // A lead curating: someone else's wish, or a priority (only leads set those).
    if (row.askedBy !== access.userId || (body.priority !== undefined && body.priority !== row.priority))
      await recordAudit(tx, actor, {
        kind: 'wish.update',
        eventId,
        targetId: wishId,
        before,
        after: await readWish(tx, wishId),
      });
  });
  return readWish(db, wishId);
}

/** Any player of the team marks a wish fulfilled (by them), or opens it again. */
export async function setWishStatus(db: Db, target: WishTarget, status: WishStatus, now: Date): Promise<Wish> {
  const { eventId, access, wishId } = target;
  await db.transaction(async (tx) => {
    const row = await wishToChange(tx, target);
    if (row.status === status) return;
    if (status === 'open') await checkRoomForOpenWish(tx, eventId, access.teamId);
    const fulfilled =
      status === 'fulfilled'
        ? { fulfilledBy: 'player' as const, fulfilledUserId: access.userId, fulfilledStash: null, fulfilledAt: now }
        : { fulfilledBy: null, fulfilledUserId: null, fulfilledStash: null, fulfilledAt: null };
    await tx
      .update(itemWishes)
      .set({ status, ...fulfilled })
      .where(eq(itemWishes.id, wishId));
  });
  return readWish(db, wishId);
}

/** The player who asked, or a lead, deletes a wish; a lead's deletion of another player's wish is audited. */
export async function deleteWish(db: Db, target: WishTarget, actor: Actor): Promise<void> {
  const { eventId, access, wishId } = target;
  await db.transaction(async (tx) => {
    const row = await wishToChange(tx, target);
    checkMayCurate(row, access, 'delete');
    const before = await readWish(tx, wishId);
    await tx.delete(itemWishes).where(eq(itemWishes.id, wishId));
    if (row.askedBy !== access.userId)
      await recordAudit(tx, actor, { kind: 'wish.delete', eventId, targetId: wishId, before });
  });
}

// ── Filled by the stash evaluation ────────────────────────────────────────────────────────────────

/**
 * The open wishes that new snapshots of tabs fulfil (see fillingOf). Reads only the open wishes of the teams
 * the snapshots belong to (at most WISH_LIMITS.openPerTeam each, by the partial index on open wishes), and
 * looks at no item when there are none.
 */
export async function findWishFills(db: Queryable, eventId: number, tabs: readonly SeenTab[]): Promise<WishFill[]> {
  const teamIds = [...new Set(tabs.flatMap((tab) => (tab.teamId === null ? [] : [tab.teamId])))];
  if (teamIds.length === 0) return [];
  const open = await db
    .select({
      id: itemWishes.id,
      teamId: itemWishes.teamId,
      itemKey: itemWishes.itemKey,
      quantity: itemWishes.quantity,
    })
    .from(itemWishes)
    .where(and(eq(itemWishes.eventId, eventId), inArray(itemWishes.teamId, teamIds), eq(itemWishes.status, 'open')));
  return open.length === 0 ? [] : runInSlices(fillingOf(open, tabs));
}

/**
 * Ticks the wishes off, in one statement, with the transaction that moves the evaluation past the snapshots
 * that showed the items (so a restarted worker neither misses nor repeats one). A wish a player marked or
 * deleted since it was read stays as the player left it.
 */
export async function applyWishFills(tx: Queryable, fills: readonly WishFill[]): Promise<void> {
  if (fills.length === 0) return;
  const rows = JSON.stringify(
    fills.map((fill) => ({
      id: fill.wishId,
      by: fill.by,
      user_id: fill.userId,
      stash: fill.stash,
      at: fill.at.toISOString(),
    })),
  );
  await tx.execute(
    sql`update ${itemWishes} set status = 'fulfilled', fulfilled_by = f.by, fulfilled_user_id = f.user_id,
          fulfilled_stash = f.stash, fulfilled_at = f.at
        from jsonb_to_recordset(${rows}::jsonb) as f(id integer, by text, user_id integer, stash text, at timestamptz)
        where ${itemWishes.id} = f.id and ${itemWishes.status} = 'open'`,
  );
}
