import type { FastifyInstance, FastifyReply } from 'fastify';
import { compressJson, negotiateEncoding } from '../lib/read-cache';

/** Below this size compressing each answer costs more CPU than the bytes it saves. */
const COMPRESS_FROM_BYTES = 1024;

/**
 * Compresses the API's other JSON answers (the hot reads arrive already compressed, and the web app's files
 * precompressed): each is made once, so brotli runs at a low quality that still beats gzip on JSON.
 */
export function registerCompression(app: FastifyInstance): void {
  // A callback hook: most answers pass untouched (already compressed, small, or not JSON) without a promise.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' || payload.length < COMPRESS_FROM_BYTES) return done(null, payload);
    if (reply.hasHeader('content-encoding')) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload);
    const encoding = negotiateEncoding(request.headers['accept-encoding']);
    addVary(reply, 'accept-encoding');
    if (encoding === 'identity') return done(null, payload);
    void reply.header('content-encoding', encoding);
    compressJson(payload, encoding, 'each').then(
      (body) => done(null, body),
      (error: Error) => done(error),
    );
  });
}

/** Adds request headers the answer depends on to `Vary`, keeping those already named (CORS names Origin). */
export function addVary(reply: FastifyReply, ...fields: string[]): void {
  const present = String(reply.getHeader('vary') ?? '');
  const names = present ? present.split(',').map((name) => name.trim().toLowerCase()) : [];
  const missing = fields.filter((field) => !names.includes(field));
  if (missing.length > 0) void reply.header('vary', [present, ...missing].filter(Boolean).join(', '));
}
