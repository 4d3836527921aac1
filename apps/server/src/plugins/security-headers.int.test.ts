import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase, testEnv, type TestDatabase } from '../test/test-app';

const SITE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: https://static-cdn.jtvnw.net",
  "font-src 'self'",
  "connect-src 'self' ws://localhost:8000 ws://127.0.0.1:8000",
  "frame-src 'self' https://player.twitch.tv",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

function expectSecurityHeaders(response: LightMyRequestResponse, policy = SITE_POLICY) {
  expect(response.headers).toMatchObject({
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  });
}

/** A built web app in miniature, with a source map an older build left behind. */
function fakeWebBuild(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js.map'), '{"sources":["secret-source.ts"]}');
  return dist;
}

// Headers do not depend on the database; the embedded one is enough.
describe('security headers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let httpsApp: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const dist = fakeWebBuild();
    app = await buildApp({ database, env: testEnv({ WEB_DIST_DIR: dist }), logger: false });
    httpsApp = await buildApp({
      database,
      env: testEnv({
        WEB_DIST_DIR: dist,
        PUBLIC_URL: 'https://events.example.org',
        VITE_ASSET_BASE_URL: 'https://cdn.example.org/assets/',
      }),
      logger: false,
    });
  });
  afterAll(async () => {
    await app.close();
    await httpsApp.close();
    await database.drop();
  });

  it('are on the site and its files, without HSTS over plain http', async () => {
    for (const url of ['/', '/scores/ladder', '/assets/index-abc123.js']) {
      const response = await app.inject({ method: 'GET', url });
      expectSecurityHeaders(response);
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('close API answers to everything, errors, refusals and reads answered from memory included', async () => {
    const firstRead = await app.inject({ method: 'GET', url: '/api/events' });
    // A visitor's next reads are sent from memory before routing, with the headers the first one got.
    const notModified = await app.inject({
      method: 'GET',
      url: '/api/events',
      headers: { 'if-none-match': String(firstRead.headers.etag) },
    });
    expect([firstRead.statusCode, notModified.statusCode]).toEqual([200, 304]);
    for (const response of [
      await app.inject({ method: 'GET', url: '/api/health' }),
      await app.inject({ method: 'GET', url: '/api/nothing-here' }),
      await app.inject({ method: 'PATCH', url: '/api/users/self', payload: {} }),
      await app.inject({ method: 'GET', url: '/api/events/not-an-id' }),
      firstRead,
      await app.inject({ method: 'GET', url: '/api/events' }),
      notModified,
    ]) {
      expect(response.headers).toMatchObject({
        'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'x-content-type-options': 'nosniff',
        // Nothing to follow in a JSON answer: no referrer at all, stricter than the pages.
        'referrer-policy': 'no-referrer',
        'cross-origin-opener-policy': 'same-origin',
      });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
    const overHttps = await httpsApp.inject({ method: 'GET', url: '/api/health' });
    expect(overHttps.headers['strict-transport-security']).toBe('max-age=31536000');
  });

  it('let only the site itself frame a stream overlay, for the overlay builder’s preview', async () => {
    const response = await app.inject({ method: 'GET', url: '/overlay/totals?team=2' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toBe(
      SITE_POLICY.replace("frame-ancestors 'none'", "frame-ancestors 'self'"),
    );
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('add HSTS and allow the game image host when the site is served over https', async () => {
    const response = await httpsApp.inject({ method: 'GET', url: '/' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(response.headers['content-security-policy']).toContain(
      "img-src 'self' data: https://static-cdn.jtvnw.net https://cdn.example.org;",
    );
    expect(response.headers['content-security-policy']).toContain("connect-src 'self' wss://events.example.org;");
  });

  it('loosen only the API docs page, for its inline styles', async () => {
    const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(docs.statusCode).toBe(200);
    expectSecurityHeaders(
      docs,
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('never serve a source map, even one left in the build folder', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js.map' });
    expect(response.body).not.toContain('secret-source');
  });
});
