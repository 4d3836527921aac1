import { z } from 'zod';
import { RecurringJobSchema, StartJobBodySchema } from '../contracts/jobs';
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
});
