/**
 * The HTTP edge of the read cache (lib/read-cache.ts): answering a hot read from memory with ETag/304,
 * Cache-Control and the encoding the client accepts; dropping entries when data changes — at once for this
 * process's own writes (before the write's answer leaves), by NOTIFY for other processes and the worker.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { EventIdParam } from '@app/shared';
import type { AppContext } from '../app-context';
import type { Viewer } from '../lib/actor';
import {
  matchesEtag,
  negotiateEncoding,
  READ_SCOPES,
  represent,
  type Built,
  type Encoding,
  type Representation,
} from '../lib/read-cache';
import { resolveEvent, type EventRow } from '../modules/events/events.service';
import { listenContentChanged, notifyContentChanged } from '../db/signals';
import { addVary } from './compression';
import { runInSlices } from '../lib/loop-slices';
import { encodeJson } from '../lib/sliced-json';

const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The cache entry this request's answer was made from, when any visitor asking the same URL may get it too. */
    sharedRead: { scope: string; key: string; representation: Representation } | null;
  }
}

/** A response ready to send: its header lines as a flat name/value list (as `writeHead` takes it) and body. */
type PreparedResponse = { headers: string[]; body: Buffer | null };

/**
 * A visitor's answer as sent, prepared once in each encoding and as a 304, so that sending it again builds
 * nothing per request: copying its ten headers into a new object for every request cost the fast path a
 * quarter of its rate.
 */
type RememberedAnswer = {
  etag: string;
  sent: Record<Encoding, PreparedResponse>;
  notModified: PreparedResponse;
  /** The route pattern, for the request metrics. */
  route: string;
};

/** Headers set per request (by encoding, body, or Node itself), never replayed from a remembered answer. */
const PER_REQUEST_HEADERS = new Set(['content-encoding', 'content-length', 'date', 'connection', 'keep-alive']);

/** The hot reads: what the home page, the scores pages, the ladder and the streams page load. */
export const HOT_READ_PATHS = [
  '/api/events/current/scores/latest',
  '/api/events/current/ladder',
  '/api/events/current/objectives',
  '/api/events/current/scoring-presets',
  '/api/events/current/teams',
  '/api/events/current/status',
  '/api/streams',
  '/api/events/current/users',
] as const;

/**
 * Builds each hot read once, so that the first viewers a new process gets find them in memory; readiness
 * waits for it. A read that cannot be built (no current event yet) is built by its first viewer instead.
 */
export async function warmHotReads(app: FastifyInstance): Promise<void> {
  for (const url of HOT_READ_PATHS) await app.inject({ method: 'GET', url });
  app.ctx.lifecycle.warm = true;
}

export function registerReadCache(app: FastifyInstance, ctx: AppContext): void {
  let unlisten: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    // Score changes are the score feed's to announce (it drops them before pushing; realtime/score-feed.ts).
    unlisten = await listenContentChanged(ctx.database, (scope) =>
      scope === 'all' ? ctx.reads.clear() : ctx.reads.drop(scope),
    );
  });
  app.addHook('onClose', async () => {
    await unlisten?.();
  });

  app.decorateRequest('sharedRead', null);

  // Writes are rare next to reads: any successful one drops everything rather than guessing what it touched.
  // A visitor's cached read is remembered whole, with every header the other hooks added (registered before
  // this one, they have run). A callback hook, so that reads (nearly every request) pass without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (READ_METHODS.has(request.method) || reply.statusCode >= 400 || !request.url.startsWith('/api')) {
      if (request.sharedRead && reply.statusCode === 200) remember(request, reply);
      return done(null, payload);
    }
    ctx.reads.clear();
    notifyContentChanged(ctx.db, 'all').then(
      () => done(null, payload),
      (error: unknown) => {
        // The change is committed; other processes still see it once their entries expire.
        request.log.error({ err: error }, 'could not tell other processes about a change');
        done(null, payload);
      },
    );
  });
}

function remember(request: FastifyRequest, reply: FastifyReply): void {
  const { scope, key, representation } = request.sharedRead!;
  const common: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined && !PER_REQUEST_HEADERS.has(name)) common.push(name, String(value));
  }
  const prepare = (encoding: Encoding): PreparedResponse => {
    const compressed = encoding === 'identity' ? null : representation[encoding];
    const body = compressed ?? representation.json;
    const encodingHeader = compressed ? ['content-encoding', encoding] : [];
    return { headers: [...common, ...encodingHeader, 'content-length', String(body.length)], body };
  };
  const answer: RememberedAnswer = {
    etag: representation.etag,
    sent: { identity: prepare('identity'), gzip: prepare('gzip'), br: prepare('br') },
    notModified: { headers: common, body: null },
    route: request.routeOptions.url ?? request.url,
  };
  request.server.ctx.reads.rememberAnswer(request.raw.url ?? request.url, scope, key, answer);
}

