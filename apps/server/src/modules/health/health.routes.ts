import { HealthSchema } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guards } from '../../lib/guards';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { database, version, demoMode } = app.ctx;
  app.get(
    '/health',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Health'],
        summary: 'Is the server up and its database reachable?',
        response: { 200: HealthSchema, 503: HealthSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await database.ping().then(
        () => true,
        () => false,
      );
      return reply.status(reachable ? 200 : 503).send({
        status: reachable ? 'ok' : 'degraded',
        database: reachable ? 'ok' : 'unreachable',
        database_kind: database.kind,
        version,
        demo: demoMode,
      });
    },
  );
};
