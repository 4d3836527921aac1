/**
 * Keeps the `scores` table of every active event equal to what the scoring engine says about its evidence,
 * and publishes each change (see scores.service saveScoreDiffs). Runs in the one active worker.
 *
 * Per event it holds the engine state in memory: new evidence (found by id, woken by NOTIFY, checked every
 * second) is scored incrementally — only touched objectives and their ancestors. A full recompute happens at
 * start, on request (evidence removed, objectives or teams changed) and when a periodic check finds the state
 * out of step with the database (e.g. a concurrent writer committed a lower id after a higher one).
 */
import {
  currentScores,
  diffScores,
  nextTimeBoundary,
  startScoringState,
  updateScores,
  type Evidence,
  type ScoringState,
} from '@app/scoring';
import type { AppContext } from '../app-context';
import { READ_SCOPES } from '../lib/read-cache';
import { loadObjectiveTree, objectivesFingerprint } from '../modules/objectives/objectives.service';
import { evaluationCursor } from '../modules/stashes/stash-evaluation.service';
import {
  countEvidenceBetween,
  forEachEvidencePage,
  listTeamIds,
  loadEvidence,
  loadLatestSnapshots,
  loadStoredScores,
  saveScoreDiffs,
} from '../modules/scores/scores.service';
import { listenEvidenceAdded, listenRescoreRequested } from '../db/signals';
import { noteScoreMilestones } from '../modules/discord-webhooks/discord-webhooks.service';
import { isLateEvidence } from '@app/shared';
import { findScoringEnd, lastSnapshotIdBy, listEventsToScore } from '../modules/results/event-end.service';

/** How often new evidence is looked for even without a NOTIFY. */
const POLL_MS = 1000;
/** How often the in-memory state is checked against the database (the evidence not yet settled, see EvidenceMark). */
const VERIFY_MS = 30_000;
/** How often that check covers all of the event's evidence, as a backstop (e.g. a row deleted without a rescore request). */
const FULL_VERIFY_MS = 10 * 60_000;
/** How often the list of events to score is refreshed. */
const EVENTS_REFRESH_MS = 60_000;

/**
 * The state holds `count` evidence rows with id ≤ `id`. Evidence ids are taken when rows are inserted, not when
 * they commit, so a row may become visible after rows with higher ids: the periodic check counts the rows above
 * the settled mark, and a mark settles once two checks a period apart found the rows below it complete. Counting
 * every row of an event of 2,000,000 each time took 0.2–0.9 s of database time (issue 33).
 */
type EvidenceMark = { id: number; count: number };
const NO_EVIDENCE: EvidenceMark = { id: 0, count: 0 };

type EventScoring = {
  state: ScoringState;
  lastEvidenceId: number;
  lastSnapshotId: number;
  /** Evidence rows the state holds (all with id ≤ lastEvidenceId). */
  evidenceCount: number;
  /** Teams, objectives and the event's end the state was built from. */
  shape: string;
  verifiedAt: number;
  fullyVerifiedAt: number;
  /** Rows up to here were found complete by two checks; a check counts only the rows above. */
  settled: EvidenceMark;
  /** The state's evidence at the last check: it settles at the next one if that finds it still complete. */
  lastChecked: EvidenceMark;
  /** The event's end (epoch ms): the engine's clock stops there and later evidence counts for nothing (decision 037). */
  endsAt: number;
  /** Once the event has ended: the last snapshot observed by its end (later ones are late). */
  snapshotsUpTo: number | null;
};

export type Logger = { info(obj: object, msg?: string): void; error(obj: object, msg?: string): void };

export type ScoreUpdater = {
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Scores pending work now and resolves when it is done (tests use it instead of waiting). */
  flush(): Promise<void>;
};

