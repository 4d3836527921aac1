import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startProviders, type TestProviders } from '../providers/simulator.fixtures';
import { insertEvent } from '../test/fixtures';
import { createTestApp, type TestApp } from '../test/test-app';

const SITE = 'http://localhost:8000';
const BOT_SECRET = 'bot-secret-that-is-at-least-32-characters';
const MINUTE = 60_000;

/** Small budgets so a test reaches them in a few requests; the defaults are checked in env.test.ts. */
const LIMITS = {
  RATE_LIMITS: 'true',
  RATE_LIMIT_SIGN_IN_PER_MINUTE: '3',
  RATE_LIMIT_BOT_LOGIN_PER_MINUTE: '2',
  RATE_LIMIT_WRITES_PER_MINUTE: '4',
  RATE_LIMIT_WS_CONNECTS_PER_MINUTE: '4',
  RATE_LIMIT_WS_OPEN: '2',
  DISCORD_BOT_SECRET: BOT_SECRET,
};

function expectRateLimited(response: LightMyRequestResponse, retryAfter: string) {
  expect(response.statusCode, response.body).toBe(429);
  expect(response.headers['retry-after']).toBe(retryAfter);
  expect(response.json()).toEqual({ error: expect.stringMatching(/^Too many /) as unknown, code: 'rate_limited' });
}

