import { afterEach, describe, expect, it } from 'vitest';
import { discordSignIn, twitchSignIn } from '../../providers/simulator.fixtures';
import { busiestWindow, closeProviders, env, SECOND, start } from './http.fixtures';

/** Twitch and Discord request buckets, on the simulator's virtual clock. */

afterEach(closeProviders);

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
