import { z } from 'zod';
import { ProviderSchema } from '../enums';
import { readTokenClaims, type TokenClaims } from '../rules/token-claims';
import { boundedString, TEXT_LIMITS } from './common';
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

/** Claims of a sign-in token: the rules are readTokenClaims's (see there), shared with the web app. */
export const TokenClaimsSchema = z.unknown().transform((payload, context): TokenClaims => {
  const claims = readTokenClaims(payload);
  if (claims) return claims;
  context.issues.push({ code: 'custom', message: 'is not a sign-in token', input: payload });
  return z.NEVER;
});
