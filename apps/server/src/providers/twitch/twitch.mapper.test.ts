import { describe, expect, it } from 'vitest';
import { toOAuthTokenSet } from '../oauth';
import { toTwitchStreams } from './twitch.mapper';
import { TwitchStreamsResponseSchema, TwitchUserTokenResponseSchema } from './twitch.schemas';

/** The Twitch mapper on hand-written bodies shaped after docs/external-services.md §2.2–§2.3. */

const stream = {
  id: '40952121085',
  user_id: '101051819',
  user_login: 'simstreamer',
  user_name: 'SimStreamer',
  game_id: '29307',
  game_name: 'Path of Exile',
  type: 'live',
  title: 'BPL day 2 – racing to 90',
  tags: ['English'],
  viewer_count: 1234,
  started_at: '2026-05-02T08:01:33Z',
  language: 'en',
  thumbnail_url: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_simstreamer-{width}x{height}.jpg',
  tag_ids: [],
  is_mature: false,
};

describe('toTwitchStreams', () => {
  it('maps live streams, keeps the thumbnail placeholders, and reads null tags as none', () => {
    const body = TwitchStreamsResponseSchema.parse({
      data: [stream, { ...stream, id: '2', user_id: '7', tags: null, game_name: '' }, { ...stream, id: '3', type: '' }],
      pagination: {},
    });
    expect(toTwitchStreams(body)).toEqual([
      {
        id: '40952121085',
        userId: '101051819',
        userLogin: 'simstreamer',
        userName: 'SimStreamer',
        gameName: 'Path of Exile',
        title: 'BPL day 2 – racing to 90',
        viewerCount: 1234,
        startedAt: new Date('2026-05-02T08:01:33Z'),
        language: 'en',
        thumbnailUrl: 'https://static-cdn.jtvnw.net/previews-ttv/live_user_simstreamer-{width}x{height}.jpg',
        tags: ['English'],
      },
      expect.objectContaining({ id: '2', tags: [], gameName: null }) as unknown,
    ]);
  });

  it('rejects a stream whose viewer count is not a number', () => {
    expect(TwitchStreamsResponseSchema.safeParse({ data: [{ ...stream, viewer_count: '12' }] }).success).toBe(false);
  });
});

describe('a Twitch user token as a token set', () => {
  it('takes scope as the array Twitch sends', () => {
    const body = TwitchUserTokenResponseSchema.parse({
      access_token: 'at',
      expires_in: 14_400,
      refresh_token: 'rt',
      scope: ['user:read:email'],
      token_type: 'bearer',
    });
    expect(toOAuthTokenSet(body, 0)).toEqual({
      accessToken: 'at',
      refreshToken: 'rt',
      expiresAt: new Date(14_400_000),
      scopes: ['user:read:email'],
    });
  });
});
