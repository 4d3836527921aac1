import { HealthSchema, ReadinessSchema, type Readiness } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context';
import { guards } from '../../lib/guards';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  app.get(
    '/health',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Health'],
        summary: 'Liveness: is the process up? (never waits on the database)',
        description: 'For a supervisor deciding whether to restart the process. Load balancers ask GET /api/ready.',
        response: { 200: HealthSchema },
      },
    },
    async () => ({ status: 'ok' as const, database_kind: ctx.database.kind, version: ctx.version, demo: ctx.demoMode }),
  );

  app.get(
    '/ready',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Health'],
        summary: 'Readiness: should a load balancer send this process requests?',
        description:
          '200 when the database answers, its schema is the one this version knows, the live feed listens and the ' +
          'hot reads are in memory; 503 otherwise, and from the moment the process starts shutting down.',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(ctx);
      return reply
        .header('cache-control', 'no-store')
        .status(readiness.ready ? 200 : 503)
        .send(readiness);
    },
  );
};

async function checkReadiness(ctx: AppContext): Promise<Readiness> {
  const { warm, draining } = ctx.lifecycle;
  const schema = await ctx.database.schemaState().then(
    (state) => state.state,
    () => 'unknown' as const,
  );
  const database = schema === 'unknown' ? 'unreachable' : 'ok';
  return { ready: schema === 'current' && warm && !draining, database, schema, warm, draining };
}
