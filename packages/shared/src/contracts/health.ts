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

/** Claims of a sign-in token (JWT), as the web app reads them. Times in seconds. */
export const TokenClaimsSchema = z.object({
  user_id: z.number().int().positive(),
  permissions: z.array(z.string()),
  iat: z.number().int().optional(),
  exp: z.number().int(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
