import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf } from '../../plugins/auth';
import * as recurringJobs from './recurring-jobs.service';

export const jobsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getJobs', async () => recurringJobs.listJobs(db, now()));

  serve(app, 'startJob', async (request, reply) =>
    reply.status(201).send(await recurringJobs.startJob(db, request.body, actorOf(request, now()))),
  );

  serve(app, 'getJobPauses', async () => recurringJobs.listJobPauses(db));

  serve(app, 'setJobPause', async (request) =>
    recurringJobs.setJobPause(db, request.params.name, request.body, actorOf(request, now())),
  );
};
