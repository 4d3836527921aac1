import { z } from 'zod';
import { PermissionSchema, ProviderSchema, type Permission } from '../enums';
import { boundedString, IdSchema, TEXT_LIMITS } from './common';
import { UserSchema } from './users';

export const ProviderParamsSchema = z.object({ provider: ProviderSchema });

export const RemoveAuthQuerySchema = z.object({
  provider: ProviderSchema.describe('Which linked account to disconnect'),
});

/** What a finished sign-in returns: a token for the site, the user, and where the browser was before. */
export const AuthResponseSchema = z
  .object({
    auth_token: z.string(),
    user: UserSchema,
    last_path: z.string().describe('Where to send the browser back to (a path on this site)'),
  })
  .meta({ id: 'AuthResponse' });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

export const BotLoginBodySchema = z
  .object({ token: boundedString(512).min(1).describe('The configured bot secret') })
  .meta({ id: 'BotLoginBody' });

export const BotLoginResponseSchema = z
  .object({ auth_token: z.string(), user: UserSchema })
  .meta({ id: 'BotLoginResponse' });

export const OAuthRedirectQuerySchema = z.object({
  redirect_url: boundedString(TEXT_LIMITS.url).describe(
    'The site page the provider sends the browser back to; its origin must be allowed',
  ),
  last_url: boundedString(TEXT_LIMITS.url).optional().describe('Where the user was, to return there after signing in'),
});

/** The provider's answer, passed on by the browser from the callback page. */
export const OAuthCallbackBodySchema = z
  .object({
    code: boundedString(TEXT_LIMITS.token).min(1),
    state: boundedString(512).min(1),
    redirect_url: boundedString(TEXT_LIMITS.url).optional(),
  })
  .meta({ id: 'OAuthCallbackBody' });
export type OAuthCallbackBody = z.infer<typeof OAuthCallbackBodySchema>;

/**
 * Claims of a sign-in token (an HS256 JWT; times in seconds since the epoch). The server signs and verifies
 * them and authorizes with the permissions the database holds; the web app reads them only to choose what to
 * show. Permission names this version does not know (a newer server) are dropped rather than failing the token.
 */
export const TokenClaimsSchema = z.object({
  user_id: IdSchema,
  permissions: z
    .array(z.unknown())
    .max(64)
    .default([])
    .transform((names) => [
      ...new Set(
        names.flatMap((name): Permission[] => {
          const parsed = PermissionSchema.safeParse(name);
          return parsed.success ? [parsed.data] : [];
        }),
      ),
    ]),
  iat: z.number().int(),
  exp: z.number().int(),
  /** Set only on tokens printed by the local `npm run token` command (decision 006). */
  grant: z.literal(true).optional(),
});
export type TokenClaims = z.infer<typeof TokenClaimsSchema>;
