import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { JOB_PAUSES, type JobPause, type RecurringJob } from '@app/shared';
import { auditEntries } from '../db/schema';
import { insertEvent, insertUser } from '../test/fixtures';
import { countedJob, QUIET_LOG } from '../test/jobs';
import { DATABASE_KINDS } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';
import { waitFor } from '../test/wait';
import { backoffDelay, createJobRunner } from './job-runner';

/** The jobs here run every few milliseconds: what they do shows within seconds. */
const SOON = { timeoutMs: 5_000 };

describe.each(DATABASE_KINDS)('recurring jobs on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: { authorization: string };
  beforeAll(async () => {
    admin = await t.auth((await insertUser(t.database.db, { permissions: ['admin'] })).id);
  });

  const jobs = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/jobs', headers: admin })).json<RecurringJob[]>();
  const post = (payload: unknown, headers = admin) =>
    t.app.inject({ method: 'POST', url: '/api/jobs', headers, payload: payload as never });

  it('lets admins start a job for an event and refuses bad requests', async () => {
    const event = await insertEvent(t.database.db);
    const player = await t.auth((await insertUser(t.database.db)).id);
    const end = new Date(Date.now() + 3_600_000).toISOString();
    expect((await post({ event_id: event.id, job_type: 'FetchCharacterData', end_date: end }, player)).statusCode).toBe(
      403,
    );
    expect((await post({ event_id: event.id, job_type: 'MineBitcoin', end_date: end })).statusCode).toBe(400);
    expect((await post({ event_id: event.id, job_type: 'FetchCharacterData', end_date: 'soon' })).statusCode).toBe(400);
    expect((await post({ event_id: 2_000_000_000, job_type: 'FetchCharacterData', end_date: end })).statusCode).toBe(
      404,
    );
    const started = await post({ event_id: event.id, job_type: 'FetchCharacterData', end_date: end });
    expect(started.statusCode).toBe(201);
    expect(started.json<RecurringJob>()).toMatchObject({
      event_id: event.id,
      job_type: 'FetchCharacterData',
      status: 'running',
      runs: 0,
    });
    const again = await post({
      event_id: event.id,
      job_type: 'FetchCharacterData',
      end_date: new Date(Date.now() - 1000).toISOString(),
    });
    expect(again.json<RecurringJob>()).toMatchObject({ id: started.json<RecurringJob>().id, status: 'stopped' });
  });

  it("lets admins set a job type's pause within its bounds, audited, and a sleeping job takes it without a restart", async () => {
    const pauses = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/jobs/pauses', headers: admin })).json<JobPause[]>();
    const setPause = (name: string, pause_ms: unknown) =>
      t.app.inject({ method: 'PUT', url: `/api/jobs/pauses/${name}`, headers: admin, payload: { pause_ms } });
    expect((await pauses()).map((pause) => pause.name)).toEqual([
      'FetchStashChanges',
      'EvaluateStashChanges',
      'FetchCharacterData',
      'FetchGuildStashes',
      'DetermineGuildStashAccess',
      'BuildRecalculation',
    ]);
    expect((await pauses()).find((pause) => pause.name === 'EvaluateStashChanges')).toEqual({
      name: 'EvaluateStashChanges',
      pause_ms: JOB_PAUSES.EvaluateStashChanges.defaultMs,
      default_ms: JOB_PAUSES.EvaluateStashChanges.defaultMs,
      min_ms: JOB_PAUSES.EvaluateStashChanges.minMs,
      max_ms: JOB_PAUSES.EvaluateStashChanges.maxMs,
      what: JOB_PAUSES.EvaluateStashChanges.what,
    });
    const tooShort = await setPause('FetchCharacterData', 1_000);
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json<{ error: string }>().error).toContain(
      'FetchCharacterData pauses between 15000 and 3600000 ms',
    );
    expect((await setPause('MineBitcoin', 60_000)).statusCode).toBe(400);
    expect((await setPause('BuildRecalculation', 5_000)).statusCode).toBe(400);
    expect((await setPause('FetchCharacterData', 'soon')).statusCode).toBe(400);

    // A job whose own pause is an hour: it runs once, then sleeps until the admin shortens the pause.
    const event = await insertEvent(t.database.db);
    const evaluating = countedJob('EvaluateStashChanges', 3_600_000, {});
    await post({
      event_id: event.id,
      job_type: 'EvaluateStashChanges',
      end_date: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const runner = createJobRunner(t.app.ctx, [evaluating.job], QUIET_LOG);
    await runner.start();
    try {
      await waitFor('the first run', async () => evaluating.runs() >= 1, SOON);
      const set = await setPause('EvaluateStashChanges', JOB_PAUSES.EvaluateStashChanges.minMs);
      expect(set.statusCode).toBe(200);
      expect(set.json<JobPause>().pause_ms).toBe(JOB_PAUSES.EvaluateStashChanges.minMs);
      await waitFor('two more runs, a second apart', async () => evaluating.runs() >= 3, {
        timeoutMs: 15_000,
      });
    } finally {
      await runner.stop();
    }
    expect((await pauses()).find((pause) => pause.name === 'EvaluateStashChanges')?.pause_ms).toBe(1_000);
    const entries = await t.database.db.select().from(auditEntries).where(eq(auditEntries.kind, 'job_pause.change'));
    expect(entries.map((entry) => entry.after)).toEqual([{ name: 'EvaluateStashChanges', pause_ms: 1_000 }]);
  });

  it('runs jobs until their end date, counts their work, records failures with backoff, and resumes after a restart', async () => {
    const event = await insertEvent(t.database.db);
    const counting = countedJob('FetchStashChanges', 10, { counters: { pages: 2 } });
    const failing = countedJob('FetchGuildStashes', 10, 'the guild stash API said no');
    await post({
      event_id: event.id,
      job_type: 'FetchStashChanges',
      end_date: new Date(Date.now() + 3_600_000).toISOString(),
    });
    await post({
      event_id: event.id,
      job_type: 'FetchGuildStashes',
      end_date: new Date(Date.now() + 3_600_000).toISOString(),
    });

    const runner = createJobRunner(t.app.ctx, [counting.job, failing.job], QUIET_LOG);
    await runner.start();
    const of = async (type: string) => (await jobs()).find((j) => j.event_id === event.id && j.job_type === type);
    await waitFor('6 pages counted', async () => ((await of('FetchStashChanges'))?.counters.pages ?? 0) >= 6, SOON);
    await waitFor('the job failing', async () => (await of('FetchGuildStashes'))?.status === 'failing', SOON);
    await runner.stop();

    const failingJob = await of('FetchGuildStashes');
    expect(failingJob).toMatchObject({
      last_error: 'the guild stash API said no',
      consecutive_failures: 1,
      last_success_at: null,
    });
    // After one failure the next try waits seconds, not milliseconds.
    expect(Date.parse(failingJob!.next_run_at!) - Date.parse(failingJob!.last_run_at!)).toBeGreaterThanOrEqual(1000);

    const countedBefore = (await of('FetchStashChanges'))!.counters.pages!;
    const callsBefore = counting.runs();
    const restarted = createJobRunner(t.app.ctx, [counting.job, failing.job], QUIET_LOG);
    await restarted.start();
    await waitFor(
      'more pages counted after the restart',
      async () => ((await of('FetchStashChanges'))?.counters.pages ?? 0) > countedBefore,
      SOON,
    );
    // Stopping the job through the API ends its loop.
    await post({ event_id: event.id, job_type: 'FetchStashChanges', end_date: new Date(Date.now() - 1).toISOString() });
    await restarted.sync();
    const callsAtStop = counting.runs();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await restarted.stop();
    expect(counting.runs()).toBeGreaterThan(callsBefore);
    expect(counting.runs() - callsAtStop).toBeLessThanOrEqual(1);
    expect((await of('FetchStashChanges'))?.status).toBe('stopped');
  });
});

describe('backoffDelay', () => {
  it('doubles from 2 seconds up to 5 minutes, within ±20 %', () => {
    expect(backoffDelay(1, () => 0.5)).toBe(2000);
    expect(backoffDelay(2, () => 0.5)).toBe(4000);
    expect(backoffDelay(30, () => 0.5)).toBe(300_000);
    expect(backoffDelay(1, () => 0)).toBe(1600);
    expect(backoffDelay(1, () => 1)).toBe(2400);
  });
});
