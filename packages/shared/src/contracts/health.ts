import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['ok', 'degraded']),
    database: z.enum(['ok', 'unreachable']),
    database_kind: z.enum(['pglite', 'postgres']),
    version: z.string(),
    demo: z.boolean().describe('True while the site runs on simulated providers and demo data'),
  })
  .meta({ id: 'Health' });
export type Health = z.infer<typeof HealthSchema>;
