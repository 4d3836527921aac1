import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecurringJobSchema, StartJobBodySchema } from '@app/shared';
import { guards } from '../../lib/guards';
import { actorOf } from '../../plugins/auth';
import { listJobs, startJob } from './recurring-jobs.service';

const tags = ['Jobs'];

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/jobs',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Recurring background jobs with their health',
        description: 'Last run, last success, last error, failure counts and work counters of every job.',
        response: { 200: z.array(RecurringJobSchema) },
      },
    },
    async () => listJobs(db, now()),
  );

  app.post(
    '/jobs',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Start, extend or stop a recurring job of an event',
        description:
          'One job per type and event: posting again changes its end date (a past end date stops it). The worker picks it up within seconds and resumes it after restarts.',
        body: StartJobBodySchema,
        response: { 201: RecurringJobSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await startJob(db, request.body, actorOf(request, now()))),
  );
};
