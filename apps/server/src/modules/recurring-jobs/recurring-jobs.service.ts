import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  JOB_PAUSES,
  JobPauseNameSchema,
  JobTypeSchema,
  type JobPause,
  type JobPauseName,
  type JobType,
  type RecurringJob,
  type SetJobPauseBody,
  type StartJobBody,
} from '@app/shared';
import type { Db, Queryable } from '../../db/database';
import { notifyJobPauseChanged, notifyJobsChanged, notifyJobWakeup } from '../../db/signals';
import { events, jobPauses, recurringJobs } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';

export type JobRow = typeof recurringJobs.$inferSelect;

export function presentJob(row: JobRow, now: Date): RecurringJob {
  const stopped = row.endDate.getTime() <= now.getTime();
  return {
    id: row.id,
    event_id: row.eventId,
    job_type: row.jobType,
    end_date: row.endDate.toISOString(),
    status: stopped ? 'stopped' : row.consecutiveFailures > 0 ? 'failing' : 'running',
    last_run_at: row.lastRunAt?.toISOString() ?? null,
    last_success_at: row.lastSuccessAt?.toISOString() ?? null,
    last_error: row.lastError,
    last_error_at: row.lastErrorAt?.toISOString() ?? null,
    consecutive_failures: row.consecutiveFailures,
    runs: row.runs,
    failures: row.failures,
    counters: row.counters,
    next_run_at: stopped ? null : (row.nextRunAt?.toISOString() ?? null),
  };
}

export async function listJobs(db: Queryable, now: Date): Promise<RecurringJob[]> {
  const rows = await db.select().from(recurringJobs).orderBy(asc(recurringJobs.eventId), asc(recurringJobs.jobType));
  return rows.map((row) => presentJob(row, now));
}

/** Starts (or extends, or — with an end date in the past — stops) the job of this type for the event. */
export async function startJob(db: Db, body: StartJobBody, actor: Actor): Promise<RecurringJob> {
  const endDate = new Date(body.end_date);
  const row = await db.transaction(async (tx) => {
    const [event] = await tx.select({ id: events.id }).from(events).where(eq(events.id, body.event_id));
    if (!event) throw notFound('Event');
    const [before] = await tx
      .select()
      .from(recurringJobs)
      .where(and(eq(recurringJobs.eventId, body.event_id), eq(recurringJobs.jobType, body.job_type)));
    const [saved] = await tx
      .insert(recurringJobs)
      .values({ eventId: body.event_id, jobType: body.job_type, endDate })
      .onConflictDoUpdate({
        target: [recurringJobs.eventId, recurringJobs.jobType],
        set: { endDate, consecutiveFailures: 0 },
      })
      .returning();
    if (!saved) throw notFound('Job');
    await recordAudit(tx, actor, {
      kind: 'job.change',
      eventId: body.event_id,
      targetId: saved.id,
      before: before && { job_type: before.jobType, end_date: before.endDate.toISOString() },
      after: { job_type: saved.jobType, end_date: saved.endDate.toISOString() },
    });
    await notifyJobsChanged(tx);
    return saved;
  });
  return presentJob(row, actor.at);
}

/**
 * Ingestion follows the current event: the current event runs every job until its end date; events that
 * are not current have their running jobs stopped (an admin may still start one by hand with POST /jobs).
 * Call inside the transaction that changed the flags; the worker is told after the commit by the NOTIFY.
 */
export async function followCurrentEvent(
  db: Queryable,
  current: { id: number; eventEndTime: Date } | undefined,
  noLongerCurrent: readonly number[],
  now: Date,
): Promise<void> {
  if (noLongerCurrent.length > 0) {
    await db
      .update(recurringJobs)
      .set({ endDate: now })
      .where(and(inArray(recurringJobs.eventId, [...noLongerCurrent]), gt(recurringJobs.endDate, now)));
  }
  if (current) {
    await db
      .insert(recurringJobs)
      .values(JobTypeSchema.options.map((jobType) => ({ eventId: current.id, jobType, endDate: current.eventEndTime })))
      .onConflictDoUpdate({
        target: [recurringJobs.eventId, recurringJobs.jobType],
        // A job that had ended starts afresh; a running one keeps its failure count (and so its back-off).
        set: {
          endDate: current.eventEndTime,
          consecutiveFailures: sql`case when ${recurringJobs.endDate} <= ${now} then 0 else ${recurringJobs.consecutiveFailures} end`,
        },
      });
  }
  if (current || noLongerCurrent.length > 0) await notifyJobsChanged(db);
}

/** Jobs whose end date has not passed yet. */
export async function listActiveJobs(db: Queryable, now: Date): Promise<JobRow[]> {
  return db.select().from(recurringJobs).where(gt(recurringJobs.endDate, now)).orderBy(asc(recurringJobs.id));
}

