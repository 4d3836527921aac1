import { z } from 'zod';
import {
  JobPauseSchema,
  JobPauseParamsSchema,
  RecurringJobSchema,
  SetJobPauseBodySchema,
  StartJobBodySchema,
} from '../contracts/jobs';
import { describeEndpoints } from './endpoint';

export const recurringJobsEndpoints = describeEndpoints('Jobs', {
  getJobs: {
    summary: 'Recurring background jobs with their health',
    description: 'Last run, last success, last error, failure counts and work counters of every job.',
    responses: { 200: z.array(RecurringJobSchema) },
  },
  startJob: {
    summary: 'Start, extend or stop a recurring job of an event',
    description:
      'One job per type and event: posting again changes its end date (a past end date stops it). The worker picks it up within seconds and resumes it after restarts.',
    body: StartJobBodySchema,
    responses: { 201: RecurringJobSchema },
  },
  getJobPauses: {
    summary: "Every job type's pause between runs and the build recalculation gap, with defaults and bounds",
    responses: { 200: z.array(JobPauseSchema) },
  },
  setJobPause: {
    summary: "Set a job type's pause between runs, or the build recalculation gap",
    description:
      'Within the bounds the answer of getJobPauses lists (400 outside them). Applies to every event at once, without a restart: sleeping jobs of the type run now and then wait the new pause; the build gap applies to the next character polled. Audited.',
    params: JobPauseParamsSchema,
    body: SetJobPauseBodySchema,
    responses: { 200: JobPauseSchema },
  },
});
