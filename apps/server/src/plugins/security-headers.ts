import type { FastifyInstance } from 'fastify';
import type { Env } from '../env';

/** Where Twitch serves stream thumbnails (Helix `thumbnail_url`; the simulator hands out the same host). */
const TWITCH_IMAGES = 'https://static-cdn.jtvnw.net';
/** The Twitch player embedded on a stream's page. */
const TWITCH_PLAYER = 'https://player.twitch.tv';
/** Swagger UI's pages: its own scripts are files, but it styles through inline style attributes and <style>. */
const DOCS_PREFIX = '/api/docs';
/** Stream overlays (decision 039): the admin page previews them in a frame of the site itself. */
const OVERLAY_PREFIX = '/overlay/';

type Directives = Record<string, string[]>;

const serialize = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');

/** The site's own WebSocket origins, for browsers whose 'self' does not cover ws:/wss: (CSP 2). */
function webSocketOrigins(env: Env): string[] {
  return env.redirectOrigins.map((origin) => origin.replace(/^http/, 'ws'));
}

/**
 * The Content-Security-Policy of the site and the API. The web app is built files only: no inline script,
 * no eval (zod runs jitless in the browser, see apps/web/src/zod-config.ts), no inline <style>; React sets
 * `style` props through the CSSOM, which style-src does not govern, so no 'unsafe-inline' is needed.
 */
export function contentSecurityPolicy(env: Env, frameAncestors = "'none'"): string {
  const images = ["'self'", 'data:', TWITCH_IMAGES];
  if (env.VITE_ASSET_BASE_URL) images.push(new URL(env.VITE_ASSET_BASE_URL).origin);
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'"],
    'img-src': images,
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...webSocketOrigins(env)],
    // 'self': the overlay builder's live preview (decision 039).
    'frame-src': ["'self'", TWITCH_PLAYER],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': [frameAncestors],
  });
}

/** The API docs page only: Swagger UI needs inline styles; scripts stay files from this site. */
export function docsContentSecurityPolicy(): string {
  return serialize({
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  });
}

/**
 * What an API answer (JSON, never a page) needs: nothing of it may load or run, nor be framed or sniffed as
 * something else. Shorter than the site's set, and every answer of a hot read carries it.
 */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";
/** Pages send their full address within the site, only their origin elsewhere, nothing from https to http. */
const PAGE_REFERRER_POLICY = 'strict-origin-when-cross-origin';
/** An API answer is JSON: opened in a tab it has nothing to follow, so it can send no referrer at all. */
const API_REFERRER_POLICY = 'no-referrer';

/**
 * Security headers on every response — pages, assets, API answers and errors alike (onSend runs for all of
 * them): the site's policy for pages and files, a closed one for API answers, Swagger UI's for its page.
 * HSTS only when the public address is https: sent over plain http it would be ignored at best, and on
 * localhost it would pin a developer's browser to https.
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  const https = env.publicUrl.startsWith('https:') ? { 'strict-transport-security': 'max-age=31536000' } : {};
  const headers = (policy: string, referrerPolicy: string, frameOptions = 'DENY') => ({
    'content-security-policy': policy,
    'x-frame-options': frameOptions,
    'x-content-type-options': 'nosniff',
    'referrer-policy': referrerPolicy,
    'cross-origin-opener-policy': 'same-origin',
    ...https,
  });
  const site = headers(contentSecurityPolicy(env), PAGE_REFERRER_POLICY);
  // Overlay pages may be framed by the site itself only (the preview); every other page by nobody.
  const overlay = headers(contentSecurityPolicy(env, "'self'"), PAGE_REFERRER_POLICY, 'SAMEORIGIN');
  const docs = headers(docsContentSecurityPolicy(), PAGE_REFERRER_POLICY);
  const api = headers(API_CONTENT_SECURITY_POLICY, API_REFERRER_POLICY);
  // A callback hook, not an async one: it runs on every response, and a promise per response is measurable.
  app.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    void reply.headers(
      url.startsWith(DOCS_PREFIX)
        ? docs
        : url.startsWith('/api/')
          ? api
          : url.startsWith(OVERLAY_PREFIX)
            ? overlay
            : site,
    );
    done(null, payload);
  });
}
