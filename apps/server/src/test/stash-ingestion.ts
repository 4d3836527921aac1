/**
 * The stash ingestion scenario the fault and deploy suites share: a game told by the simulator's public stash
 * river over many small pages, the evidence, snapshots and scores it must end with, and the run that was never
 * interrupted that any interrupted run is compared with.
 */
import { asc, eq, max } from 'drizzle-orm';
import { expect } from 'vitest';
import { startSimulator, type Simulator } from '@app/simulator';
import type { Db } from '../db/database';
import {
  objectiveMatches,
  objectives,
  recurringJobs,
  scores,
  stashEvaluationCursors,
  stashSnapshots,
  stashStreamCursors,
  teams,
} from '../db/schema';
import { evaluateStashChangesJob } from '../worker/evaluate-stash-changes.job';
import { fetchStashChangesJob } from '../worker/fetch-stash-changes.job';
import type { JobDeps } from '../worker/job-deps';
import { createScoreUpdater } from '../worker/score-updater';
import { HttpClient } from '../lib/http/http-client';
import { InMemoryAppTokenStore } from '../providers/app-token-store';
import { providersConfigFromSimulator } from '../providers/provider-config';
import { createProviders } from '../providers/providers';
import { LEAGUE, testScenario } from '../providers/simulator.fixtures';
import { seedStashEvent } from './fixtures';
import { drainJob, QUIET_LOG } from './jobs';
import { createTestApp } from './test-app';
import { waitFor } from './wait';

/**
 * The scores the game ends with (objective|team|points|rank|number|finished), however the run was interrupted.
 * Both teams hold a Headhunter (Alice's from the scenario's loot tab); only Alice ever stacks 8 Chaos Orbs; the
 * hoard ranks each player's latest tab, and Alice's last two share a page (one instant), where the earlier
 * evidence row counts as the later one (the engine's tie rule).
 */
const FINAL_SCORES = [
  'Chaos hoard|Blue|10|2|1|true',
  'Chaos hoard|Red|20|1|2|true',
  'Chaos stack|Blue|0|0|7|false',
  'Chaos stack|Red|10|0|8|true',
  'Headhunter|Blue|10|0|1|true',
  'Headhunter|Red|10|0|1|true',
  'Root|Blue|0|0|2|false',
  'Root|Red|0|0|3|true',
];

/** The simulator whose river tells the game: pages of two tabs, and no rate limits to wait out. */
export function startRiverSimulator(): Promise<Simulator> {
  return startSimulator({
    scenario: testScenario({ river: { pageSize: 2 }, rateLimits: { poe: { mode: 'off' } } }),
  });
}

/**
 * The event of seedStashEvent with its river cursor at `start` and the two stash jobs started, as an
 * organiser starts them: the workers of the database pick them up.
 */
export async function seedIngestingEvent(db: Db, start: string): Promise<number> {
  const { eventId } = await seedStashEvent(db, LEAGUE, start);
  await db.insert(recurringJobs).values(
    (['FetchStashChanges', 'EvaluateStashChanges'] as const).map((jobType) => ({
      eventId,
      jobType,
      endDate: new Date(Date.now() + 86_400_000),
    })),
  );
  return eventId;
}

/**
 * The game as the river tells it: two teams' players filling and emptying tabs, a stranger in the event league
 * and noise in another league, on pages of two tabs, so a run crosses many page boundaries (each its own
 * transaction) and the kills land between and inside them. Returns the river's tip after the game.
 */
export function playTheGame(sim: Simulator): string {
  sim.control.advance('30m');
  for (let i = 0; i < 48; i++) {
    const account = i % 3 === 0 ? 'Bob#5678' : 'Alice#1234';
    sim.control.injectStashChange({
      account,
      stash: `dump ${i % 5}`,
      league: LEAGUE,
      items: [{ baseType: 'Chaos Orb', stackSize: 1 + (i % 9) }],
    });
    if (i % 4 === 0) {
      sim.control.injectStashChange({
        account: 'Stranger#0001',
        stash: 'shop',
        league: LEAGUE,
        items: [{ name: 'Headhunter', baseType: 'Leather Belt' }],
      });
    }
    if (i % 6 === 0) {
      sim.control.injectStashChange({
        account: 'Bob#5678',
        stash: 'standard',
        league: 'Standard',
        items: [{ baseType: 'Divine Orb' }],
      });
    }
  }
  sim.control.injectStashChange({
    account: 'Bob#5678',
    stash: 'trophies',
    league: LEAGUE,
    items: [{ name: 'Headhunter', baseType: 'Leather Belt' }],
  });
  // A tab that leaves (goes private) is stored as empty: its Chaos Orbs stop counting.
  sim.control.injectStashChange({ account: 'Alice#1234', stash: 'dump 4', public: false });
  return sim.control.stashTip();
}

/**
 * The event's evidence with its objective and team by name and the snapshot it was seen in (`snapshotId` null for
 * evidence without one, such as a character's): what the suites compare, each as its own text.
 */
