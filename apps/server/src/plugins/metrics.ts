import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { guards } from '@app/shared';

/** The label of requests no route matched: one series for all of them, whatever URL was asked for. */
const UNMATCHED_ROUTE = '(unmatched)';

/**
 * Counts every HTTP request by route pattern and status, and serves GET /metrics to a scraper holding
 * METRICS_TOKEN. Without the token the route is not registered at all (decision 018): metrics tell an
 * attacker about traffic and jobs, so they are never open by default.
 */
export async function registerMetrics(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const { metrics } = ctx;
  metrics.observe({ webSocketClients: () => ctx.scoreFeed.clientCount(), database: ctx.database });

  app.addHook('onResponse', async (request, reply) => {
    // The pattern (`/api/events/:event_id`), never the raw URL: ids in labels would grow without bound.
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    metrics.httpRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
  });

  if (!ctx.env.METRICS_TOKEN) return;
  app.get('/metrics', { config: { guard: guards.metricsToken }, schema: { hide: true } }, async (_request, reply) => {
    const body = await metrics.registry.metrics();
    return reply.type(metrics.registry.contentType).send(body);
  });
}
