import { DEMO_CLIENTS, type JournalEntry } from '@app/simulator';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  LEAGUE,
  discordSignIn,
  startProviders,
  twitchSignIn,
  type TestProviders,
} from '../providers/simulator.fixtures';
import type { ScenarioInput } from '@app/simulator';
import { AppError } from './errors';
import { HttpClient, type HttpClientOptions } from './http/http-client';
import type { HttpRequest } from './http/types';
import { UpstreamError } from './http/upstream-error';

/**
 * The outbound HTTP module against the simulator over real HTTP, on the simulator's virtual clock: every
 * wait the module decides on shows in the journal's virtual timestamps.
 */

const UA = 'OAuth demo-poe-client/1.0.0 (contact: dev@example.com)';
const AnySchema = z.unknown();
const StashPageSchema = z.object({ next_change_id: z.string(), stashes: z.array(z.unknown()) });
const SECOND = 1_000;

let env: TestProviders;
let http: HttpClient;
let logs: { details: Record<string, unknown>; message: string }[];

afterEach(async () => {
  await env.close();
});

async function start(overrides: Partial<ScenarioInput> = {}, options: HttpClientOptions = {}): Promise<void> {
  logs = [];
  env = await startProviders(overrides, {
    logger: { warn: (details, message) => logs.push({ details, message }) },
    ...options,
  });
  http = env.http;
}

async function appToken(scope = 'service:psapi service:leagues service:leagues:ladder'): Promise<string> {
  const response = await http.request({
    provider: 'poe',
    endpoint: 'POST /oauth/token',
    method: 'POST',
    url: `${env.sim.urls.poeWeb}/oauth/token`,
    headers: { 'user-agent': UA },
    form: { ...clientForm(), grant_type: 'client_credentials', scope },
    schema: z.object({ access_token: z.string() }),
    rateLimits: 'poe',
  });
  return response.data.access_token;
}

function clientForm(): Record<string, string> {
  return { client_id: DEMO_CLIENTS.poe.clientId, client_secret: DEMO_CLIENTS.poe.clientSecret };
}

function poeGet<T>(path: string, token: string, schema: z.ZodType<T>, endpoint = `GET ${path}`): HttpRequest<T> {
  return {
    provider: 'poe',
    endpoint,
    url: `${env.sim.urls.poeApi}${path}`,
    headers: { authorization: `Bearer ${token}`, 'user-agent': UA },
    schema,
    rateLimits: 'poe',
  };
}

const river = (token: string, extra: Partial<HttpRequest<unknown>> = {}): Promise<unknown> =>
  http.request({ ...poeGet('/public-stash-tabs', token, StashPageSchema), ...extra });

function times(entries: JournalEntry[]): number[] {
  const start = entries[0]?.at ?? 0;
  return entries.map((entry) => entry.at - start);
}

/** Most requests that fall in any window of `periodMs` (a request at t counts in (t − period, t]). */
function busiestWindow(entries: JournalEntry[], periodMs: number): number {
  return Math.max(
    0,
    ...entries.map((entry) => entries.filter((other) => other.at > entry.at - periodMs && other.at <= entry.at).length),
  );
}

describe('responses and errors', () => {
  it('returns the validated body and the headers of a 2xx', async () => {
    await start();
    const response = await river(await appToken());
    expect(response).toMatchObject({ status: 200, data: { next_change_id: expect.any(String) as unknown } });
  });

  it('turns each failing status into a typed UpstreamError that answers our users with a 503', async () => {
    await start();
    const token = await appToken();
    const cases = [
      [400, 'bad_request', false],
      [401, 'unauthorized', false],
      [403, 'forbidden', false],
      [404, 'not_found', false],
      [503, 'server', true],
    ] as const;
    for (const [status, kind, retryable] of cases) {
      const id = env.sim.control.addFault({
        match: { path: '/public-stash-tabs' },
        action: { kind: 'status', status },
      });
      const error = await river(token, { maxWaitMs: 0 }).catch((caught: unknown) => caught);
      env.sim.control.removeFault(id);
      expect(error).toBeInstanceOf(UpstreamError);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        provider: 'poe',
        endpoint: 'GET /public-stash-tabs',
        upstreamStatus: status,
        kind,
        retryable,
        status: 503,
        code: 'upstream_unavailable',
      });
      expect((error as UpstreamError).toBody()).toEqual({
        error: 'Path of Exile is not answering right now; try again in a minute',
        code: 'upstream_unavailable',
      });
    }
  });

  it('reports a body that fails our schema as malformed, by path, and logs it once per endpoint', async () => {
    await start();
    const token = await appToken();
    const Strict = z.object({ next_change_id: z.number() });
    for (let call = 0; call < 2; call += 1) {
      await expect(http.request(poeGet('/public-stash-tabs', token, Strict))).rejects.toMatchObject({
        kind: 'malformed',
        upstreamStatus: 200,
        retryable: true,
        detail: expect.stringContaining('next_change_id: Invalid input: expected number, received string') as unknown,
      });
    }
    expect(logs.filter((log) => log.message.startsWith('malformed'))).toHaveLength(1);
    expect(logs[0]?.details).toMatchObject({ provider: 'poe', endpoint: 'GET /public-stash-tabs' });
  });

  it('never puts a token in an error or a log line', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'malformed', malformation: 'html', status: 429 },
    });
    const error = await river(token, { maxWaitMs: 0 }).catch((caught: unknown) => caught);
    await http.request(poeGet('/public-stash-tabs', token, z.object({ nope: z.string() }))).catch(() => undefined);
    const written = JSON.stringify([logs, { ...(error as UpstreamError) }, (error as Error).message]);
    expect(written).not.toContain(token);
    expect(written).toContain('Cloudflare error 1015');
  });
});

