/** Rows for tests, written straight to the database (the API under test is what reads them). */
import type { ItemField, Permission } from '@app/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  events,
  linkedAccounts,
  objectiveConditions,
  objectives,
  objectiveScoringRules,
  scoringPresets,
  signupGroups,
  signups,
  stashStreamCursors,
  teamMembers,
  teams,
  users,
} from '../db/schema';

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
    await db.insert(linkedAccounts).values({
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
  await db.insert(objectives).values({
    eventId: event.id,
    name: 'Root',
    objectiveType: 'CATEGORY',
    aggregation: 'NONE',
    numberField: 'FINISHED_OBJECTIVES',
  });
  return event;
}

/**
 * Inserts one objective row with its scoring rules (`presetIds`, in order; null entries are skipped) and answers
 * the row: how tests and benches build trees without the designer's checks.
 */
export async function insertObjective(
  db: Db,
  { presetIds = [], ...values }: typeof objectives.$inferInsert & { presetIds?: readonly (number | null)[] },
) {
  const [row] = await db.insert(objectives).values(values).returning();
  if (!row) throw new Error('insert failed');
  const rules = presetIds.filter((id): id is number => id !== null);
  if (rules.length)
    await db
      .insert(objectiveScoringRules)
      .values(rules.map((scoringPresetId, position) => ({ objectiveId: row.id, position, scoringPresetId })));
  return row;
}

export async function insertTeam(db: Db, eventId: number, name = `Team ${next()}`) {
  const [team] = await db
    .insert(teams)
    .values({ eventId, name, abbreviation: name.slice(0, 3).toUpperCase(), color: '#123456' })
    .returning();
  if (!team) throw new Error('insert failed');
  return team;
}

/** An item objective under `parentId` that the earliest find scores, with no condition yet. */
export async function insertItemObjective(db: Db, eventId: number, parentId: number, name: string) {
  const [row] = await db
    .insert(objectives)
    .values({ eventId, parentId, name, objectiveType: 'ITEM', aggregation: 'EARLIEST', numberField: 'STACK_SIZE' })
    .returning();
  if (!row) throw new Error('insert failed');
  return row;
}

/** An item objective (as insertItemObjective) that any item called `name` fulfils. */
export async function insertNamedItemObjective(db: Db, eventId: number, parentId: number, name: string) {
  const row = await insertItemObjective(db, eventId, parentId, name);
  await db.insert(objectiveConditions).values({ objectiveId: row.id, field: 'NAME', operator: 'EQ', value: name });
  return row;
}

export async function addMember(db: Db, eventId: number, teamId: number, userId: number, isTeamLead = false) {
  await db.insert(teamMembers).values({ eventId, teamId, userId, isTeamLead });
}

/**
 * Who a team's access checks are tried with: the team's lead and a member, a player outside the team (in no team
 * yet) and an admin in none, inserted in that order.
 */
export async function insertTeamCast(db: Db, eventId: number, teamId: number) {
  const lead = await insertUser(db);
  const member = await insertUser(db);
  const outsider = await insertUser(db);
  const admin = await insertUser(db, { permissions: ['admin'] });
  await addMember(db, eventId, teamId, lead.id, true);
  await addMember(db, eventId, teamId, member.id);
  return { lead, member, outsider, admin };
}

/** A user's team memberships in an event (one at most). */
export function membershipsOf(db: Db, eventId: number, userId: number) {
  return db
    .select()
    .from(teamMembers)
    .where(and(eq(teamMembers.eventId, eventId), eq(teamMembers.userId, userId)));
}

/** A large event's crowd for benches: `teamCount` teams, `playerCount` players dealt round-robin into them. */
export async function insertCrowd(db: Db, eventId: number, teamCount: number, playerCount: number) {
  const teamIds = (
    await db
      .insert(teams)
      .values(Array.from({ length: teamCount }, (_, i) => ({ eventId, name: `Team ${i + 1}` })))
      .returning({ id: teams.id })
  ).map((r) => r.id);
  const userIds = (
    await db
      .insert(users)
      .values(Array.from({ length: playerCount }, (_, i) => ({ displayName: `Player ${i + 1}` })))
      .returning({ id: users.id })
  ).map((r) => r.id);
  await db
    .insert(teamMembers)
    .values(userIds.map((userId, i) => ({ eventId, userId, teamId: teamIds[i % teamCount]! })));
  return { teamIds, userIds };
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

/** A sign-up group of the event with these signed-up players in it; `code` is stored as given (normalized). */
export async function insertSignupGroup(
  db: Db,
  eventId: number,
  userIds: number[],
  code = `ZZZZ${String(next()).padStart(12, '0')}`,
) {
  const [group] = await db.insert(signupGroups).values({ eventId, code }).returning();
  if (!group) throw new Error('insert failed');
  await db
    .update(signups)
    .set({ groupId: group.id })
    .where(and(eq(signups.eventId, eventId), inArray(signups.userId, userIds)));
  return group;
}

/**
 * An event in `league` with teams Red (Alice#1234) and Blue (Bob#5678) and item objectives that a replayed or
 * skipped stash page would change: presence of a Headhunter, Chaos Orbs summed over the latest tab contents
 * (ranked), and a stack of 8 Chaos Orbs. With `streamCursor`, the public stash stream starts reading there.
 */
export async function seedStashEvent(db: Db, league: string, streamCursor?: string) {
  const event = await insertEvent(db, {
    name: league,
    eventStartTime: new Date(Date.now() - HOUR),
    eventEndTime: new Date(Date.now() + 7 * 24 * HOUR),
  });
  const red = await insertTeam(db, event.id, 'Red');
  const blue = await insertTeam(db, event.id, 'Blue');
  const players: number[] = [];
  for (const [account, team] of [
    ['Alice#1234', red],
    ['Bob#5678', blue],
  ] as const) {
    const user = await insertUser(db, { gameAccount: account });
    await addMember(db, event.id, team.id, user.id);
    players.push(user.id);
  }
  const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
  const preset = async (name: string, scoringMethod: 'PRESENCE' | 'RANKED_VALUE', points: number[]) => {
    const [row] = await db
      .insert(scoringPresets)
      .values({ eventId: event.id, name, points, scoringMethod })
      .returning();
    if (!row) throw new Error('insert failed');
    return row.id;
  };
  const find = await preset('Find', 'PRESENCE', [10]);
  const ranked = await preset('Most', 'RANKED_VALUE', [20, 10]);
  const add = async (
    name: string,
    { presetId = find, ...values }: Partial<typeof objectives.$inferInsert> & { presetId?: number },
    condition: [ItemField, string],
  ) => {
    const row = await insertObjective(db, {
      eventId: event.id,
      parentId: root?.id ?? null,
      name,
      objectiveType: 'ITEM',
      aggregation: 'EARLIEST',
      numberField: 'STACK_SIZE',
      ...values,
      presetIds: [presetId],
    });
    await db
      .insert(objectiveConditions)
      .values({ objectiveId: row.id, field: condition[0], operator: 'EQ', value: condition[1] });
    return row.id;
  };
  const ids = {
    headhunter: await add('Headhunter', { aggregation: 'EARLIEST_FRESH_ITEM' }, ['NAME', 'Headhunter']),
    chaos: await add('Chaos hoard', { aggregation: 'SUM_LATEST', presetId: ranked }, ['BASE_TYPE', 'Chaos Orb']),
    stack: await add('Chaos stack', { requiredNumber: 8 }, ['BASE_TYPE', 'Chaos Orb']),
  };
  if (streamCursor !== undefined) {
    await db.insert(stashStreamCursors).values({ eventId: event.id, nextChangeId: streamCursor });
  }
  const [alice = 0, bob = 0] = players;
  return {
    eventId: event.id,
    rootId: root?.id ?? null,
    presets: { find, ranked },
    teams: { red: red.id, blue: blue.id },
    users: { alice, bob },
    ids,
  };
}