/**
 * Answers a visitor's GET from a remembered answer, before Fastify routes it (the server's request listener
 * calls this first; see app.ts): no hook, route or validation runs, because every one of them already ran for
 * the same URL and gave this answer, and the entry it was made from is still current. Anything else — a token,
 * an Origin (CORS), another method, a process shutting down — returns false and takes the usual path.
 */
export function answerFromMemory(ctx: AppContext, request: IncomingMessage, response: ServerResponse): boolean {
  const { headers } = request;
  if (request.method !== 'GET' || headers.authorization !== undefined || headers.origin !== undefined) return false;
  if (ctx.lifecycle.draining || request.url === undefined) return false;
  const answer = ctx.reads.answerFor<RememberedAnswer>(request.url);
  if (!answer) return false;
  const started = performance.now();
  const notModified = matchesEtag(headers['if-none-match'], answer.etag);
  const prepared = notModified ? answer.notModified : answer.sent[negotiateEncoding(headers['accept-encoding'])];
  response.writeHead(notModified ? 304 : 200, prepared.headers);
  response.end(prepared.body);
  ctx.metrics.httpRequest('GET', answer.route, notModified ? 304 : 200, (performance.now() - started) / 1000);
  return true;
}

/**
 * The event of `:event_id` as the viewer may see it. Visitors' lookups are remembered (the same for all of
 * them); a signed-in viewer's depend on who they are and are read each time.
 */
export function resolveVisibleEvent(ctx: AppContext, param: EventIdParam, viewer: Viewer | null): Promise<EventRow> {
  if (viewer) return resolveEvent(ctx.db, param, viewer);
  return ctx.reads.get(READ_SCOPES.site, `event:${param}`, async () => ({
    value: await resolveEvent(ctx.db, param, null),
  }));
}

export type CachedReadOptions = {
  scope: string;
  /** Names the answer within the scope, including every way it depends on the viewer. */
  key: string;
  /** For visitors; signed-in viewers' answers are always `private, no-cache`. Default `public, no-cache`. */
  publicCacheControl?: string;
};

/**
 * Answers a read from the cache, building it with `build` when missing. The body is encoded by the route's
 * 200 schema exactly as Fastify's serializer would, then compressed once for everyone.
 */
export async function sendCachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedReadOptions,
  build: () => Promise<Built<unknown>>,
): Promise<FastifyReply> {
  const { reads } = request.server.ctx;
  const schema = (request.routeOptions.schema?.response as Record<number, z.ZodType> | undefined)?.[200];
  if (!schema) throw new Error(`${request.routeOptions.url} has no 200 schema to encode its cached answer with`);
  const representation = await reads.get<Representation>(options.scope, options.key, async () => {
    const built = await build();
    const json = await runInSlices(encodeJson(schema, built.value));
    return { value: await represent(json), validUntil: built.validUntil };
  });
  void reply.headers({
    etag: representation.etag,
    'cache-control': request.viewer ? 'private, no-cache' : (options.publicCacheControl ?? 'public, no-cache'),
  });
  addVary(reply, 'accept-encoding', 'authorization');
  // The same answer for every visitor without a token or an Origin: remembered whole once sent (see onSend).
  if (!request.viewer && request.headers.authorization === undefined && request.headers.origin === undefined) {
    request.sharedRead = { scope: options.scope, key: options.key, representation };
  }
  return sendRepresentation(request, reply, representation, 'application/json; charset=utf-8');
}

/**
 * Sends an answer prepared once for everyone: a 304 when the client's tag matches, else the body in the encoding
 * the client accepts. The caller has set the ETag, Cache-Control and Vary headers.
 */
export function sendRepresentation(
  request: FastifyRequest,
  reply: FastifyReply,
  representation: Representation,
  contentType: string,
): FastifyReply {
  if (matchesEtag(request.headers['if-none-match'], representation.etag)) return reply.status(304).send();
  const encoding = negotiateEncoding(request.headers['accept-encoding']);
  const compressed = encoding === 'identity' ? null : representation[encoding];
  if (compressed) void reply.header('content-encoding', encoding);
  return reply.type(contentType).send(compressed ?? representation.json);
}

/** sendCachedRead of a value that stays true until its scope is dropped (no release time of its own). */
export function sendCachedValue(
  request: FastifyRequest,
  reply: FastifyReply,
  options: CachedReadOptions,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  return sendCachedRead(request, reply, options, async () => ({ value: await read() }));
}

/** A read of the route's event (`:event_id`), the same for every viewer: cached with the event's other reads. */
export function sendEventRead(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  read: (event: EventRow) => Promise<unknown>,
): Promise<FastifyReply> {
  const { event } = request;
  if (!event) throw new Error('sendEventRead() used on a route without :event_id');
  return sendCachedValue(request, reply, { scope: READ_SCOPES.event(event.id), key }, () => read(event));
}
