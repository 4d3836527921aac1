import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_PLAYERS, DEMO_TEAMS } from '@app/simulator';
import { createTestDatabase, DATABASE_KINDS } from '../test/test-app';
import { useTestDatabase } from '../test/use-test-app';
import { openDatabase } from './database';
import { AggregationSchema, ScoringMethodSchema } from '@app/shared';
import {
  events,
  linkedAccounts,
  objectiveMatches,
  objectives,
  objectiveScoringRules,
  scoringPresets,
  signups,
  submissions,
  teamMembers,
  teams,
  users,
} from './schema';
import { seedDemoIfEmpty } from './seed-demo';

describe.each(DATABASE_KINDS)('demo seed on %s', (kind) => {
  const database = useTestDatabase(kind);

  it('creates a current poe1 event with 4 teams, ~20 players with accounts and sign-ups, and a lead per team — once', async () => {
    const db = database.db;
    expect(await seedDemoIfEmpty(db, new Date())).toBe(true);
    expect(await seedDemoIfEmpty(db, new Date())).toBe(false);

    const [event] = await db.select().from(events);
    expect(event).toMatchObject({ isCurrent: true, isPublic: true, gameVersion: 'poe1' });
    const teamRows = await db.select().from(teams).where(eq(teams.eventId, event!.id));
    expect(teamRows.map((t) => t.name)).toEqual(DEMO_TEAMS.map((t) => t.name));
    // The players, and one judge who reviewed the demo submissions.
    expect((await db.select({ n: count() }).from(users))[0]?.n).toBe(DEMO_PLAYERS.length + 1);
    expect((await db.select({ n: count() }).from(signups))[0]?.n).toBe(DEMO_PLAYERS.length);
    const members = await db.select().from(teamMembers);
    expect(members).toHaveLength(DEMO_PLAYERS.length);
    for (const team of teamRows) expect(members.filter((m) => m.teamId === team.id && m.isTeamLead)).toHaveLength(1);
    const gameAccounts = await db.select().from(linkedAccounts).where(eq(linkedAccounts.provider, 'poe'));
    expect(gameAccounts.map((a) => a.accountName).sort()).toEqual(DEMO_PLAYERS.map((p) => p.accountName).sort());
  });

  it('seeds once when processes starting at once on an empty database each try', async () => {
    const empty = await createTestDatabase(kind);
    // On PostgreSQL a second pool, as a second process has; PGlite has one connection per process anyway.
    const other = kind === 'postgres' ? await openDatabase({ url: empty.url! }) : empty;
    try {
      const seeded = await Promise.all([seedDemoIfEmpty(empty.db, new Date()), seedDemoIfEmpty(other.db, new Date())]);
      expect(seeded.filter(Boolean)).toHaveLength(1);
      expect((await empty.db.select({ n: count() }).from(events))[0]?.n).toBe(1);
    } finally {
      if (other !== empty) await other.close();
      await empty.drop();
    }
  });

  it('has coherent dates: applications open before the start and close before the end, sign-ups fall inside', async () => {
    const [event] = await database.db.select().from(events);
    const DAY = 86_400_000;
    expect(event!.eventStartTime.getTime() - event!.applicationStartTime.getTime()).toBe(14 * DAY);
    // Late applicants may still apply during the event, until its last day begins.
    expect(event!.eventEndTime.getTime() - event!.applicationEndTime.getTime()).toBe(DAY);
    for (const signup of await database.db.select().from(signups)) {
      expect(signup.createdAt.getTime()).toBeGreaterThanOrEqual(event!.applicationStartTime.getTime());
      expect(signup.createdAt.getTime()).toBeLessThan(event!.eventStartTime.getTime());
    }
  });

  it('gives the demo a category per scores tab, every scoring method and aggregation, and reviewed submissions', async () => {
    const db = database.db;
    const tree = await db.select().from(objectives);
    const root = tree.find((o) => o.parentId === null);
    expect(tree.filter((o) => o.parentId === root?.id).map((o) => o.name)).toEqual([
      'Personal Objectives',
      'Uniques',
      'Races',
      'Bounties',
      'Collections',
      'Dailies',
      'Heist',
      'Gems',
      'Delve',
    ]);
    const used = await db
      .select({ method: scoringPresets.scoringMethod })
      .from(objectiveScoringRules)
      .innerJoin(scoringPresets, eq(scoringPresets.id, objectiveScoringRules.scoringPresetId));
    const usedMethods = new Set(used.map((rule) => rule.method));
    expect([...usedMethods].sort()).toEqual([...ScoringMethodSchema.options].sort());
    expect([...new Set(tree.map((o) => o.aggregation))].sort()).toEqual([...AggregationSchema.options].sort());

    const reviewed = await db.select().from(submissions);
    expect(new Set(reviewed.map((s) => s.approvalStatus))).toEqual(new Set(['APPROVED', 'PENDING', 'REJECTED']));
    const evidence = await db.select().from(objectiveMatches);
    expect(evidence).toHaveLength(reviewed.filter((s) => s.approvalStatus === 'APPROVED').length);
  });
});
