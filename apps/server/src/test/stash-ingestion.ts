/**
 * The stash ingestion scenario the fault and deploy suites share: a game told by the simulator's public stash
 * river over many small pages, the evidence, snapshots and scores it must end with, and the run that was never
 * interrupted that any interrupted run is compared with.
 */
import { asc, eq, max } from 'drizzle-orm';
import type { Simulator } from '@app/simulator';
import type { Db } from '../db/database';
import {
  objectiveMatches,
  objectives,
  scores,
  stashEvaluationCursors,
  stashSnapshots,
  stashStreamCursors,
  teams,
} from '../db/schema';
import { evaluateStashChangesJob } from '../worker/evaluate-stash-changes.job';
import { fetchStashChangesJob } from '../worker/fetch-stash-changes.job';
import type { JobDeps } from '../worker/job-deps';
import type { JobDefinition } from '../worker/job-runner';
import { createScoreUpdater } from '../worker/score-updater';
import { HttpClient } from '../lib/http/http-client';
import { InMemoryAppTokenStore } from '../providers/app-token-store';
import { providersConfigFromSimulator } from '../providers/provider-config';
import { createProviders } from '../providers/providers';
import { LEAGUE } from '../providers/simulator.fixtures';
import { seedStashEvent } from './fixtures';
import { createTestApp } from './test-app';

const quiet = { info: () => undefined, error: () => undefined };
/** Only a guard against a hung suite: every wait ends as soon as its condition holds. */
const CONDITION_DEADLINE_MS = 120_000;

/** The scores the game ends with (objective|team|points|rank|number|finished), however the run was interrupted. */
export const FINAL_SCORES = [
  'Chaos hoard|Blue|10|2|1|true',
  'Chaos hoard|Red|20|1|2|true',
  'Chaos stack|Blue|0|0|7|false',
  'Chaos stack|Red|10|0|8|true',
  'Headhunter|Blue|10|0|1|true',
  'Headhunter|Red|10|0|1|true',
  'Root|Blue|0|0|2|false',
  'Root|Red|0|0|3|true',
];

/**
 * The game as the river tells it: two teams' players filling and emptying tabs, a stranger in the event league
 * and noise in another league, on pages of two tabs, so a run crosses many page boundaries (each its own
 * transaction) and the kills land between and inside them.
 */
export function playTheGame(sim: Simulator): void {
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
}

/** Evidence as comparable text: objective and team by name, the snapshot by its page and tab (ids and times aside). */
export async function evidenceOf(db: Db, eventId: number): Promise<string[]> {
  const rows = await db
    .select({
      objective: objectives.name,
      team: teams.name,
      number: objectiveMatches.number,
      stashId: objectiveMatches.stashId,
      changeId: stashSnapshots.changeId,
    })
    .from(objectiveMatches)
    .innerJoin(objectives, eq(objectives.id, objectiveMatches.objectiveId))
    .innerJoin(teams, eq(teams.id, objectiveMatches.teamId))
    .innerJoin(stashSnapshots, eq(stashSnapshots.id, objectiveMatches.snapshotId))
    .where(eq(objectiveMatches.eventId, eventId));
  return rows.map((r) => `${r.objective}|${r.team}|${r.number}|${r.stashId}|${r.changeId}`).sort();
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

export async function waitFor(what: string, condition: () => Promise<boolean>, log: () => string): Promise<void> {
  const deadline = Date.now() + CONDITION_DEADLINE_MS;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}\n${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The same event on a fresh database, read by the jobs in this process without any interruption. */
export async function uninterruptedRun(
  sim: Simulator,
  start: string,
): Promise<{ evidence: string[]; snapshots: string[]; scores: string[] }> {
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
    const deps: JobDeps = { ctx: t.app.ctx, log: quiet, ascendancyNodes: new Set(), streamStart: 'tip' };
    const updater = createScoreUpdater(t.app.ctx, quiet);
    try {
      await drain(fetchStashChangesJob(deps), eventId);
      await drain(evaluateStashChangesJob(deps), eventId);
      await updater.flush();
    } finally {
      await updater.stop();
    }
    const db = t.database.db;
    return {
      evidence: await evidenceOf(db, eventId),
      snapshots: await snapshotsOf(db, eventId),
      scores: await scoresOf(db, eventId),
    };
  } finally {
    await t.close();
  }
}

async function drain(job: JobDefinition, eventId: number): Promise<void> {
  for (let runs = 0; runs < 100; runs++) {
    const outcome = await job.run({ eventId, counters: {}, signal: new AbortController().signal });
    if (!outcome.more) return;
  }
  throw new Error('the job never caught up');
}
