import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { EventUsers, MinimalUser, Permission, Provider, User } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { linkedAccounts, teamMembers, users } from '../../db/schema';
import { groupBy } from '../../lib/collections';
import { conflict, notFound } from '../../lib/errors';
import type { Actor, Viewer } from '../../lib/actor';
import { recordAudit } from '../audit/audit.service';

type UserRow = typeof users.$inferSelect;
type LinkedAccountRow = typeof linkedAccounts.$inferSelect;

export function presentUser(user: UserRow, accounts: LinkedAccountRow[]): User {
  const account = (provider: LinkedAccountRow['provider']) => accounts.find((a) => a.provider === provider);
  const poe = account('poe');
  const discord = account('discord');
  const twitch = account('twitch');
  return {
    id: user.id,
    display_name: user.displayName,
    account_name: poe?.accountName ?? null,
    discord_id: discord?.accountId ?? null,
    discord_name: discord?.accountName ?? null,
    twitch_id: twitch?.accountId ?? null,
    twitch_name: twitch?.accountName ?? null,
    token_expiry_timestamp: poe?.expiresAt?.toISOString() ?? null,
    permissions: user.permissions,
  };
}

export async function findViewer(
  db: Queryable,
  userId: number,
): Promise<(Viewer & { permissionsUpdatedAt: Date | null }) | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return (
    row && {
      id: row.id,
      displayName: row.displayName,
      permissions: row.permissions,
      permissionsUpdatedAt: row.permissionsUpdatedAt,
    }
  );
}

export async function getUser(db: Queryable, userId: number): Promise<User> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User');
  const accounts = await db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
  return presentUser(row, accounts);
}

export async function listUsers(db: Queryable): Promise<User[]> {
  const rows = await db.select().from(users).orderBy(asc(users.id));
  const accounts = await db.select().from(linkedAccounts);
  const byUser = groupBy(accounts, (account) => account.userId);
  return rows.map((row) => presentUser(row, byUser.get(row.id) ?? []));
}

export async function getMinimalUser(db: Queryable, userId: number): Promise<MinimalUser> {
  const [row] = await db
    .select({ id: users.id, display_name: users.displayName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound('User');
  return row;
}

export async function updateDisplayName(db: Queryable, userId: number, displayName: string): Promise<User> {
  await db.update(users).set({ displayName }).where(eq(users.id, userId));
  return getUser(db, userId);
}

/**
 * Replaces a user's permissions. The last admin cannot lose `admin`: nobody could manage the site afterwards.
 */
export async function updatePermissions(
  db: Db,
  userId: number,
  permissions: Permission[],
  actor: Actor,
): Promise<User> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!row) throw notFound('User');
    if (row.permissions.includes('admin') && !permissions.includes('admin')) {
      // Locks every admin row, so two admins removing each other at once cannot leave none.
      const admins = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`'admin' = any(${users.permissions})`)
        .for('update');
      if (admins.length <= 1) throw conflict('This is the last admin; make someone else an admin first');
    }
    const sorted = sortPermissions(permissions);
    await tx.update(users).set({ permissions: sorted, permissionsUpdatedAt: actor.at }).where(eq(users.id, userId));
    await recordAudit(tx, actor, {
      kind: 'user.permissions',
      eventId: null,
      targetId: userId,
      before: { permissions: row.permissions },
      after: { permissions: sorted },
    });
  });
  return getUser(db, userId);
}

/**
 * Applies the permissions of a local administration token (printed by `npm run token`), unless the user's
 * permissions were changed after the token was issued — so a revocation in the UI wins over an old token.
 */
export async function applyLocalGrant(
  db: Queryable,
  viewer: Viewer & { permissionsUpdatedAt: Date | null },
  permissions: Permission[],
  issuedAt: Date,
  now: Date,
): Promise<Viewer> {
  if (viewer.permissionsUpdatedAt && viewer.permissionsUpdatedAt.getTime() >= issuedAt.getTime()) return viewer;
  const granted = sortPermissions([...new Set([...viewer.permissions, ...permissions])]);
  await db.update(users).set({ permissions: granted, permissionsUpdatedAt: now }).where(eq(users.id, viewer.id));
  return { id: viewer.id, displayName: viewer.displayName, permissions: granted };
}

const PERMISSION_ORDER: Permission[] = ['admin', 'manager', 'objective_designer', 'submission_judge'];
function sortPermissions(permissions: Permission[]): Permission[] {
  return PERMISSION_ORDER.filter((permission) => permissions.includes(permission));
}

/** Users of an event grouped by team id. */
export async function listEventUsers(db: Queryable, eventId: number): Promise<EventUsers> {
  const rows = await db
    .select({ teamId: teamMembers.teamId, id: users.id, display_name: users.displayName })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(eq(teamMembers.eventId, eventId))
    .orderBy(asc(teamMembers.teamId), asc(users.id));
  const grouped: EventUsers = {};
  for (const { teamId, ...user } of rows) (grouped[String(teamId)] ??= []).push(user);
  return grouped;
}

/** Finds users by their linked game account names (case-insensitive), e.g. for sign-up partners. */
export async function findUsersByGameAccounts(db: Queryable, accountNames: string[]): Promise<Map<string, number>> {
  if (accountNames.length === 0) return new Map();
  const lowered = [...new Set(accountNames.map((name) => name.toLowerCase()))];
  const rows = await db
    .select({ userId: linkedAccounts.userId, accountName: linkedAccounts.accountName })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.provider, 'poe'), inArray(sql`lower(${linkedAccounts.accountName})`, lowered)));
  return new Map(rows.map((row) => [row.accountName.toLowerCase(), row.userId]));
}

const PROVIDER_NAMES: Record<Provider, string> = { poe: 'Path of Exile', discord: 'Discord', twitch: 'Twitch' };

/**
 * Disconnects a linked account. The game account stays (scoring follows it), and a user always keeps at
 * least one account to sign in with.
 */
export async function removeLinkedAccount(db: Queryable, userId: number, provider: Provider): Promise<User> {
  const accounts = await db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, userId));
  if (!accounts.some((account) => account.provider === provider))
    throw notFound(`A linked ${PROVIDER_NAMES[provider]} account`);
  if (provider === 'poe')
    throw conflict(
      'Your Path of Exile account cannot be disconnected: your characters and items are tracked through it',
    );
  if (accounts.length < 2)
    throw conflict('Connect another account first: at least one must stay connected so you can sign in');
  await db.delete(linkedAccounts).where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, provider)));
  return getUser(db, userId);
}