export function createScoreUpdater(
  ctx: Pick<AppContext, 'db' | 'database' | 'now'> & Partial<Pick<AppContext, 'metrics' | 'reads'>>,
  log: Logger,
): ScoreUpdater {
  const { db } = ctx;
  const scoring = new Map<number, EventScoring>();
  const pending = new Set<number>();
  const rebuild = new Set<number>();
  /** When each pending event's work was first noticed (real time), for the lag metric. */
  const pendingSince = new Map<number, number>();
  let tracked: number[] = [];
  let trackedAt = 0;
  let queue: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const unsubscribe: (() => Promise<void>)[] = [];
  let stopped = false;

  const schedule = (eventId: number, full = false) => {
    pending.add(eventId);
    if (!pendingSince.has(eventId)) pendingSince.set(eventId, performance.now());
    if (full) rebuild.add(eventId);
    queue = queue.then(drain);
    return queue;
  };

  /**
   * Commits score changes (other processes learn of them by NOTIFY) and drops this process's cached score
   * reads at once, so that here, as for the API's own writes, the next read already shows them.
   */
  async function publish(eventId: number, diffs: Parameters<typeof saveScoreDiffs>[2]): Promise<void> {
    await saveScoreDiffs(db, eventId, diffs);
    if (diffs.length > 0) ctx.reads?.drop(READ_SCOPES.scores(eventId));
    await noteScoreMilestones(db, eventId, diffs, log);
  }

  async function drain(): Promise<void> {
    for (const eventId of [...pending]) {
      pending.delete(eventId);
      const full = rebuild.delete(eventId);
      const since = pendingSince.get(eventId);
      pendingSince.delete(eventId);
      try {
        await scoreEvent(eventId, full);
        if (since !== undefined) ctx.metrics?.scoreUpdaterLag((performance.now() - since) / 1000);
      } catch (error) {
        // A failed event is rebuilt from scratch next time; the worker itself keeps going.
        scoring.delete(eventId);
        log.error({ err: error, eventId }, 'scoring failed');
      }
    }
  }

  async function shapeOf(eventId: number): Promise<string> {
    const [teamRows, objectiveStats, endsAt] = await Promise.all([
      listTeamIds(db, eventId),
      objectivesFingerprint(db, eventId),
      findScoringEnd(db, eventId),
    ]);
    return `${teamRows.map((t) => t.id).join(',')}|${objectiveStats.count}|${objectiveStats.changedAt?.getTime() ?? 0}|${endsAt}`;
  }

  /** Snapshots the scores may read: those evaluated, and once the event has ended, those observed by its end. */
  async function snapshotsUpTo(eventId: number, endsAt: number, now: number, known: number | null) {
    const evaluated = await evaluationCursor(db, eventId);
    if (now <= endsAt) return { upTo: evaluated, frozen: null };
    // Stable once the end has passed: a snapshot observed later has a higher id.
    const frozen = known ?? (await lastSnapshotIdBy(db, eventId, endsAt));
    return { upTo: Math.min(evaluated, frozen), frozen };
  }

  /** Evidence timed after the event's end is kept (and shown as late) but never scored (decision 037). */
  const inTime = (evidence: Evidence[], endsAt: number) =>
    evidence.filter((row) => !isLateEvidence(row.timestamp, endsAt));

  /**
   * Builds the event's state from all its evidence. The evidence is filed page by page (the engine keeps only the
   * rows' values) and the stored scores are read only once it is built: an event of 2,000,000 rows must fit the
   * start script's heap cap (issue 33).
   */
  async function rebuildEvent(eventId: number, now: number): Promise<void> {
    const endsAt = (await findScoringEnd(db, eventId)) ?? Infinity;
    const { upTo, frozen } = await snapshotsUpTo(eventId, endsAt, now, null);
    const [root, teams, snapshots, shape] = await Promise.all([
      loadObjectiveTree(db, eventId),
      listTeamIds(db, eventId),
      loadLatestSnapshots(db, eventId, 0, upTo),
      shapeOf(eventId),
    ]);
    const building = startScoringState({ now: Math.min(now, endsAt), teams, root, latestSnapshots: snapshots });
    let lastEvidenceId = 0;
    let evidenceCount = 0;
    await forEachEvidencePage(db, eventId, 0, (page) => {
      building.add(inTime(page, endsAt));
      for (const row of page) lastEvidenceId = Math.max(lastEvidenceId, row.id);
      evidenceCount += page.length;
    });
    const state = building.finish();
    await publish(eventId, diffScores(await loadStoredScores(db, eventId), currentScores(state).scores));
    scoring.set(eventId, {
      state,
      lastEvidenceId,
      lastSnapshotId: snapshots.reduce((highest, row) => Math.max(highest, row.snapshot_id), 0),
      evidenceCount,
      shape,
      verifiedAt: now,
      fullyVerifiedAt: now,
      settled: NO_EVIDENCE,
      lastChecked: NO_EVIDENCE,
      endsAt,
      snapshotsUpTo: frozen,
    });
  }

  /** True when the database still matches what the state was built from; moves the entry's marks on when it does. */
  async function inStep(eventId: number, entry: EventScoring, now: number): Promise<boolean> {
    const full = now - entry.fullyVerifiedAt >= FULL_VERIFY_MS;
    const from = full ? NO_EVIDENCE : entry.settled;
    const [stored, shape] = await Promise.all([
      countEvidenceBetween(db, eventId, from.id, entry.lastEvidenceId),
      shapeOf(eventId),
    ]);
    if (stored !== entry.evidenceCount - from.count || shape !== entry.shape) return false;
    entry.verifiedAt = now;
    if (full) entry.fullyVerifiedAt = now;
    entry.settled = entry.lastChecked;
    entry.lastChecked = { id: entry.lastEvidenceId, count: entry.evidenceCount };
    return true;
  }

  async function scoreEvent(eventId: number, full: boolean): Promise<void> {
    const now = ctx.now().getTime();
    let entry = scoring.get(eventId);
    if (entry && !full && now - entry.verifiedAt >= VERIFY_MS && !(await inStep(eventId, entry, now))) full = true;
    if (!entry || full) return rebuildEvent(eventId, now);

    const { upTo, frozen } = await snapshotsUpTo(eventId, entry.endsAt, now, entry.snapshotsUpTo);
    const [evidence, snapshots] = await Promise.all([
      loadEvidence(db, eventId, entry.lastEvidenceId),
      loadLatestSnapshots(db, eventId, entry.lastSnapshotId, upTo),
    ]);
    const scoringNow = Math.min(now, entry.endsAt);
    const boundary = nextTimeBoundary(entry.state, entry.state.now);
    const timeMoved = boundary !== null && boundary <= scoringNow;
    if (evidence.length === 0 && snapshots.length === 0 && !timeMoved) {
      if (frozen !== entry.snapshotsUpTo) scoring.set(eventId, { ...entry, snapshotsUpTo: frozen });
      return;
    }

    const diffs = updateScores(entry.state, {
      now: scoringNow,
      matches: inTime(evidence, entry.endsAt),
      latestSnapshots: snapshots,
    });
    await publish(eventId, diffs);
    entry = { ...entry, snapshotsUpTo: frozen };
    for (const row of evidence) entry.lastEvidenceId = Math.max(entry.lastEvidenceId, row.id);
    for (const row of snapshots) entry.lastSnapshotId = Math.max(entry.lastSnapshotId, row.snapshot_id);
    entry.evidenceCount += evidence.length;
    scoring.set(eventId, entry);
  }

  async function tick(): Promise<void> {
    const now = ctx.now().getTime();
    if (now - trackedAt >= EVENTS_REFRESH_MS) {
      tracked = await listEventsToScore(db, ctx.now());
      trackedAt = now;
      for (const eventId of scoring.keys()) if (!tracked.includes(eventId)) scoring.delete(eventId);
    }
    for (const eventId of tracked) void schedule(eventId);
    await queue;
  }

  return {
    async start() {
      stopped = false;
      unsubscribe.push(
        await listenEvidenceAdded(ctx.database, (eventId) => void schedule(eventId)),
        await listenRescoreRequested(ctx.database, (eventId) => void schedule(eventId, true)),
      );
      const loop = () => {
        if (stopped) return;
        void tick()
          .catch((error: unknown) => log.error({ err: error }, 'scoring tick failed'))
          .finally(() => {
            if (!stopped) timer = setTimeout(loop, POLL_MS);
          });
      };
      loop();
      log.info({}, 'score updater started');
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await Promise.all(unsubscribe.splice(0).map((fn) => fn()));
      await queue;
    },
    async flush() {
      trackedAt = 0;
      await tick();
    },
  };
}
