import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/errors';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other
 * path that is not an API route answered with index.html so the browser router can render it. The web
 * build writes `.br` and `.gz` copies beside its text files; a browser that accepts one gets it (brotli
 * first) with `Vary: Accept-Encoding`, so nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  if (webDistDir) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      // Source maps are never published, even one left in the build folder by an older build.
      allowedPath: (pathName) => !pathName.endsWith('.map'),
      setHeaders(res, filePath) {
        res.header('cache-control', filePath.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api')) {
      throw new AppError(404, 'not_found', `There is no API route ${request.method} ${request.url.split('?')[0]}`);
    }
    if ((request.method === 'GET' || request.method === 'HEAD') && webDistDir) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    if (!webDistDir) {
      return reply
        .status(404)
        .type('text/plain')
        .send('The web app has not been built yet: run `npm run build` (npm start does it for you).');
    }
    return reply.status(404).type('text/plain').send('Not found');
  });
}
