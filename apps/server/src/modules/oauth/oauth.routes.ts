import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthResponseSchema,
  BotLoginBodySchema,
  BotLoginResponseSchema,
  OAuthCallbackBodySchema,
  OAuthRedirectQuerySchema,
  ProviderParamsSchema,
  type Provider,
} from '@app/shared';
import { AppError } from '../../lib/errors';
import { guards } from '../../lib/guards';
import { botLogin } from './bot-login.service';
import { ensureBrowserBinding, finishSignIn, SIGN_IN_COOKIE, SIGN_IN_TTL_MS, startSignIn } from './oauth.service';
import { signInProvider } from './sign-in-providers';

const tags = ['Sign-in'];

/** The sign-in cookie's value, if the browser sent one (a plain read of the Cookie header; nothing else is kept there). */
function signInCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SIGN_IN_COOKIE) return value.join('=');
  }
  return undefined;
}

export const oauthRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, env, tokens, providers, now } = app.ctx;

  const clientFor = (provider: Provider) => {
    const client = signInProvider(providers, provider);
    if (!client) throw new AppError(404, 'not_found', 'Signing in with this provider is not available on this site');
    return client;
  };

  app.get(
    '/oauth2/:provider/redirect',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Start signing in (or linking an account) with a provider',
        description:
          'Returns the provider authorize URL (a JSON string) for the browser to open, and sets the HttpOnly sign-in cookie that binds the sign-in to this browser. With a valid sign-in token the new account is linked to that user. redirect_url must be this site’s /auth/{provider}/callback page. The sign-in must be finished within 10 minutes, once, by the same browser. 429 while too many sign-ins are pending.',
        params: ProviderParamsSchema,
        querystring: OAuthRedirectQuerySchema,
        response: { 200: z.string().describe('The provider authorize URL') },
      },
    },
    async (request, reply) => {
      const browserBinding = ensureBrowserBinding(signInCookie(request));
      const url = await startSignIn(db, {
        provider: request.params.provider,
        client: clientFor(request.params.provider),
        redirectUrl: request.query.redirect_url,
        lastUrl: request.query.last_url,
        viewer: request.viewer,
        browserBinding,
        allowedOrigins: env.redirectOrigins,
        now: now(),
      });
      // Only this site's sign-in calls ever carry it: HttpOnly, SameSite=Strict, scoped to /api/oauth2.
      const secure = env.publicUrl.startsWith('https:') ? '; Secure' : '';
      void reply.header(
        'set-cookie',
        `${SIGN_IN_COOKIE}=${browserBinding}; Path=/api/oauth2; Max-Age=${SIGN_IN_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
      );
      // A JSON string, as the reference API answers (Fastify sends string payloads as they are).
      return reply.type('application/json').send(JSON.stringify(url));
    },
  );

  app.post(
    '/oauth2/:provider/callback',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Finish signing in with the code the provider sent back',
        description:
          'Links the account: an account already known signs in as its owner; a sign-in started while signed in links to that user (409 if the account belongs to someone else); otherwise a new user is created. 400 for an unknown, expired or reused state or a code the provider refuses; 403 `sign_in_mismatch` when this browser did not start the sign-in (the sign-in cookie set by the redirect call is missing or different). Nothing is created or linked then.',
        params: ProviderParamsSchema,
        body: OAuthCallbackBodySchema,
        response: { 200: AuthResponseSchema },
      },
    },
    async (request) =>
      finishSignIn(db, tokens, {
        provider: request.params.provider,
        client: clientFor(request.params.provider),
        code: request.body.code,
        state: request.body.state,
        redirectUrl: request.body.redirect_url,
        browserBinding: signInCookie(request),
        now: now(),
        ttlSeconds: env.JWT_TTL_DAYS * 86_400,
      }),
  );

  app.post(
    '/oauth2/discord/bot-login',
    {
      config: { guard: guards.public },
      schema: {
        tags,
        summary: 'Sign in the Discord bot with its shared secret',
        description: `Returns a token for the dedicated bot user, whose permissions are the configured ones (DISCORD_BOT_PERMISSIONS; admin only if listed). 401 for a wrong secret, 404 when bot sign-in is not configured.`,
        body: BotLoginBodySchema,
        response: { 200: BotLoginResponseSchema },
      },
    },
    async (request) =>
      botLogin(db, tokens, {
        given: request.body.token,
        secret: env.DISCORD_BOT_SECRET,
        permissions: env.DISCORD_BOT_PERMISSIONS,
        ttlSeconds: env.JWT_TTL_DAYS * 86_400,
      }),
  );
};
