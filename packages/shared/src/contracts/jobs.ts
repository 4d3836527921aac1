import { z } from 'zod';
import { JobPauseNameSchema, JobTypeSchema } from '../enums';
import { IdSchema, TimestampInputSchema, TimestampSchema } from './common';

export const JobStatusSchema = z.enum(['running', 'failing', 'stopped']);

export const RecurringJobSchema = z
  .object({
    id: z.number().int(),
    event_id: z.number().int(),
    job_type: JobTypeSchema,
    end_date: TimestampSchema,
    status: JobStatusSchema.describe('stopped once end_date passed; failing while the last run failed'),
    last_run_at: TimestampSchema.nullable(),
    last_success_at: TimestampSchema.nullable(),
    last_error: z.string().nullable(),
    last_error_at: TimestampSchema.nullable(),
    consecutive_failures: z.number().int(),
    runs: z.number().int(),
    failures: z.number().int(),
    counters: z.record(z.string(), z.number()).describe('What the job has done so far (pages, items, characters…)'),
    next_run_at: TimestampSchema.nullable(),
  })
  .meta({ id: 'RecurringJob' });
export type RecurringJob = z.infer<typeof RecurringJobSchema>;

export const StartJobBodySchema = z
  .object({
    event_id: IdSchema,
    job_type: JobTypeSchema,
    end_date: TimestampInputSchema.describe('The job runs until then; a time in the past stops it'),
  })
  .meta({ id: 'StartJobBody' });
export type StartJobBody = z.infer<typeof StartJobBodySchema>;

export const JobPauseSchema = z
  .object({
    name: JobPauseNameSchema.describe("A job type, or BuildRecalculation: one character's builds"),
    pause_ms: z.number().int().describe('The pause in force now'),
    default_ms: z.number().int(),
    min_ms: z.number().int(),
    max_ms: z.number().int(),
    what: z.string().describe('What the pause paces, in words'),
  })
  .meta({ id: 'JobPause' });
export type JobPause = z.infer<typeof JobPauseSchema>;

export const JobPauseParamsSchema = z.object({ name: JobPauseNameSchema });

export const SetJobPauseBodySchema = z
  .object({
    pause_ms: z
      .number()
      .int()
      .min(0)
      .max(7 * 24 * 3_600_000)
      .describe("Milliseconds, within the pause's bounds (400 outside them)"),
  })
  .meta({ id: 'SetJobPauseBody' });
export type SetJobPauseBody = z.infer<typeof SetJobPauseBodySchema>;
