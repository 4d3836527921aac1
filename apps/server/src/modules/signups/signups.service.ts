import { and, asc, eq, sql } from 'drizzle-orm';
import type { ApplicationStatus, EventStatus, OwnSignup, Signup, UpsertSignupBody } from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { events, linkedAccounts, signups, teamMembers, users } from '../../db/schema';
import type { Actor, Viewer } from '../../lib/actor';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { requireApplicationsOpen, type EventRow } from '../events/events.service';
import { recordAudit } from '../audit/audit.service';
import { dropGroupIfEmpty, findSignupGroup } from './signup-groups.service';
import { findMembership } from '../teams/teams.service';
import { findUsersByGameAccounts } from '../users/users.service';

/**
 * Queue rule: sign-ups are ordered by first application time (then user id). The first `max_size` are
 * "applied", the next `waitlist_size` are "waitlisted"; a player sorted into a team is "accepted".
 * New sign-ups beyond max_size + waitlist_size are refused.
 */
function queueStatus(event: EventRow, position: number, inTeam: boolean): ApplicationStatus {
  if (inTeam) return 'accepted';
  return position < event.maxSize ? 'applied' : 'waitlisted';
}

type SignupRow = typeof signups.$inferSelect;

type LoadedSignup = {
  row: SignupRow;
  displayName: string;
  accountName: string | null;
  discordName: string | null;
  teamId: number | null;
  isTeamLead: boolean;
};

async function loadSignups(db: Queryable, eventId: number, onlyUserId?: number): Promise<LoadedSignup[]> {
  const poe = sql`(select ${linkedAccounts.accountName} from ${linkedAccounts} where ${linkedAccounts.userId} = ${signups.userId} and ${linkedAccounts.provider} = 'poe')`;
  const discord = sql`(select ${linkedAccounts.accountName} from ${linkedAccounts} where ${linkedAccounts.userId} = ${signups.userId} and ${linkedAccounts.provider} = 'discord')`;
  const rows = await db
    .select({
      row: signups,
      displayName: users.displayName,
      accountName: sql<string | null>`${poe}`,
      discordName: sql<string | null>`${discord}`,
      teamId: teamMembers.teamId,
      isTeamLead: teamMembers.isTeamLead,
    })
    .from(signups)
    .innerJoin(users, eq(users.id, signups.userId))
    .leftJoin(teamMembers, and(eq(teamMembers.eventId, signups.eventId), eq(teamMembers.userId, signups.userId)))
    .where(and(eq(signups.eventId, eventId), onlyUserId === undefined ? undefined : eq(signups.userId, onlyUserId)))
    .orderBy(asc(signups.createdAt), asc(signups.userId));
  return rows.map((r) => ({ ...r, isTeamLead: r.isTeamLead ?? false }));
}

async function presentSignups(
  db: Queryable,
  event: EventRow,
  loaded: LoadedSignup[],
  positions: number[],
): Promise<Signup[]> {
  const partners = await findUsersByGameAccounts(
    db,
    loaded.flatMap((s) => (s.row.partnerAccountName ? [s.row.partnerAccountName] : [])),
  );
  return loaded.map((s, index) => ({
    user: { id: s.row.userId, display_name: s.displayName, account_name: s.accountName, discord_name: s.discordName },
    timestamp: s.row.createdAt.toISOString(),
    expected_playtime: s.row.expectedPlaytime,
    needs_help: s.row.needsHelp,
    wants_to_help: s.row.wantsToHelp,
    partner_id: s.row.partnerAccountName ? (partners.get(s.row.partnerAccountName.toLowerCase()) ?? null) : null,
    partner_account_name: s.row.partnerAccountName,
    actual_playtime: s.row.actualPlaytime,
    extra: s.row.extra,
    status: queueStatus(event, positions[index] ?? 0, s.teamId !== null),
    team_id: s.teamId,
    team_lead: s.isTeamLead,
    group_id: s.row.groupId,
  }));
}

