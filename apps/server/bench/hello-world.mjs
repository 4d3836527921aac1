// The ceiling of the hot-read bench: Fastify from the project's node_modules answering a constant, no hooks.
// `/bytes/<n>` answers n fixed bytes (as a compressed JSON answer of that size would travel).
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
const bodies = new Map();
app.get('/api/health', async () => ({ hello: 'world' }));
app.get('/bytes/:n', (request, reply) => {
  const n = Math.min(1_000_000, Number(request.params.n) || 0);
  if (!bodies.has(n)) bodies.set(n, randomBytes(n));
  reply.header('content-type', 'application/json').header('content-encoding', 'gzip').send(bodies.get(n));
});
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