export async function namedEvidence(db: Db, eventId: number) {
  return db
    .select({
      objective: objectives.name,
      team: teams.name,
      number: objectiveMatches.number,
      stashId: objectiveMatches.stashId,
      snapshotId: stashSnapshots.id,
      stashName: stashSnapshots.stashName,
      changeId: stashSnapshots.changeId,
    })
    .from(objectiveMatches)
    .innerJoin(objectives, eq(objectives.id, objectiveMatches.objectiveId))
    .innerJoin(teams, eq(teams.id, objectiveMatches.teamId))
    .leftJoin(stashSnapshots, eq(stashSnapshots.id, objectiveMatches.snapshotId))
    .where(eq(objectiveMatches.eventId, eventId));
}

/** Stash evidence as comparable text: objective and team by name, the snapshot by its page and tab (ids and times aside). */
export async function evidenceOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await namedEvidence(db, eventId);
  return rows
    .filter((r) => r.snapshotId !== null)
    .map((r) => `${r.objective}|${r.team}|${r.number}|${r.stashId}|${r.changeId}`)
    .sort();
}

export async function snapshotsOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .select()
    .from(stashSnapshots)
    .where(eq(stashSnapshots.eventId, eventId))
    .orderBy(asc(stashSnapshots.id));
  return rows.map((r) => `${r.changeId}|${r.stashId}|${r.accountName}|${r.teamId !== null}|${JSON.stringify(r.items)}`);
}

export async function scoresOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .select({
      objective: objectives.name,
      team: teams.name,
      points: scores.points,
      rank: scores.rank,
      number: scores.number,
      finished: scores.finished,
    })
    .from(scores)
    .innerJoin(objectives, eq(objectives.id, scores.objectiveId))
    .innerJoin(teams, eq(teams.id, scores.teamId))
    .where(eq(scores.eventId, eventId));
  return rows.map((r) => `${r.objective}|${r.team}|${r.points}|${r.rank}|${r.number}|${r.finished}`).sort();
}

export async function pagesStored(db: Db, eventId: number): Promise<number> {
  const [row] = await db.select().from(stashStreamCursors).where(eq(stashStreamCursors.eventId, eventId));
  return row?.pagesProcessed ?? 0;
}

/** Whether every page up to the river's tip is stored and every stored snapshot evaluated. */
export async function caughtUp(db: Db, eventId: number, tip: string): Promise<boolean> {
  const [cursor] = await db.select().from(stashStreamCursors).where(eq(stashStreamCursors.eventId, eventId));
  const [{ newest } = { newest: null }] = await db
    .select({ newest: max(stashSnapshots.id) })
    .from(stashSnapshots)
    .where(eq(stashSnapshots.eventId, eventId));
  const [evaluated] = await db.select().from(stashEvaluationCursors).where(eq(stashEvaluationCursors.eventId, eventId));
  return cursor?.nextChangeId === tip && newest !== null && evaluated?.lastSnapshotId === newest;
}

/**
 * Waits until the scores are those of the run that was never interrupted, then checks that the snapshots and the
 * evidence are too: nothing lost, nothing counted twice.
 */
export async function expectUninterruptedResult(
  db: Db,
  eventId: number,
  expected: UninterruptedResult,
  log: () => string,
): Promise<void> {
  let latest: string[] = [];
  await waitFor(
    'the scores of the uninterrupted run',
    async () => JSON.stringify((latest = await scoresOf(db, eventId))) === JSON.stringify(expected.scores),
    { log: () => `scores ${JSON.stringify(latest)}\nexpected ${JSON.stringify(expected.scores)}\n${log()}` },
  );
  expect(latest).toEqual(expected.scores);
  expect(await snapshotsOf(db, eventId)).toEqual(expected.snapshots);
  expect(await evidenceOf(db, eventId)).toEqual(expected.evidence);
}

export type UninterruptedResult = { evidence: string[]; snapshots: string[]; scores: string[] };

/**
 * The same event on a fresh database, read by the jobs in this process without any interruption; its scores are
 * checked to be FINAL_SCORES.
 */
export async function uninterruptedRun(sim: Simulator, start: string): Promise<UninterruptedResult> {
  const http = new HttpClient({ timeoutMs: 10_000 });
  const providers = createProviders(
    providersConfigFromSimulator(sim.urls, { version: '1.0.0', contact: 'x@example.org' }),
    {
      http,
      appTokens: new InMemoryAppTokenStore(),
    },
  );
  const t = await createTestApp('postgres', { providers });
  try {
    const { eventId } = await seedStashEvent(t.database.db, LEAGUE, start);
    const deps: JobDeps = { ctx: t.app.ctx, log: QUIET_LOG, ascendancyNodes: new Set(), streamStart: 'tip' };
    const updater = createScoreUpdater(t.app.ctx, QUIET_LOG);
    try {
      await drainJob(fetchStashChangesJob(deps), eventId);
      await drainJob(evaluateStashChangesJob(deps), eventId);
      await updater.flush();
    } finally {
      await updater.stop();
    }
    const db = t.database.db;
    const result = {
      evidence: await evidenceOf(db, eventId),
      snapshots: await snapshotsOf(db, eventId),
      scores: await scoresOf(db, eventId),
    };
    expect(result.scores).toEqual(FINAL_SCORES);
    return result;
  } finally {
    await t.close();
  }
}