describe('retries', () => {
  it('backs off exponentially on 5xx for a GET, then succeeds', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'status', status: 503 },
      times: 2,
    });
    await expect(river(token)).resolves.toMatchObject({ status: 200 });
    const calls = env.sim.journal.list({ path: '/public-stash-tabs' });
    expect(calls.map((call) => call.status)).toEqual([503, 503, 200]);
    // random() = 0: each wait is half its ceiling (1 s, 2 s, …).
    expect(times(calls)).toEqual([0, 500, 1_500]);
  });

  it('gives up after three attempts with the last error', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'status', status: 500 } });
    await expect(river(token)).rejects.toMatchObject({ kind: 'server', upstreamStatus: 500 });
    expect(env.sim.journal.list({ path: '/public-stash-tabs' })).toHaveLength(3);
  });

  it('never repeats a POST that failed with 5xx (a code or refresh token may already be spent)', async () => {
    await start();
    env.sim.control.addFault({ match: { path: '/oauth/token' }, action: { kind: 'status', status: 502 } });
    await expect(appToken()).rejects.toMatchObject({ kind: 'server', upstreamStatus: 502 });
    expect(env.sim.journal.list({ path: '/oauth/token' })).toHaveLength(1);
  });

  it('retries a dropped connection and a timed-out request', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'drop' }, times: 1 });
    env.sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'hang' }, times: 1 });
    await expect(river(token, { timeoutMs: 100 })).resolves.toMatchObject({ status: 200 });
    expect(env.sim.journal.list({ path: '/public-stash-tabs' }).map((call) => call.outcome)).toEqual([
      'dropped',
      'hung',
      'answered',
    ]);
  });

  it('reports a request that keeps timing out as a network error', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'hang' } });
    await expect(river(token, { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'network',
      upstreamStatus: null,
      detail: 'timed out',
      retryable: true,
    });
  });

  it('stops at once when the caller aborts', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({ match: { path: '/public-stash-tabs' }, action: { kind: 'hang' } });
    const controller = new AbortController();
    const pending = river(token, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('shutting down')), 20);
    await expect(pending).rejects.toThrow('shutting down');
    expect(env.sim.journal.list({ path: '/public-stash-tabs' })).toHaveLength(1);
  });
});

