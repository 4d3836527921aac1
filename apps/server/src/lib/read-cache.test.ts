import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IN_FLIGHT_SHARE_MS, matchesEtag, negotiateEncoding, ReadCache, represent } from './read-cache';

/** A build the test finishes by hand, counting how often it ran. */
function controlledBuild<T>() {
  let runs = 0;
  const finishers: ((value: T) => void)[] = [];
  return {
    build: () => {
      runs++;
      return new Promise<{ value: T }>((resolve) => finishers.push((value) => resolve({ value })));
    },
    finish: (value: T) => finishers.shift()?.(value),
    get runs() {
      return runs;
    },
  };
}

describe('read cache', () => {
  it('builds once for any number of readers, until the scope is dropped', async () => {
    const cache = new ReadCache(() => 0, 10_000);
    const pending = controlledBuild<string>();
    const first = cache.get('7', 'teams', pending.build);
    const second = cache.get('7', 'teams', pending.build);
    pending.finish('v1');
    expect(await first).toBe('v1');
    expect(await second).toBe('v1');
    expect(pending.runs).toBe(1);

    cache.drop('7:scores');
    expect(await cache.get('7', 'teams', pending.build)).toBe('v1');
    cache.drop('7');
    const third = cache.get('7', 'teams', pending.build);
    pending.finish('v2');
    expect(await third).toBe('v2');
    expect(pending.runs).toBe(2);
  });

  it('never keeps an answer whose build began before a drop', async () => {
    const cache = new ReadCache(() => 0, 10_000);
    const pending = controlledBuild<string>();
    const before = cache.get('site', 'events', pending.build);
    cache.clear();
    pending.finish('old');
    // The reader that asked before the change gets what was read then; the next one reads again.
    expect(await before).toBe('old');
    const after = cache.get('site', 'events', pending.build);
    pending.finish('new');
    expect(await after).toBe('new');
    expect(pending.runs).toBe(2);
  });

  it('forgets a failed build, and expires entries by age and by their own validity', async () => {
    let now = 1_000;
    const cache = new ReadCache(() => now, 10_000);
    await expect(cache.get('1', 'x', () => Promise.reject(new Error('database down')))).rejects.toThrow('down');
    expect(await cache.get('1', 'x', async () => ({ value: 'recovered' }))).toBe('recovered');

    expect(await cache.get('1', 'release', async () => ({ value: 'masked', validUntil: 1_500 }))).toBe('masked');
    now = 1_499;
    expect(await cache.get('1', 'release', async () => ({ value: 'unmasked' }))).toBe('masked');
    now = 1_500;
    expect(await cache.get('1', 'release', async () => ({ value: 'unmasked' }))).toBe('unmasked');
    now = 11_500;
    expect(await cache.get('1', 'release', async () => ({ value: 'newer' }))).toBe('newer');
  });

  it('keeps an answer that took longer than its life to build, for its life from when it was ready', async () => {
    let now = 0;
    const cache = new ReadCache(() => now, 10_000);
    const slow = controlledBuild<string>();
    const first = cache.get('1', 'scores', slow.build);
    now = 25_000;
    // Still building: a reader arriving now waits for the same build instead of starting another.
    const second = cache.get('1', 'scores', slow.build);
    slow.finish('large');
    expect([await first, await second]).toEqual(['large', 'large']);
    now = 34_999;
    expect(await cache.get('1', 'scores', slow.build)).toBe('large');
    expect(slow.runs).toBe(1);
    now = 35_000;
    const third = cache.get('1', 'scores', slow.build);
    slow.finish('rebuilt');
    expect(await third).toBe('rebuilt');
    expect(slow.runs).toBe(2);
  });

  it('starts another build when the one in flight has not answered for two minutes', async () => {
    let now = 0;
    const cache = new ReadCache(() => now, 10_000);
    const stuck = controlledBuild<string>();
    void cache.get('1', 'scores', stuck.build);
    now = IN_FLIGHT_SHARE_MS - 1;
    void cache.get('1', 'scores', stuck.build);
    expect(stuck.runs).toBe(1);
    now = IN_FLIGHT_SHARE_MS;
    const fresh = cache.get('1', 'scores', stuck.build);
    expect(stuck.runs).toBe(2);
    stuck.finish('never read');
    stuck.finish('answered');
    expect(await fresh).toBe('answered');
  });

  it('holds at most its bound of entries, dropping the oldest first', async () => {
    const cache = new ReadCache(() => 0, 10_000, 3);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get('1', key, async () => ({ value: key }));
    expect(cache.size).toBe(3);
    expect(await cache.get('1', 'a', async () => ({ value: 'rebuilt' }))).toBe('rebuilt');
    expect(await cache.get('1', 'd', async () => ({ value: 'rebuilt' }))).toBe('d');
  });
});

describe('representations', () => {
  it('compresses large answers both ways to the same bytes, and leaves small ones alone', async () => {
    const json = JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Team ${i}` })));
    const large = await represent(json);
    expect(gunzipSync(large.gzip!).toString()).toBe(json);
    expect(brotliDecompressSync(large.br!).toString()).toBe(json);
    expect(large.gzip!.length).toBeLessThan(json.length / 3);
    expect(large.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect((await represent(json)).etag).toBe(large.etag);
    expect((await represent(`${json} `)).etag).not.toBe(large.etag);

    const small = await represent('[]');
    expect(small).toMatchObject({ gzip: null, br: null });
  });

  it('answers in the best encoding the client accepts', () => {
    expect(negotiateEncoding(undefined)).toBe('identity');
    expect(negotiateEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiateEncoding('gzip')).toBe('gzip');
    expect(negotiateEncoding('GZIP;q=0.8')).toBe('gzip');
    expect(negotiateEncoding('br;q=0, gzip')).toBe('gzip');
    expect(negotiateEncoding('br;q=0.0, gzip;q=0')).toBe('identity');
    expect(negotiateEncoding('*')).toBe('gzip');
    expect(negotiateEncoding('identity')).toBe('identity');
    expect(negotiateEncoding(`${'x,'.repeat(5_000)}br`)).toBe('br');
  });

  it('matches If-None-Match weakly, in lists and with *', () => {
    const etag = 'W/"abc"';
    expect(matchesEtag('W/"abc"', etag)).toBe(true);
    expect(matchesEtag('"abc"', etag)).toBe(true);
    expect(matchesEtag('"x", W/"abc"', etag)).toBe(true);
    expect(matchesEtag('*', etag)).toBe(true);
    expect(matchesEtag('"abd"', etag)).toBe(false);
    expect(matchesEtag(undefined, etag)).toBe(false);
  });
});
