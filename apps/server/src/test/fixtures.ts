/** Rows for tests, written straight to the database (the API under test is what reads them). */
import type { Permission } from '@app/shared';
import type { Db } from '../db/database';
import { events, linkedAccounts, objectives, signups, teamMembers, teams, users } from '../db/schema';

const HOUR = 3_600_000;
let sequence = 0;
const next = () => ++sequence;

export async function insertUser(
  db: Db,
  options: { displayName?: string; permissions?: Permission[]; gameAccount?: string | null; discord?: boolean } = {},
) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({ displayName: options.displayName ?? `Player ${n}`, permissions: options.permissions ?? [] })
    .returning();
  if (!user) throw new Error('insert failed');
  const gameAccount = options.gameAccount === undefined ? `Player${n}#${1000 + n}` : options.gameAccount;
  if (gameAccount) {
    await db
      .insert(linkedAccounts)
      .values({ userId: user.id, provider: 'poe', accountId: `poe-${n}-${user.id}`, accountName: gameAccount });
  }
  if (options.discord ?? true) {
    await db
      .insert(linkedAccounts)
      .values({
        userId: user.id,
        provider: 'discord',
        accountId: `discord-${n}-${user.id}`,
        accountName: `player${n}`,
      });
  }
  return user;
}

export async function insertEvent(db: Db, overrides: Partial<typeof events.$inferInsert> = {}, now = new Date()) {
  const at = (offset: number) => new Date(now.getTime() + offset);
  const [event] = await db
    .insert(events)
    .values({
      name: `Test League ${next()}`,
      gameVersion: 'poe1',
      isPublic: true,
      maxSize: 10,
      waitlistSize: 2,
      applicationStartTime: at(-24 * HOUR),
      applicationEndTime: at(24 * HOUR),
      eventStartTime: at(48 * HOUR),
      eventEndTime: at(96 * HOUR),
      ...overrides,
    })
    .returning();
  if (!event) throw new Error('insert failed');
  await db
    .insert(objectives)
    .values({
      eventId: event.id,
      name: 'Root',
      objectiveType: 'CATEGORY',
      aggregation: 'NONE',
      numberField: 'FINISHED_OBJECTIVES',
    });
  return event;
}

export async function insertTeam(db: Db, eventId: number, name = `Team ${next()}`) {
  const [team] = await db
    .insert(teams)
    .values({ eventId, name, abbreviation: name.slice(0, 3).toUpperCase(), color: '#123456' })
    .returning();
  if (!team) throw new Error('insert failed');
  return team;
}

export async function addMember(db: Db, eventId: number, teamId: number, userId: number, isTeamLead = false) {
  await db.insert(teamMembers).values({ eventId, teamId, userId, isTeamLead });
}

export async function insertSignup(
  db: Db,
  eventId: number,
  userId: number,
  createdAt: Date,
  partnerAccountName: string | null = null,
) {
  await db.insert(signups).values({ eventId, userId, expectedPlaytime: 6, createdAt, partnerAccountName });
}
