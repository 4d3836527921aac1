// The ceiling of the hot-read bench: Fastify from the project's node_modules answering a constant, no hooks.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