/** Every sign-up of the event in queue order, waitlisted ones included (marked by status). */
export async function listSignups(db: Queryable, event: EventRow): Promise<Signup[]> {
  const loaded = await loadSignups(db, event.id);
  return presentSignups(
    db,
    event,
    loaded,
    loaded.map((_, index) => index),
  );
}

async function positionOf(db: Queryable, row: SignupRow): Promise<number> {
  const [result] = await db
    .select({ before: sql<number>`count(*)::int` })
    .from(signups)
    .where(
      and(
        eq(signups.eventId, row.eventId),
        sql`(${signups.createdAt}, ${signups.userId}) < (${row.createdAt.toISOString()}::timestamptz, ${row.userId})`,
      ),
    );
  return result?.before ?? 0;
}

/** The caller's sign-up with their group (members and invite code). */
export async function getOwnSignup(db: Queryable, event: EventRow, userId: number): Promise<OwnSignup> {
  const [loaded] = await loadSignups(db, event.id, userId);
  if (!loaded) throw notFound('Your sign-up');
  const [signup] = await presentSignups(db, event, [loaded], [await positionOf(db, loaded.row)]);
  if (!signup) throw notFound('Your sign-up');
  return { ...signup, group: await findSignupGroup(db, event, loaded.row.groupId) };
}

export async function upsertOwnSignup(
  db: Db,
  event: EventRow,
  viewer: Viewer,
  body: UpsertSignupBody,
  now: Date,
): Promise<{ signup: OwnSignup; created: boolean }> {
  requireApplicationsOpen(event, now);
  const accounts = await db.select().from(linkedAccounts).where(eq(linkedAccounts.userId, viewer.id));
  const gameAccount = accounts.find((a) => a.provider === 'poe');
  if (!gameAccount || !accounts.some((a) => a.provider === 'discord')) {
    throw forbidden('Connect your Path of Exile and Discord accounts in Settings to sign up');
  }
  if (body.partner_account_name) {
    if (body.partner_account_name.toLowerCase() === gameAccount.accountName.toLowerCase())
      throw badRequest('Name a friend as partner, not your own account');
    // The partner must be someone the site knows, or the wish could never be honoured (and a typo would hide).
    if ((await findUsersByGameAccounts(db, [body.partner_account_name])).size === 0)
      throw badRequest(
        `Nobody has signed in here with the Path of Exile account ${body.partner_account_name} yet; check the name, or ask your friend to sign in once first`,
      );
  }

  const created = await db.transaction(async (tx) => {
    // Serialise sign-ups per event so the capacity check cannot be raced.
    await tx.select({ id: events.id }).from(events).where(eq(events.id, event.id)).for('update');
    if (await findMembership(tx, event.id, viewer.id)) {
      throw conflict('You are already in a team; ask an admin to change your sign-up');
    }
    const values = {
      expectedPlaytime: body.expected_playtime,
      needsHelp: body.needs_help,
      wantsToHelp: body.wants_to_help,
      partnerAccountName: body.partner_account_name,
      extra: body.extra,
      updatedAt: now,
    };
    const updated = await tx
      .update(signups)
      .set(values)
      .where(and(eq(signups.eventId, event.id), eq(signups.userId, viewer.id)))
      .returning({ userId: signups.userId });
    if (updated.length > 0) return false;

    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(signups)
      .where(eq(signups.eventId, event.id));
    if ((count?.total ?? 0) >= event.maxSize + event.waitlistSize) {
      throw new AppError(409, 'event_full', 'The event and its waitlist are full');
    }
    await tx.insert(signups).values({ ...values, eventId: event.id, userId: viewer.id, createdAt: now });
    return true;
  });
  return { signup: await getOwnSignup(db, event, viewer.id), created };
}

/** A player withdraws: the sign-up goes, and so do their place in a team of this event and in their group. */
export async function withdrawOwnSignup(db: Db, event: EventRow, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(signups)
      .where(and(eq(signups.eventId, event.id), eq(signups.userId, userId)))
      .returning({ groupId: signups.groupId });
    if (!deleted) throw notFound('Your sign-up');
    await tx.delete(teamMembers).where(and(eq(teamMembers.eventId, event.id), eq(teamMembers.userId, userId)));
    await dropGroupIfEmpty(tx, deleted.groupId);
  });
}

