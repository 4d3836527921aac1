import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { ROUTE_SCRIPTS_FILE, type RouteScripts } from '@app/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from './error-handler';
import { registerWebApp } from './web-app';

const SCRIPT = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `row ${i}`))};`;
const PAGE = `<!doctype html><html><head><title>site</title></head><body>${'<p>hello</p>'.repeat(100)}</body></html>`;
/** What the web build writes of each route's scripts (apps/web/build/route-scripts.ts). */
const ROUTE_SCRIPTS: RouteScripts = {
  '/': ['/assets/home-1.js'],
  '/played': [],
  '/scores/$tab': ['/assets/scores-layout-1.js', '/assets/tab-1.js'],
  '/scores/ladder': ['/assets/scores-layout-1.js', '/assets/ladder-1.js', '/assets/virtual-table-1.js'],
};

/** A built web app in miniature, with the .br and .gz copies the web build writes beside its files. */
function fakeWebBuild(routeScripts: string | null = JSON.stringify(ROUTE_SCRIPTS)): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  mkdirSync(path.join(dist, path.dirname(ROUTE_SCRIPTS_FILE)));
  const files = { 'index.html': PAGE, 'assets/index-abc123.js': SCRIPT };
  for (const [name, body] of Object.entries(files)) {
    const file = path.join(dist, name);
    writeFileSync(file, body);
    writeFileSync(`${file}.br`, brotliCompressSync(body));
    writeFileSync(`${file}.gz`, gzipSync(body));
  }
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
  if (routeScripts !== null) writeFileSync(path.join(dist, ROUTE_SCRIPTS_FILE), routeScripts);
  return dist;
}

/** The scripts a page names for preloading, in order. */
const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);

describe('serving the precompressed web app', () => {
  let dist: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    dist = fakeWebBuild();
    app = Fastify();
    registerErrorHandler(app);
    await registerWebApp(app, dist);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

  it('sends the brotli copy of an asset to a browser that accepts brotli, cached for a year', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip copy to a browser that accepts only gzip', async () => {
    const response = await get('/assets/index-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the plain file to a client that accepts no encoding', async () => {
    const response = await get('/assets/index-abc123.js');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body).toBe(SCRIPT);
  });

  it('sends the plain file when the build wrote no compressed copy of it', async () => {
    const response = await get('/favicon.svg', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe('<svg/>');
  });

  it('answers a client route that needs nothing beyond the entry with the compressed index.html, never cached', async () => {
    const response = await get('/played', 'br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(PAGE);
  });

  it("names the ladder's scripts in the ladder's page for preloading, compressed, never cached", async () => {
    const response = await get('/scores/ladder?ladder=league', 'gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(preloads(html)).toEqual(ROUTE_SCRIPTS['/scores/ladder']);
    expect(html).toMatch(/<\/head><body><p>hello<\/p>/);

    const gzip = await get('/scores/ladder', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(html);
    expect((await get('/scores/ladder')).body).toBe(html);
  });

  it("gives the home page its own scripts and none of the score pages'", async () => {
    const html = (await get('/')).body;
    expect(preloads(html)).toEqual(['/assets/home-1.js']);
    expect(preloads((await get('/scores/bounties')).body)).toEqual(ROUTE_SCRIPTS['/scores/$tab']);
  });

  it('answers a browser that has the page already with 304, and one with an older page in full', async () => {
    const first = await get('/scores/ladder');
    const etag = String(first.headers.etag);
    const again = await app.inject({ method: 'GET', url: '/scores/ladder', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const older = await app.inject({ method: 'GET', url: '/scores/ladder', headers: { 'if-none-match': '"old"' } });
    expect(older.statusCode).toBe(200);
    expect(older.body).toBe(first.body);
  });

  it('answers unknown and hostile paths with index.html as it is', async () => {
    for (const url of ['/nowhere/at/all', '/scores/..%2F..%2Fetc', `/scores/${'x'.repeat(5_000)}`, '/scores//ladder']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(PAGE);
    }
  });

  it('leaves the API alone: an unknown API path is a JSON 404, not a page', async () => {
    const response = await get('/api/scores/ladder');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'not_found' });
  });
});

describe('serving the web app from a build without usable route scripts', () => {
  async function serve(routeScripts: string | null) {
    const dist = fakeWebBuild(routeScripts);
    const logged: Array<{ level: number; msg: string }> = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: { write: (line: string) => void logged.push(JSON.parse(line) as { level: number; msg: string }) },
      },
    });
    await registerWebApp(app, dist);
    const pages = await Promise.all(['/scores/ladder', '/', '/scores/ladder'].map((url) => app.inject({ url })));
    await app.close();
    rmSync(dist, { recursive: true, force: true });
    return { bodies: pages.map((page) => page.body), logged };
  }

  it('sends index.html as it is to every page when the build wrote none, and says so once', async () => {
    const { bodies, logged } = await serve(null);
    expect(bodies).toEqual([PAGE, PAGE, PAGE]);
    expect(logged.map((line) => line.msg)).toEqual(['No route scripts to preload: pages are sent without them']);
  });

  it('does the same when the file is broken or not what the build writes', async () => {
    for (const broken of ['{"/scores/ladder": [', JSON.stringify({ '/': 'assets/home-1.js' })]) {
      const { bodies, logged } = await serve(broken);
      expect(bodies).toEqual([PAGE, PAGE, PAGE]);
      expect(logged).toHaveLength(1);
    }
  });
});
