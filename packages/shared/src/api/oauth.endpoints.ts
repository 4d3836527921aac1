import { z } from 'zod';
import {
  AuthResponseSchema,
  BotLoginBodySchema,
  BotLoginResponseSchema,
  OAuthCallbackBodySchema,
  OAuthRedirectQuerySchema,
  ProviderParamsSchema,
} from '../contracts/auth';
import { describeEndpoints } from './endpoint';

export const oauthEndpoints = describeEndpoints('Sign-in', {
  getOAuthRedirect: {
    summary: 'Start signing in (or linking an account) with a provider',
    description:
      'Returns the provider authorize URL (a JSON string) for the browser to open, and sets the HttpOnly sign-in cookie that binds the sign-in to this browser. With a valid sign-in token the new account is linked to that user. redirect_url must be this site’s /auth/{provider}/callback page. The sign-in must be finished within 10 minutes, once, by the same browser. 429 while too many sign-ins are pending.',
    params: ProviderParamsSchema,
    query: OAuthRedirectQuerySchema,
    responses: { 200: z.string().describe('The provider authorize URL') },
  },
  finishSignIn: {
    summary: 'Finish signing in with the code the provider sent back',
    description:
      'Links the account: an account already known signs in as its owner; a sign-in started while signed in links to that user (409 if the account belongs to someone else); otherwise a new user is created. 400 for an unknown, expired or reused state or a code the provider refuses; 403 `sign_in_mismatch` when this browser did not start the sign-in (the sign-in cookie set by the redirect call is missing or different). Nothing is created or linked then.',
    params: ProviderParamsSchema,
    body: OAuthCallbackBodySchema,
    responses: { 200: AuthResponseSchema },
  },
  discordBotLogin: {
    summary: 'Sign in the Discord bot with its shared secret',
    description: `Returns a token for the dedicated bot user, whose permissions are the configured ones (DISCORD_BOT_PERMISSIONS; admin only if listed). 401 for a wrong secret, 404 when bot sign-in is not configured.`,
    body: BotLoginBodySchema,
    responses: { 200: BotLoginResponseSchema },
  },
});
