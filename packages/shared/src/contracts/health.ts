import { z } from 'zod';

/** Liveness: the process answers. It never waits on the database, so a database outage does not get it restarted. */
export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    database_kind: z.enum(['pglite', 'postgres']),
    version: z.string(),
    demo: z.boolean().describe('True while the site runs on simulated providers and demo data'),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;

/** Readiness: whether a load balancer should send this process requests, and if not, why. */
export const ReadinessSchema = z
  .object({
    ready: z.boolean(),
    database: z.enum(['ok', 'unreachable']),
    schema: z
      .enum(['current', 'behind', 'ahead', 'unknown'])
      .describe('The database schema against the migrations this version knows (unknown: database unreachable)'),
    warm: z.boolean().describe('The live feed listens and the hot reads of the current event are in memory'),
    draining: z.boolean().describe('Shutting down: finishing requests in flight, taking no new ones'),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;
