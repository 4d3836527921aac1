import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../errors';
import {
  appToken,
  closeProviders,
  env,
  http,
  logs,
  poeGet,
  river,
  riverCalls,
  riverFault,
  start,
  startWithToken,
  times,
} from './http.fixtures';
import { UpstreamError } from './upstream-error';

/** The HTTP client against the simulator: bodies, typed errors, retries and timeouts. */

afterEach(closeProviders);

describe('responses and errors', () => {
  it('returns the validated body and the headers of a 2xx', async () => {
    const response = await river(await startWithToken());
    expect(response).toMatchObject({ status: 200, data: { next_change_id: expect.any(String) as unknown } });
  });

  it('turns each failing status into a typed UpstreamError that answers our users with a 503', async () => {
    const token = await startWithToken();
    const cases = [
      [400, 'bad_request', false],
      [401, 'unauthorized', false],
      [403, 'forbidden', false],
      [404, 'not_found', false],
      [503, 'server', true],
    ] as const;
    for (const [status, kind, retryable] of cases) {
      const id = riverFault({ kind: 'status', status });
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
    const token = await startWithToken();
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

  it('hands a 2xx body asked for as bytes to the schema as received, one response after another', async () => {
    const token = await startWithToken();
    const asJson = await http.request(poeGet('/public-stash-tabs', token, z.unknown()));
    const Bytes = z.instanceof(Uint8Array).transform((bytes): unknown => JSON.parse(new TextDecoder().decode(bytes)));
    // The memory of the first body holds the second: each must have been read whole while its schema ran.
    for (let call = 0; call < 2; call += 1) {
      const asBytes = await http.request({ ...poeGet('/public-stash-tabs', token, Bytes), responseType: 'bytes' });
      expect(asBytes.data).toEqual(asJson.data);
    }
  });

  it('refuses a body larger than the limit as malformed while it arrives, without asking again', async () => {
    await start({}, { maxBodyBytes: 64 });
    const token = await appToken().catch((caught: unknown) => caught);
    expect(token).toMatchObject({ kind: 'malformed', detail: 'the body is larger than 64 bytes' });
    expect(env.sim.journal.list({ path: '/oauth/token' })).toHaveLength(1);
    expect(logs.filter((log) => log.message.startsWith('malformed'))).toHaveLength(1);
  });

  it('never puts a token in an error or a log line', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'malformed', malformation: 'html', status: 429 });
    const error = await river(token, { maxWaitMs: 0 }).catch((caught: unknown) => caught);
    await http.request(poeGet('/public-stash-tabs', token, z.object({ nope: z.string() }))).catch(() => undefined);
    const written = JSON.stringify([logs, { ...(error as UpstreamError) }, (error as Error).message]);
    expect(written).not.toContain(token);
    expect(written).toContain('Cloudflare error 1015');
  });
});

describe('retries', () => {
  it('backs off exponentially on 5xx for a GET, then succeeds', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'status', status: 503 }, { times: 2 });
    await expect(river(token)).resolves.toMatchObject({ status: 200 });
    const calls = riverCalls();
    expect(calls.map((call) => call.status)).toEqual([503, 503, 200]);
    // random() = 0: each wait is half its ceiling (1 s, 2 s, …).
    expect(times(calls)).toEqual([0, 500, 1_500]);
  });

  it('gives up after three attempts with the last error', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'status', status: 500 });
    await expect(river(token)).rejects.toMatchObject({ kind: 'server', upstreamStatus: 500 });
    expect(riverCalls()).toHaveLength(3);
  });

  it('never repeats a POST that failed with 5xx (a code or refresh token may already be spent)', async () => {
    await start();
    env.sim.control.addFault({ match: { path: '/oauth/token' }, action: { kind: 'status', status: 502 } });
    await expect(appToken()).rejects.toMatchObject({ kind: 'server', upstreamStatus: 502 });
    expect(env.sim.journal.list({ path: '/oauth/token' })).toHaveLength(1);
  });

  it('retries a dropped connection and a timed-out request', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'drop' }, { times: 1 });
    riverFault({ kind: 'hang' }, { times: 1 });
    await expect(river(token, { timeoutMs: 100 })).resolves.toMatchObject({ status: 200 });
    expect(riverCalls().map((call) => call.outcome)).toEqual(['dropped', 'hung', 'answered']);
  });

  it('reports a request that keeps timing out as a network error', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'hang' });
    await expect(river(token, { timeoutMs: 50 })).rejects.toMatchObject({
      kind: 'network',
      upstreamStatus: null,
      detail: 'timed out',
      retryable: true,
    });
  });

  it('stops at once when the caller aborts', async () => {
    const token = await startWithToken();
    riverFault({ kind: 'hang' });
    const controller = new AbortController();
    const pending = river(token, { signal: controller.signal });
    // Aborted once the request is at the river (where it hangs), however long a busy machine takes to send it.
    while (riverCalls().length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort(new Error('shutting down'));
    await expect(pending).rejects.toThrow('shutting down');
    expect(riverCalls()).toHaveLength(1);
  });
});

describe('observer', () => {
  it('reports every attempt sent, with its provider and status (for metrics)', async () => {
    const seen: [string, number | null][] = [];
    await start({}, { observer: (provider, status) => seen.push([provider, status]) });
    await river(await appToken());
    expect(seen).toEqual([
      ['poe', 200],
      ['poe', 200],
    ]);
  });
});