export async function findJob(db: Queryable, id: number): Promise<JobRow | undefined> {
  const [row] = await db.select().from(recurringJobs).where(eq(recurringJobs.id, id));
  return row;
}

export async function findJobOf(db: Queryable, eventId: number, jobType: JobType): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(recurringJobs)
    .where(and(eq(recurringJobs.eventId, eventId), eq(recurringJobs.jobType, jobType)));
  return row;
}

export async function recordSuccess(
  db: Queryable,
  job: JobRow,
  at: Date,
  counters: Record<string, number>,
  nextRunAt: Date,
): Promise<void> {
  const merged = { ...job.counters };
  for (const [name, value] of Object.entries(counters)) merged[name] = (merged[name] ?? 0) + value;
  job.counters = merged;
  await db
    .update(recurringJobs)
    .set({
      lastRunAt: at,
      lastSuccessAt: at,
      runs: sql`${recurringJobs.runs} + 1`,
      consecutiveFailures: 0,
      counters: merged,
      nextRunAt,
    })
    .where(eq(recurringJobs.id, job.id));
}

const MAX_ERROR_LENGTH = 500;

export async function recordFailure(
  db: Queryable,
  job: JobRow,
  at: Date,
  message: string,
  nextRunAt: Date,
): Promise<number> {
  const [row] = await db
    .update(recurringJobs)
    .set({
      lastRunAt: at,
      lastError: message.slice(0, MAX_ERROR_LENGTH),
      lastErrorAt: at,
      runs: sql`${recurringJobs.runs} + 1`,
      failures: sql`${recurringJobs.failures} + 1`,
      consecutiveFailures: sql`${recurringJobs.consecutiveFailures} + 1`,
      nextRunAt,
    })
    .where(eq(recurringJobs.id, job.id))
    .returning({ consecutiveFailures: recurringJobs.consecutiveFailures });
  return row?.consecutiveFailures ?? 1;
}

/** Asks the worker to run a job of the event now; the job must have been started. */
export async function wakeJob(db: Queryable, eventId: number, jobType: JobType, now: Date): Promise<void> {
  const job = await findJobOf(db, eventId, jobType);
  if (!job || job.endDate.getTime() <= now.getTime())
    throw conflict(`Start the ${jobType} job for this event first (Admin → Recurring jobs)`);
  await notifyJobWakeup(db, eventId, jobType);
}

// ── Pauses ────────────────────────────────────────────────────────────────────────────────────────────

function presentPause(name: JobPauseName, pauseMs: number | undefined): JobPause {
  const bounds = JOB_PAUSES[name];
  return {
    name,
    pause_ms: pauseMs ?? bounds.defaultMs,
    default_ms: bounds.defaultMs,
    min_ms: bounds.minMs,
    max_ms: bounds.maxMs,
    what: bounds.what,
  };
}

/** Every pause in force: the job types' in their order, then the build recalculation gap. */
export async function listJobPauses(db: Queryable): Promise<JobPause[]> {
  const stored = new Map((await db.select().from(jobPauses)).map((row) => [row.name, row.pauseMs]));
  return JobPauseNameSchema.options.map((name) => presentPause(name, stored.get(name)));
}

/** The pause in force now: an admin's setting, else `fallback` (a job's own default). */
export async function pauseOf(
  db: Queryable,
  name: JobPauseName,
  fallback = JOB_PAUSES[name].defaultMs,
): Promise<number> {
  const [row] = await db.select({ pauseMs: jobPauses.pauseMs }).from(jobPauses).where(eq(jobPauses.name, name));
  return row?.pauseMs ?? fallback;
}

/** Sets a pause within its bounds; audited, and every job of the type is woken to apply it. */
export async function setJobPause(db: Db, name: JobPauseName, body: SetJobPauseBody, actor: Actor): Promise<JobPause> {
  const bounds = JOB_PAUSES[name];
  if (body.pause_ms < bounds.minMs || body.pause_ms > bounds.maxMs)
    throw badRequest(
      `body.pause_ms: ${name} pauses between ${bounds.minMs} and ${bounds.maxMs} ms (the default is ${bounds.defaultMs})`,
    );
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(jobPauses).where(eq(jobPauses.name, name));
    await tx
      .insert(jobPauses)
      .values({ name, pauseMs: body.pause_ms, updatedAt: actor.at })
      .onConflictDoUpdate({ target: jobPauses.name, set: { pauseMs: body.pause_ms, updatedAt: actor.at } });
    await recordAudit(tx, actor, {
      kind: 'job_pause.change',
      eventId: null,
      targetId: null,
      before: { name, pause_ms: before?.pauseMs ?? bounds.defaultMs },
      after: { name, pause_ms: body.pause_ms },
    });
    await notifyJobPauseChanged(tx, name);
    return presentPause(name, body.pause_ms);
  });
}
