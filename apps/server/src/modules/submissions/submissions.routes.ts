import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParamsSchema, SubmissionSchema } from '@app/shared';
import { guards } from '../../lib/guards';
import { eventOf } from '../../plugins/auth';
import { listSubmissions } from './submissions.service';

export const submissionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:event_id/submissions',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Submissions'],
        summary: 'Every submission of the event, oldest first',
        description: 'Proof links are public, as on the scores pages.',
        params: EventParamsSchema,
        response: { 200: z.array(SubmissionSchema) },
      },
    },
    async (request) => listSubmissions(db, eventOf(request).id),
  );
};
