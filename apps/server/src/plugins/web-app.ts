import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ROUTE_SCRIPTS_FILE, type RoutePage, routePages, RouteScriptsSchema } from '@app/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors';
import { represent, type Representation } from '../lib/read-cache';
import { addVary } from './compression';
import { sendRepresentation } from './read-cache';

/**
 * The pages of the built app that name their route's scripts for preloading (packages/shared `routePages`),
 * from the build's route scripts and index.html, read once at start. Without them (an older build, a broken
 * file) every page is index.html as it is, said once in the log. Each page is compressed once, when first asked.
 */
async function loadRoutePages(
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<(target: string) => Promise<Representation> | null> {
  const manifestFile = path.join(webDistDir, ROUTE_SCRIPTS_FILE);
  let pageFor: (target: string) => RoutePage | null;
  try {
    const [manifest, indexHtml] = await Promise.all([
      readFile(manifestFile, 'utf8'),
      readFile(path.join(webDistDir, 'index.html'), 'utf8'),
    ]);
    pageFor = routePages(indexHtml, RouteScriptsSchema.parse(JSON.parse(manifest)));
  } catch (error) {
    log.warn({ err: error, file: manifestFile }, 'No route scripts to preload: pages are sent without them');
    return () => null;
  }
  const represented = new Map<string, Promise<Representation>>();
  return (target) => {
    const page = pageFor(target);
    if (!page) return null;
    const representation = represented.get(page.pattern) ?? represent(page.html);
    represented.set(page.pattern, representation);
    return representation;
  };
}

/** A page as fastify-static sends index.html: never cached without asking, compressed as the browser accepts. */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: Representation): FastifyReply {
  void reply.headers({ 'cache-control': 'no-cache', etag: page.etag });
  addVary(reply, 'accept-encoding');
  return sendRepresentation(request, reply, page, 'text/html; charset=utf-8');
}

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every other
 * path that is not an API route answered with index.html so the browser router can render it, naming the
 * scripts of the route it matches for preloading (issue 33 §3). The web build writes `.br` and `.gz` copies
 * beside its text files; a browser that accepts one gets it (brotli first) with `Vary: Accept-Encoding`, so
 * nothing is compressed per request.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string | null): Promise<void> {
  const routePage = webDistDir ? await loadRoutePages(webDistDir, app.log) : () => null;
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
      const page = routePage(request.url);
      if (page) return sendPage(request, reply, await page);
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