describe('PoE rate-limit policies', () => {
  it('waits at least Retry-After (plus padding) before sending on the policy again', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'rate-limit', retryAfter: 7 },
      times: 1,
    });
    await expect(river(token)).resolves.toMatchObject({ status: 200 });
    const calls = env.sim.journal.list({ path: '/public-stash-tabs' });
    expect(calls.map((call) => call.status)).toEqual([429, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(7 * SECOND);
    expect(logs.some((log) => log.message === 'rate limited by the provider')).toBe(true);
  });

  it('gives up with rate_limited rather than wait longer than the caller allows, and sends nothing meanwhile', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'rate-limit', retryAfter: 120 },
      times: 1,
    });
    await expect(river(token, { maxWaitMs: 30 * SECOND })).rejects.toMatchObject({
      kind: 'rate_limited',
      upstreamStatus: 429,
      retryAfterMs: 120 * SECOND,
    });
    const error = await river(token, { maxWaitMs: 30 * SECOND }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ kind: 'rate_limited', upstreamStatus: null });
    expect((error as UpstreamError).retryAfterMs).toBeGreaterThanOrEqual(120 * SECOND);
    expect(env.sim.journal.list({ path: '/public-stash-tabs' })).toHaveLength(1);
  });

  it('sends the first request of an unknown policy alone, then paces by the policy it reports', async () => {
    await start({ rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '2:10:60' } } } } });
    const token = await appToken();
    await Promise.all(Array.from({ length: 5 }, () => river(token, { maxWaitMs: 120 * SECOND })));
    const calls = env.sim.journal.list({ path: '/public-stash-tabs' });
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 200, 200]);
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(busiestWindow(calls, 10 * SECOND)).toBeLessThanOrEqual(2);
  });

  it('never exceeds the advertised policy through a storm of 429s', async () => {
    await start({
      rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '4:10:30,10:60:120' } } } },
    });
    const token = await appToken();
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'rate-limit', retryAfter: 5 },
      afterNth: 3,
      times: 4,
    });
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'rate-limit', retryAfter: 3 },
      afterNth: 12,
      times: 2,
      probability: 0.5,
    });
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => river(token, { maxWaitMs: 3_600 * SECOND })),
    );
    expect(results.filter((result) => result.status === 'fulfilled').length).toBeGreaterThanOrEqual(16);
    const calls = env.sim.journal.list({ path: '/public-stash-tabs' });
    expect(calls.filter((call) => call.fault?.kind === 'rate-limit').length).toBeGreaterThanOrEqual(4);
    // The simulator itself never had to refuse us, and no window ever held more than the policy allows.
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(busiestWindow(calls, 10 * SECOND)).toBeLessThanOrEqual(4);
    expect(busiestWindow(calls, 60 * SECOND)).toBeLessThanOrEqual(10);
    for (const [index, call] of calls.entries()) {
      if (call.status !== 429) continue;
      const next = calls[index + 1];
      if (next) expect(next.at - call.at).toBeGreaterThanOrEqual(3 * SECOND);
    }
  });

  it('shares counters between endpoints that report the same policy', async () => {
    await start({ rateLimits: { poe: { policies: { 'league-request-limit': { Client: '2:10:60' } } } } });
    const token = await appToken();
    const league = encodeURIComponent(LEAGUE);
    await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        http.request({
          ...(index % 2 === 0
            ? poeGet(`/league/${league}`, token, AnySchema, 'GET /league/{league}')
            : poeGet(`/league/${league}/ladder`, token, AnySchema, 'GET /league/{league}/ladder')),
          maxWaitMs: 120 * SECOND,
        }),
      ),
    );
    const calls = env.sim.journal.list({ path: '/league/*' });
    expect(calls).toHaveLength(6);
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(busiestWindow(calls, 10 * SECOND)).toBeLessThanOrEqual(2);
  });

  it('adopts the hits the server counted from elsewhere', async () => {
    await start({ rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '3:10:60' } } } } });
    const token = await appToken();
    // Another process of ours spends two of the three hits first.
    const elsewhere = new HttpClient({ clock: http.clock });
    for (let call = 0; call < 2; call += 1) await elsewhere.request(poeGet('/public-stash-tabs', token, AnySchema));
    await river(token);
    await river(token);
    const calls = env.sim.journal.list({ path: '/public-stash-tabs' });
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(calls[3]!.at - calls[2]!.at).toBeGreaterThanOrEqual(10 * SECOND);
  });

  it('honours a restriction the server reports in the -State header', async () => {
    await start({ rateLimits: { poe: { policies: { 'public-stash-tabs-request-limit': { Client: '1:10:45' } } } } });
    const token = await appToken();
    // Elsewhere, a careless tool overruns the policy: the server restricts the client for 45 s.
    for (let call = 0; call < 2; call += 1) {
      await fetch(`${env.sim.urls.poeApi}/public-stash-tabs`, {
        headers: { authorization: `Bearer ${token}`, 'user-agent': UA },
      });
    }
    await river(token, { maxWaitMs: 120 * SECOND });
    const calls = env.sim.journal.list({ path: '/public-stash-tabs' });
    expect(calls.map((call) => call.status)).toEqual([200, 429, 429, 200]);
    expect(calls[3]!.at - calls[1]!.at).toBeGreaterThanOrEqual(45 * SECOND);
  });

  it('counts Account rules per token: one player’s waiting does not hold up another', async () => {
    await start({ rateLimits: { poe: { policies: { 'account-request-limit': { Account: '1:10:60' } } } } });
    const { poeSignIn } = await import('../providers/simulator.fixtures');
    const alice = (await poeSignIn(env, 'Alice#1234')).accessToken;
    const bob = (await poeSignIn(env, 'Bob#5678')).accessToken;
    await Promise.all([env.poe.getProfile(alice), env.poe.getProfile(alice), env.poe.getProfile(bob)]);
    const calls = env.sim.journal.list({ path: '/profile' });
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    const at = (account: string): number[] => calls.filter((call) => call.account === account).map((call) => call.at);
    const [aliceFirst, aliceSecond] = at('Alice#1234');
    expect(aliceSecond! - aliceFirst!).toBeGreaterThanOrEqual(10 * SECOND);
    expect(at('Bob#5678')[0]).toBeLessThan(aliceSecond!);
  });

  it('holds every PoE request after a 429 that names no policy (the CDN’s own page)', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'malformed', malformation: 'html', status: 429 },
      times: 1,
    });
    await expect(river(token, { maxWaitMs: 0 })).rejects.toMatchObject({ kind: 'rate_limited', upstreamStatus: 429 });
    await http.request({
      ...poeGet(`/league/${encodeURIComponent(LEAGUE)}/ladder`, token, AnySchema),
      maxWaitMs: 120 * SECOND,
    });
    const [blocked, next] = env.sim.journal.list({ api: 'poeApi' });
    expect(next!.at - blocked!.at).toBeGreaterThanOrEqual(60 * SECOND);
  });

  it('keeps working when a response carries no rate-limit headers', async () => {
    await start();
    const token = await appToken();
    env.sim.control.addFault({
      match: { path: '/public-stash-tabs' },
      action: { kind: 'malformed', malformation: 'missing-ratelimit-headers' },
      times: 2,
    });
    for (let call = 0; call < 3; call += 1) await expect(river(token)).resolves.toMatchObject({ status: 200 });
  });
});

