import { beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@app/shared';
import { insertUser } from '../test/fixtures';
import { DATABASE_KINDS } from '../test/test-app';
import { useTestApp } from '../test/use-test-app';

const UNPAIRED = 'Text must not contain an unpaired UTF-16 surrogate (\\ud800–\\udfff)';
const NUL = 'Text must not contain NUL characters (\\u0000)';

describe.each(DATABASE_KINDS)('text the database cannot store as sent, on %s', (kind) => {
  const t = useTestApp(kind);
  let player: { authorization: string };
  beforeAll(async () => {
    player = await t.auth((await insertUser(t.database.db, { displayName: 'Ann' })).id);
  });

  /** PATCH /api/users/self with a JSON text as written (escapes included), as a player. */
  const rename = (json: string, headers: Record<string, string> = player) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/users/self',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: json,
    });
  const displayName = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/users/self', headers: player })).json<User>().display_name;

  it('refuses an unpaired surrogate in any string or key of the body with 400, changing nothing', async () => {
    for (const json of [
      '{"display_name":"Ann\\ud800"}',
      '{"display_name":"\\udc00Ann"}',
      // Both halves, in the wrong order: two unpaired surrogates.
      '{"display_name":"A\\ude00\\ud83dn"}',
      // A key the schema would drop is still looked at.
      '{"display_name":"Bea","\\ud800":1}',
    ]) {
      const response = await rename(json);
      expect(response.statusCode, json).toBe(400);
      expect(response.json(), json).toEqual({ error: UNPAIRED, code: 'bad_request' });
    }
    expect(await displayName()).toBe('Ann');
  });

  it('keeps a surrogate pair, written as escapes, as the one character it is', async () => {
    const response = await rename('{"display_name":"Ann \\ud83d\\ude80"}');
    expect(response.statusCode).toBe(200);
    expect(response.json<User>().display_name).toBe('Ann 🚀');
    expect(await displayName()).toBe('Ann 🚀');
  });

  it('asks for a sign-in first: the caller learns nothing about the body before the guard', async () => {
    expect((await rename('{"display_name":"\\ud800"}', {})).statusCode).toBe(401);
  });

  it('refuses NUL in the path and the query as in the body (a URL cannot carry an unpaired surrogate)', async () => {
    const get = (url: string) => t.app.inject({ method: 'GET', url });
    // A URL carries UTF-8, which has no form for a lone surrogate: its would-be bytes are a malformed path
    // (and stay the literal text %ED%A0%80 in a query).
    expect((await get('/api/users/%ED%A0%80')).statusCode).toBe(400);
    for (const url of ['/api/users/1%00', '/api/events?q=a%00b']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({ error: NUL, code: 'bad_request' });
    }
  });
});
