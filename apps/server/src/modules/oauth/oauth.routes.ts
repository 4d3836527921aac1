import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { type Provider } from '@app/shared';
import { AppError } from '../../lib/errors';
import * as bots from './bot-login.service';
import * as oauth from './oauth.service';
import { signInProvider } from './sign-in-providers';

/** The sign-in cookie's value, if the browser sent one (a plain read of the Cookie header; nothing else is kept there). */
function signInCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (!header || header.length > 8192) return undefined;
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === oauth.SIGN_IN_COOKIE) return value.join('=');
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

  serve(app, 'getOAuthRedirect', async (request, reply) => {
    const browserBinding = oauth.ensureBrowserBinding(signInCookie(request));
    const url = await oauth.startSignIn(db, {
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
      `${oauth.SIGN_IN_COOKIE}=${browserBinding}; Path=/api/oauth2; Max-Age=${oauth.SIGN_IN_TTL_MS / 1000}; HttpOnly; SameSite=Strict${secure}`,
    );
    // A JSON string, as the reference API answers (Fastify sends string payloads as they are).
    return reply.type('application/json').send(JSON.stringify(url));
  });

  serve(app, 'finishSignIn', async (request) =>
    oauth.finishSignIn(db, tokens, {
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

  serve(app, 'discordBotLogin', async (request) =>
    bots.botLogin(db, tokens, {
      given: request.body.token,
      secret: env.DISCORD_BOT_SECRET,
      permissions: env.DISCORD_BOT_PERMISSIONS,
      ttlSeconds: env.JWT_TTL_DAYS * 86_400,
    }),
  );
};