describe('Twitch and Discord buckets', () => {
  it('spends a Twitch bucket down to empty, then waits for its reset', async () => {
    await start({ rateLimits: { twitch: { pointsPerMinute: 3 } } });
    const streamer = await twitchSignIn(env);
    for (let call = 0; call < 5; call += 1) await env.twitch.getUser(streamer.accessToken);
    const calls = env.sim.journal.list({ path: '/helix/users' });
    expect(calls.map((call) => call.status)).toEqual([200, 200, 200, 200, 200]);
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    expect(calls[3]!.at - calls[0]!.at).toBeGreaterThanOrEqual(20 * SECOND);
  });

  it('waits out a Twitch 429’s Retry-After', async () => {
    await start();
    const streamer = await twitchSignIn(env);
    env.sim.control.addFault({
      match: { path: '/helix/users' },
      action: { kind: 'rate-limit', retryAfter: 4 },
      times: 1,
    });
    await env.twitch.getUser(streamer.accessToken);
    const calls = env.sim.journal.list({ path: '/helix/users' });
    expect(calls.map((call) => call.status)).toEqual([429, 200]);
    expect(calls[1]!.at - calls[0]!.at).toBeGreaterThanOrEqual(4 * SECOND);
  });

  it('paces Discord by its X-RateLimit bucket and its JSON retry_after', async () => {
    await start({ rateLimits: { discord: { requestsPerWindow: 2, windowSeconds: 5 } } });
    const person = await discordSignIn(env);
    env.sim.control.addFault({
      match: { path: '/api/v10/users/@me' },
      action: { kind: 'rate-limit', retryAfter: 3 },
      afterNth: 4,
      times: 1,
    });
    for (let call = 0; call < 6; call += 1) await env.discord.getMe(person.accessToken);
    const calls = env.sim.journal.list({ path: '/api/v10/users/@me' });
    expect(calls.some((call) => call.rateLimited)).toBe(false);
    // Discord does not count a refused request against the route's bucket.
    expect(
      busiestWindow(
        calls.filter((call) => call.status === 200),
        5 * SECOND,
      ),
    ).toBeLessThanOrEqual(2);
    const faulted = calls.findIndex((call) => call.fault?.kind === 'rate-limit');
    expect(calls[faulted + 1]!.at - calls[faulted]!.at).toBeGreaterThanOrEqual(3 * SECOND);
  });
});
