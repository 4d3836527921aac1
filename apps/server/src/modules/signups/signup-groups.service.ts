import { randomInt } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { formatInviteCode, INVITE_CODE_ALPHABET, INVITE_CODE_LENGTH, type SignupGroup } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { linkedAccounts, signupGroups, signups, users } from '../../db/schema';
import { AppError, conflict, notFound } from '../../lib/errors';
import { requireApplicationsOpen, type EventRow } from '../events/events.service';
import { findMembership } from '../teams/teams.service';

/*
 * Sign-up groups (docs/domain.md §10; decision 031). Every change locks the player's own sign-up first
 * and then the group, in that order, so two changes of one group (two friends joining the last place, a join and
 * the last member leaving) happen one after the other.
 */

type SignupRow = typeof signups.$inferSelect;

/** A group with its members (queue order) as the API shows it, or null when there is none. */
export async function findSignupGroup(
  db: Queryable,
  event: EventRow,
  groupId: number | null,
): Promise<SignupGroup | null> {
  if (groupId === null) return null;
  const [group] = await db
    .select()
    .from(signupGroups)
    .where(and(eq(signupGroups.id, groupId), eq(signupGroups.eventId, event.id)));
  if (!group) return null;
  const members = await db
    .select({ user_id: users.id, display_name: users.displayName, account_name: linkedAccounts.accountName })
    .from(signups)
    .innerJoin(users, eq(users.id, signups.userId))
    .leftJoin(linkedAccounts, and(eq(linkedAccounts.userId, signups.userId), eq(linkedAccounts.provider, 'poe')))
    .where(and(eq(signups.eventId, event.id), eq(signups.groupId, groupId)))
    .orderBy(asc(signups.createdAt), asc(signups.userId));
  return { id: group.id, code: formatInviteCode(group.code), max_size: event.maxGroupSize, members };
}

async function getSignupGroup(db: Queryable, event: EventRow, groupId: number): Promise<SignupGroup> {
  const group = await findSignupGroup(db, event, groupId);
  if (!group) throw notFound('Group');
  return group;
}

/** The player's sign-up, locked until the transaction ends; undefined when they have not applied. */
async function lockOwnSignup(tx: Queryable, eventId: number, userId: number): Promise<SignupRow | undefined> {
  const [row] = await tx
    .select()
    .from(signups)
    .where(and(eq(signups.eventId, eventId), eq(signups.userId, userId)))
    .for('update');
  return row;
}

/** What starting and joining a group both need: groups on, applications open, signed up, on no team yet. */
async function requireFreeToGroup(
  tx: Queryable,
  event: EventRow,
  userId: number,
  now: Date,
  verb: 'start' | 'join',
): Promise<SignupRow> {
  if (event.maxGroupSize <= 1) {
    throw conflict(`${event.name} has no groups: everyone signs up on their own (naming a partner still works)`);
  }
  requireApplicationsOpen(event, now);
  const own = await lockOwnSignup(tx, event.id, userId);
  if (!own) throw new AppError(404, 'not_found', `Apply for the event first; then you can ${verb} a group`);
  // As for editing a sign-up: once sorted into a team, an organiser changes it.
  if (await findMembership(tx, event.id, userId)) {
    throw conflict('You are already in a team; ask an organiser to change it');
  }
  return own;
}

/** A fresh invite code: INVITE_CODE_LENGTH characters drawn evenly from the alphabet by the system's CSPRNG. */
function newInviteCode(): string {
  return Array.from(
    { length: INVITE_CODE_LENGTH },
    () => INVITE_CODE_ALPHABET[randomInt(INVITE_CODE_ALPHABET.length)],
  ).join('');
}

/** Tries of a new code: with 80 random bits a repeat is not expected in the life of the site, but costs no 500. */
const CODE_TRIES = 3;

async function insertGroup(tx: Queryable, eventId: number, now: Date): Promise<number> {
  for (let attempt = 0; attempt < CODE_TRIES; attempt++) {
    const [group] = await tx
      .insert(signupGroups)
      .values({ eventId, code: newInviteCode(), createdAt: now })
      .onConflictDoNothing()
      .returning({ id: signupGroups.id });
    if (group) return group.id;
  }
  throw new Error('no unused invite code found');
}

const setGroup = (tx: Queryable, own: SignupRow, groupId: number | null) =>
  tx
    .update(signups)
    .set({ groupId })
    .where(and(eq(signups.eventId, own.eventId), eq(signups.userId, own.userId)));

/** A signed-up player starts a group, as its first member; friends join with its code. */
export async function createGroup(db: Db, event: EventRow, userId: number, now: Date): Promise<SignupGroup> {
  const groupId = await db.transaction(async (tx) => {
    const own = await requireFreeToGroup(tx, event, userId, now, 'start');
    if (own.groupId !== null) throw conflict('You are already in a group; leave it first to start another');
    const created = await insertGroup(tx, event.id, now);
    await setGroup(tx, own, created);
    return created;
  });
  return getSignupGroup(db, event, groupId);
}

const unknownCode = () =>
  new AppError(404, 'not_found', 'No group has this invite code; check it with the friend who sent it');

/** A signed-up player joins the group of an invite code (already normalized by the request schema). */
export async function joinGroup(
  db: Db,
  event: EventRow,
  userId: number,
  code: string,
  now: Date,
): Promise<SignupGroup> {
  const groupId = await db.transaction(async (tx) => {
    const own = await requireFreeToGroup(tx, event, userId, now, 'join');
    const [group] = await tx.select().from(signupGroups).where(eq(signupGroups.code, code)).for('update');
    if (!group) throw unknownCode();
    if (group.eventId !== event.id) throw conflict(`This invite is for a group of another event, not ${event.name}`);
    if (own.groupId === group.id) return group.id;
    if (own.groupId !== null) throw conflict('You are already in a group; leave it first to join another');
    const members = await countMembers(tx, group.id);
    // A group whose members all went (a deleted account) is gone for whoever still holds its code.
    if (members === 0) throw unknownCode();
    if (members >= event.maxGroupSize) {
      throw conflict(`The group is full: ${event.name} allows ${event.maxGroupSize} players per group`);
    }
    await setGroup(tx, own, group.id);
    return group.id;
  });
  return getSignupGroup(db, event, groupId);
}

/** A member leaves; the group goes with its last member. */
export async function leaveGroup(db: Db, event: EventRow, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const own = await lockOwnSignup(tx, event.id, userId);
    if (!own) throw notFound('Your sign-up');
    if (own.groupId === null) throw new AppError(404, 'not_found', 'You are not in a group');
    await setGroup(tx, own, null);
    await dropGroupIfEmpty(tx, own.groupId);
  });
}

async function countMembers(tx: Queryable, groupId: number): Promise<number> {
  const [row] = await tx
    .select({ members: sql<number>`count(*)::int` })
    .from(signups)
    .where(eq(signups.groupId, groupId));
  return row?.members ?? 0;
}

/**
 * After a member left, or their sign-up went: the group is deleted once nobody is in it. The group is locked by
 * its own statement first, so the count reads what a join that held the lock has committed.
 */
export async function dropGroupIfEmpty(tx: Queryable, groupId: number | null): Promise<void> {
  if (groupId === null) return;
  await tx.select({ id: signupGroups.id }).from(signupGroups).where(eq(signupGroups.id, groupId)).for('update');
  if ((await countMembers(tx, groupId)) === 0) await tx.delete(signupGroups).where(eq(signupGroups.id, groupId));
}
