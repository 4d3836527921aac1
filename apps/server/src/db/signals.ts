/**
 * The signal bus: every notification one process sends the others, through the database (LISTEN/NOTIFY, on
 * PostgreSQL and on the embedded database alike). Each signal is a pair of helpers here, `notify…` and
 * `listen…`, with its payload typed; no other file names a channel. A notification sent inside a transaction
 * is delivered when the transaction commits, and not at all if it rolls back. Signals are hints that work is
 * waiting: each listener also looks for that work on a timer, so one lost while a connection reconnected is
 * only late.
 *
 * | Signal             | Sent by                                            | Heard by                          |
 * | ------------------ | -------------------------------------------------- | --------------------------------- |
 * | evidence added     | stash evaluation, submissions, character jobs      | score updater (worker)            |
 * | rescore requested  | objective design, submissions, stash evaluation    | score updater (worker)            |
 * | scores changed     | score updater, in the commit of the scores         | score feed (every API process)    |
 * | content changed    | every API write (read-cache plugin), worker jobs   | read cache (every API process)    |
 * | jobs changed       | recurring-jobs API, current event switch, demo     | job runner (worker)               |
 * | job wake-up        | guild stash "update now" routes                    | job runner (worker)               |
 * | job pause changed  | recurring-jobs API (an admin set a pause)          | job runner (worker)               |
 *
 * docs/architecture.md follows two of them end to end (a stash change, and a judge's approval, to the screen).
 */
import { sql } from 'drizzle-orm';
import { JobTypeSchema, type JobPauseName, type JobType } from '@app/shared';
import type { Database, Queryable } from './database';

/** Stops listening. */
export type Unlisten = () => Promise<void>;
type Listener = Pick<Database, 'listen'>;

const CHANNELS = {
  evidenceAdded: 'evidence_added',
  rescoreRequested: 'scoring_rebuild',
  scoresChanged: 'score_changes',
  contentChanged: 'content_changed',
  jobsChanged: 'jobs_changed',
  jobWakeup: 'job_wakeup',
  jobPauseChanged: 'job_pause_changed',
} as const;

async function send(db: Queryable, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

/** A payload that is an event id; anything else (a stranger's NOTIFY on our channel) is ignored. */
function eventIdOf(payload: string): number | undefined {
  const id = Number(payload);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function listenForEventIds(database: Listener, channel: string, handler: (eventId: number) => void) {
  return database.listen(channel, (payload) => {
    const eventId = eventIdOf(payload);
    if (eventId !== undefined) handler(eventId);
  });
}

/** New evidence of an event was committed: the worker scores it. */
export function notifyEvidenceAdded(db: Queryable, eventId: number): Promise<void> {
  return send(db, CHANNELS.evidenceAdded, String(eventId));
}
export function listenEvidenceAdded(database: Listener, handler: (eventId: number) => void): Promise<Unlisten> {
  return listenForEventIds(database, CHANNELS.evidenceAdded, handler);
}

/** Evidence of an event was removed or its objectives changed: the worker recomputes the event from scratch. */
export function notifyRescoreRequested(db: Queryable, eventId: number): Promise<void> {
  return send(db, CHANNELS.rescoreRequested, String(eventId));
}
export function listenRescoreRequested(database: Listener, handler: (eventId: number) => void): Promise<Unlisten> {
  return listenForEventIds(database, CHANNELS.rescoreRequested, handler);
}

/** Score changes of an event were committed to score_history: API processes push them to their sockets. */
export function notifyScoresChanged(db: Queryable, eventId: number): Promise<void> {
  return send(db, CHANNELS.scoresChanged, String(eventId));
}
export function listenScoresChanged(database: Listener, handler: (eventId: number) => void): Promise<Unlisten> {
  return listenForEventIds(database, CHANNELS.scoresChanged, handler);
}

/** What the cached public reads show changed: one read-cache scope (lib/read-cache.ts READ_SCOPES), or `all`. */
export type ContentScope = string;
export function notifyContentChanged(db: Queryable, scope: ContentScope): Promise<void> {
  return send(db, CHANNELS.contentChanged, scope);
}
export function listenContentChanged(database: Listener, handler: (scope: ContentScope) => void): Promise<Unlisten> {
  return database.listen(CHANNELS.contentChanged, handler);
}

/** Recurring jobs were started, stopped or changed: the worker reads the job list again. */
export function notifyJobsChanged(db: Queryable): Promise<void> {
  return send(db, CHANNELS.jobsChanged, '');
}
export function listenJobsChanged(database: Listener, handler: () => void): Promise<Unlisten> {
  return database.listen(CHANNELS.jobsChanged, () => handler());
}

/** Run a started job of an event now instead of at its next turn. */
export function notifyJobWakeup(db: Queryable, eventId: number, jobType: JobType): Promise<void> {
  return send(db, CHANNELS.jobWakeup, `${eventId}:${jobType}`);
}
export function listenJobWakeups(
  database: Listener,
  handler: (job: { eventId: number; jobType: JobType }) => void,
): Promise<Unlisten> {
  return database.listen(CHANNELS.jobWakeup, (payload) => {
    const [event = '', type] = payload.split(':');
    const eventId = eventIdOf(event);
    const jobType = JobTypeSchema.safeParse(type);
    if (eventId !== undefined && jobType.success) handler({ eventId, jobType: jobType.data });
  });
}

/**
 * An admin changed a pause: every job of that type runs now, then waits the new pause. The build recalculation
 * gap is read as each character is polled, so no job listens for it.
 */
export function notifyJobPauseChanged(db: Queryable, name: JobPauseName): Promise<void> {
  return send(db, CHANNELS.jobPauseChanged, name);
}
export function listenJobPauseChanges(database: Listener, handler: (jobType: JobType) => void): Promise<Unlisten> {
  return database.listen(CHANNELS.jobPauseChanged, (payload) => {
    const jobType = JobTypeSchema.safeParse(payload);
    if (jobType.success) handler(jobType.data);
  });
}