// The limiter keeps its counts in memory, not in the database, so one database kind is enough here.
describe('rate limits per client address', () => {
  let t: TestApp;
  let sim: TestProviders;
  let clock = Date.parse('2026-03-01T12:00:00Z');

  beforeAll(async () => {
    sim = await startProviders();
    t = await createTestApp('pglite', {
      now: () => new Date(clock),
      env: LIMITS,
      providers: sim.providers,
    });
  });
  afterAll(async () => {
    await t.close();
    await sim.close();
  });

  const signInRedirect = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: `/api/oauth2/discord/redirect?redirect_url=${encodeURIComponent(`${SITE}/auth/discord/callback`)}`,
      remoteAddress,
      headers,
    });

  describe('GET /api/oauth2/:provider/redirect', () => {
    it('refuses the sign-in after the budget with 429 and Retry-After, until the minute has passed', async () => {
      const ip = '198.51.100.1';
      for (let i = 0; i < 3; i++) expect((await signInRedirect(ip)).statusCode).toBe(200);
      expectRateLimited(await signInRedirect(ip), '60');

      clock += 59_000;
      expectRateLimited(await signInRedirect(ip), '1');
      clock += 1_000;
      expect((await signInRedirect(ip)).statusCode).toBe(200);
    });

    it('counts each address on its own', async () => {
      for (let i = 0; i < 3; i++) expect((await signInRedirect('198.51.100.2')).statusCode).toBe(200);
      expect((await signInRedirect('198.51.100.2')).statusCode).toBe(429);
      expect((await signInRedirect('198.51.100.3')).statusCode).toBe(200);
    });

    it('counts the addresses of one IPv6 /64 together', async () => {
      for (let i = 1; i <= 3; i++) expect((await signInRedirect(`2001:db8:1:2::${i}`)).statusCode).toBe(200);
      expect((await signInRedirect('2001:db8:1:2:ffff::9')).statusCode).toBe(429);
      expect((await signInRedirect('2001:db8:1:3::1')).statusCode).toBe(200);
    });

    it('does not believe X-Forwarded-For without TRUST_PROXY', async () => {
      for (let i = 0; i < 3; i++) {
        const response = await signInRedirect('198.51.100.4', { 'x-forwarded-for': `203.0.113.${i}` });
        expect(response.statusCode).toBe(200);
      }
      expect((await signInRedirect('198.51.100.4', { 'x-forwarded-for': '203.0.113.99' })).statusCode).toBe(429);
    });
  });

  describe('POST /api/oauth2/discord/bot-login', () => {
    it('allows a few guesses of the bot secret a minute', async () => {
      const guess = () =>
        t.app.inject({
          method: 'POST',
          url: '/api/oauth2/discord/bot-login',
          payload: { token: 'a wrong guess' },
          remoteAddress: '198.51.100.10',
        });
      expect((await guess()).statusCode).toBe(401);
      expect((await guess()).statusCode).toBe(401);
      expectRateLimited(await guess(), '60');
    });
  });

  describe('write routes', () => {
    const rename = (remoteAddress: string, payload: Record<string, unknown> = { display_name: 'Someone' }) =>
      t.app.inject({ method: 'PATCH', url: '/api/users/self', payload, remoteAddress });

    it('refuses writes over the budget before looking at the caller or the body', async () => {
      const ip = '198.51.100.20';
      for (let i = 0; i < 4; i++) expect((await rename(ip)).statusCode).toBe(401);
      expectRateLimited(await rename(ip), '60');
      expectRateLimited(await rename(ip, { display_name: 42 }), '60');
    });

    it('never limits reads', async () => {
      const ip = '198.51.100.21';
      for (let i = 0; i < 5; i++) await rename(ip);
      for (let i = 0; i < 20; i++) {
        const response = await t.app.inject({ method: 'GET', url: '/api/health', remoteAddress: ip });
        expect(response.statusCode).toBe(200);
      }
    });
  });

  describe('behind a proxy (TRUST_PROXY)', () => {
    let proxied: TestApp;
    beforeAll(async () => {
      proxied = await createTestApp('pglite', {
        now: () => new Date(clock),
        env: { ...LIMITS, TRUST_PROXY: '127.0.0.1' },
      });
    });
    afterAll(() => proxied.close());

    /** A write as the proxy forwards it: from the proxy's address, naming the client in X-Forwarded-For. */
    const renameVia = (proxy: string, client: string) =>
      proxied.app.inject({
        method: 'PATCH',
        url: '/api/users/self',
        payload: { display_name: 'Someone' },
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });

    it('counts the client X-Forwarded-For names, by its /64 for IPv6, and only when the proxy sent it', async () => {
      for (let i = 1; i <= 4; i++) expect((await renameVia('127.0.0.1', `2001:db8:7:7::${i}`)).statusCode).toBe(401);
      expectRateLimited(await renameVia('127.0.0.1', '2001:db8:7:7:abcd::1'), '60');
      expect((await renameVia('127.0.0.1', '2001:db8:7:8::1')).statusCode).toBe(401);
      expect((await renameVia('127.0.0.1', '198.51.100.30')).statusCode).toBe(401);
      // Another peer's X-Forwarded-For is not believed: it is counted as itself, whatever it claims.
      for (let i = 0; i < 4; i++) expect((await renameVia('198.51.100.31', `203.0.113.${i}`)).statusCode).toBe(401);
      expectRateLimited(await renameVia('198.51.100.31', '203.0.113.99'), '60');
    });
  });

  describe('WebSocket connections', () => {
    let url: string;
    const open: WebSocket[] = [];

    beforeAll(async () => {
      const event = await insertEvent(t.database.db);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      url = `ws://127.0.0.1:${port}/api/events/${event.id}/scores/simple/ws`;
    });
    afterAll(() => {
      for (const socket of open) socket.close();
    });

    type Refusal = { status: number; retryAfter: string | undefined; error: string };

    /** Opens a socket; resolves with it, or with the HTTP refusal (status, Retry-After, error message). */
    function connect(): Promise<WebSocket | Refusal> {
      return new Promise((resolve, reject) => {
        const socket = new WebSocket(url);
        socket.once('open', () => {
          open.push(socket);
          resolve(socket);
        });
        socket.once('unexpected-response', (_request, response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error: string };
            resolve({
              status: response.statusCode ?? 0,
              retryAfter: response.headers['retry-after'],
              error: body.error,
            });
            socket.terminate();
          });
        });
        socket.once('error', reject);
      });
    }

    const isOpenCap = (result: WebSocket | Refusal) => !(result instanceof WebSocket) && /open/.test(result.error);

    /**
     * Connects once the server has seen earlier sockets close: a closing handshake finishes on the client
     * a moment before the server's count drops. Refusals for open connections cost no budget.
     */
    async function connectWhenFree(): Promise<WebSocket | Refusal> {
      let result = await connect();
      for (let attempt = 0; isOpenCap(result) && attempt < 200; attempt++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        result = await connect();
      }
      return result;
    }

    async function closeAndWait(socket: WebSocket | Refusal) {
      if (!(socket instanceof WebSocket)) throw new Error(`not connected: ${JSON.stringify(socket)}`);
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.close();
      await closed;
    }

    it('caps open connections and new connections a minute per address', async () => {
      const first = await connect();
      const second = await connect();
      expect(first).toBeInstanceOf(WebSocket);
      expect(second).toBeInstanceOf(WebSocket);
      expect(await connect()).toEqual({
        status: 429,
        retryAfter: '60',
        error: 'Too many live connections open from your address; close some tabs',
      });

      await closeAndWait(first);
      const third = await connectWhenFree();
      expect(third).toBeInstanceOf(WebSocket);
      await closeAndWait(second);
      await closeAndWait(third);
      const fourth = await connectWhenFree();
      expect(fourth).toBeInstanceOf(WebSocket);
      await closeAndWait(fourth);

      // Four new connections this minute: the fifth waits for the next minute.
      expect(await connectWhenFree()).toEqual({
        status: 429,
        retryAfter: '60',
        error: 'Too many new live connections from your address; wait a minute',
      });
      clock += MINUTE;
      expect(await connectWhenFree()).toBeInstanceOf(WebSocket);
    });
  });
});