/** An organiser removes a player's sign-up, and with it their place in a team of the event and in their group. */
export async function removeSignup(db: Db, event: EventRow, userId: number, actor: Actor): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx
      .delete(signups)
      .where(and(eq(signups.eventId, event.id), eq(signups.userId, userId)))
      .returning();
    if (!deleted) throw notFound('Sign-up');
    const [membership] = await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.eventId, event.id), eq(teamMembers.userId, userId)))
      .returning({ teamId: teamMembers.teamId });
    await dropGroupIfEmpty(tx, deleted.groupId);
    await recordAudit(tx, actor, {
      kind: 'signup.delete',
      eventId: event.id,
      targetId: userId,
      before: {
        user_id: userId,
        expected_playtime: deleted.expectedPlaytime,
        partner_account_name: deleted.partnerAccountName,
        applied_at: deleted.createdAt.toISOString(),
        team_id: membership?.teamId ?? null,
        group_id: deleted.groupId,
      },
    });
  });
}

export async function setActualPlaytime(
  db: Queryable,
  event: EventRow,
  userId: number,
  hours: number,
): Promise<OwnSignup> {
  const updated = await db
    .update(signups)
    .set({ actualPlaytime: hours })
    .where(and(eq(signups.eventId, event.id), eq(signups.userId, userId)))
    .returning({ userId: signups.userId });
  if (updated.length === 0) throw notFound('Your sign-up');
  return getOwnSignup(db, event, userId);
}

/** The caller's standing in the event (works anonymously: then only the sign-up count is known). */
export async function getEventStatus(db: Queryable, event: EventRow, viewer: Viewer | null): Promise<EventStatus> {
  const [count] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(signups)
    .where(eq(signups.eventId, event.id));
  const status: EventStatus = {
    team_id: null,
    is_team_lead: false,
    application_status: 'none',
    number_of_signups: count?.total ?? 0,
    number_of_signups_before: null,
    partner: null,
  };
  if (!viewer) return status;

  const membership = await findMembership(db, event.id, viewer.id);
  if (membership)
    Object.assign(status, {
      team_id: membership.teamId,
      is_team_lead: membership.isTeamLead,
      application_status: 'accepted',
    });
  const [own] = await db
    .select()
    .from(signups)
    .where(and(eq(signups.eventId, event.id), eq(signups.userId, viewer.id)));
  if (!own) return status;

  const position = await positionOf(db, own);
  status.number_of_signups_before = position;
  status.application_status = queueStatus(event, position, membership !== undefined);
  status.partner = await mutualPartner(db, event.id, viewer.id, own.partnerAccountName);
  return status;
}

/** The partner's account name, but only when the partner also named the caller. */
async function mutualPartner(
  db: Queryable,
  eventId: number,
  userId: number,
  partnerAccountName: string | null,
): Promise<string | null> {
  if (!partnerAccountName) return null;
  const partnerId = (await findUsersByGameAccounts(db, [partnerAccountName])).get(partnerAccountName.toLowerCase());
  if (partnerId === undefined) return null;
  const [partnerSignup] = await db
    .select({ partnerAccountName: signups.partnerAccountName })
    .from(signups)
    .where(and(eq(signups.eventId, eventId), eq(signups.userId, partnerId)));
  const [ownAccount] = await db
    .select({ accountName: linkedAccounts.accountName })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, userId), eq(linkedAccounts.provider, 'poe')));
  const [partnerAccount] = await db
    .select({ accountName: linkedAccounts.accountName })
    .from(linkedAccounts)
    .where(and(eq(linkedAccounts.userId, partnerId), eq(linkedAccounts.provider, 'poe')));
  const mutual =
    partnerSignup?.partnerAccountName &&
    ownAccount &&
    partnerSignup.partnerAccountName.toLowerCase() === ownAccount.accountName.toLowerCase();
  return mutual ? (partnerAccount?.accountName ?? null) : null;
}
