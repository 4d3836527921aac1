import { z } from 'zod';
import { ProviderSchema } from '../enums';
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
  .object({ token: z.string().min(1).max(512).describe('The configured bot secret') })
  .meta({ id: 'BotLoginBody' });

export const BotLoginResponseSchema = z
  .object({ auth_token: z.string(), user: UserSchema })
  .meta({ id: 'BotLoginResponse' });

export const OAuthRedirectQuerySchema = z.object({
  redirect_url: z.string().max(2048).describe('The site page the provider sends the browser back to; its origin must be allowed'),
  last_url: z.string().max(2048).optional().describe('Where the user was, to return there after signing in'),
});

/** The provider's answer, passed on by the browser from the callback page. */
export const OAuthCallbackBodySchema = z
  .object({
    code: z.string().min(1).max(2048),
    state: z.string().min(1).max(512),
    redirect_url: z.string().max(2048).optional(),
  })
  .meta({ id: 'OAuthCallbackBody' });
export type OAuthCallbackBody = z.infer<typeof OAuthCallbackBodySchema>;
