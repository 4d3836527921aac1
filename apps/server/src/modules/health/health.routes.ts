import { type Readiness } from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import type { AppContext } from '../../app-context';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { ctx } = app;
  serve(app, 'getHealth', async () => ({
    status: 'ok' as const,
    database_kind: ctx.database.kind,
    version: ctx.version,
    demo: ctx.demoMode,
  }));

  serve(app, 'getReady', async (_request, reply) => {
    const readiness = await checkReadiness(ctx);
    return reply
      .header('cache-control', 'no-store')
      .status(readiness.ready ? 200 : 503)
      .send(readiness);
  });
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
