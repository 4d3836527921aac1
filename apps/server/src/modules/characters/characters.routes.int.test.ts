import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LADDER_HEAD_ROWS, type LadderEntry } from '@app/shared';
import { READ_SCOPES } from '../../lib/read-cache';
import { insertEvent } from '../../test/fixtures';
import { createTestApp, DATABASE_KINDS, type TestApp } from '../../test/test-app';
import { replaceLadder, type LadderRow } from './ladder.service';

const LADDER_SIZE = 30;

function ladderRow(rank: number, name = `Runner${rank}`): LadderRow {
  return {
    rank,
    characterId: `c${rank}`,
    characterName: name,
    class: 'Juggernaut',
    level: 100 - rank,
    experience: 1_000_000 - rank,
    delveSoloDepth: null,
    accountName: `Stranger#${rank}`,
    twitchName: null,
  };
}

describe.each(DATABASE_KINDS)('GET /api/events/:event_id/ladder on %s', (kind) => {
  let t: TestApp;
  let eventId: number;

  const read = async (query = '') => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/ladder${query}` });
    return { status: answer.statusCode, entries: answer.json<LadderEntry[]>(), body: answer.json<{ code?: string }>() };
  };
  const ranks = (entries: LadderEntry[]) => entries.map((entry) => entry.rank);

  beforeAll(async () => {
    t = await createTestApp(kind);
    eventId = (await insertEvent(t.database.db, { isPublic: true })).id;
    // Stored out of order: the answers must come by rank all the same.
    const rows = Array.from({ length: LADDER_SIZE }, (_, index) => ladderRow(((index * 7) % LADDER_SIZE) + 1));
    await replaceLadder(t.database.db, eventId, rows, new Date());
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers the whole ladder by rank without a limit, as before', async () => {
    const whole = await read();
    expect(whole.status).toBe(200);
    expect(ranks(whole.entries)).toEqual(Array.from({ length: LADDER_SIZE }, (_, index) => index + 1));
    expect(whole.entries[0]).toMatchObject({ rank: 1, character_name: 'Runner1', account_name: 'Stranger#1' });
  });

  it('answers only the first `limit` entries by rank, exactly as the whole ladder has them', async () => {
    const whole = await read();
    const head = await read('?limit=5');
    expect(head.status).toBe(200);
    expect(ranks(head.entries)).toEqual([1, 2, 3, 4, 5]);
    expect(head.entries).toEqual(whole.entries.slice(0, 5));
    expect((await read('?limit=1')).entries).toEqual(whole.entries.slice(0, 1));
  });

  it("remembers as an answer only the head the site's page asks for; other lengths are cut per request", async () => {
    const answer = (limit: number) =>
      t.app.inject({ method: 'GET', url: `/api/events/${eventId}/ladder?limit=${limit}` });
    const pageHead = await answer(LADDER_HEAD_ROWS);
    expect(pageHead.headers.etag).toBeDefined();
    // Any other length: the same entries, but no cached answer (and so no ETag) for each of a thousand lengths.
    for (const limit of [4, 5, 6]) {
      const other = await answer(limit);
      expect(other.headers.etag).toBeUndefined();
      expect(other.headers['cache-control']).toBe(pageHead.headers['cache-control']);
      expect(other.json<LadderEntry[]>()).toEqual(pageHead.json<LadderEntry[]>().slice(0, limit));
    }
  });

  it('answers every entry when the limit is larger than the ladder', async () => {
    expect((await read('?limit=1000')).entries).toEqual((await read()).entries);
  });

  it.each(['0', '1001', '-3', '2.5', 'ten', '', '1e9'])(
    'refuses limit=%s with a 400 naming the limit',
    async (limit) => {
      const answer = await read(`?limit=${limit}`);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('validation_failed');
      expect(JSON.stringify(answer.body)).toContain('limit');
    },
  );

  it('cuts the head and the whole ladder from one read, and drops both with a new ladder', async () => {
    t.app.ctx.reads.drop(READ_SCOPES.ladder(eventId));
    const head = await read('?limit=3');
    // A new ladder written behind the API and not announced yet: the whole ladder still comes from the read the head
    // was cut from, so a page swapping one for the other sees the same first rows.
    const renamed = Array.from({ length: LADDER_SIZE }, (_, index) => ladderRow(index + 1, `Climber${index + 1}`));
    await replaceLadder(t.database.db, eventId, renamed, new Date());
    const whole = await read();
    expect(whole.entries.slice(0, 3)).toEqual(head.entries);
    expect(whole.entries[0]?.character_name).toBe('Runner1');

    t.app.ctx.reads.drop(READ_SCOPES.ladder(eventId));
    expect((await read('?limit=3')).entries.map((entry) => entry.character_name)).toEqual([
      'Climber1',
      'Climber2',
      'Climber3',
    ]);
    expect((await read()).entries[0]?.character_name).toBe('Climber1');
  });
});
