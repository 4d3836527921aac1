import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Simulator } from './simulator';
import { startTestSimulator } from './test-kit';

let sim: Simulator;
beforeEach(async () => {
  sim = await startTestSimulator();
});
afterEach(async () => {
  await sim.close();
});

const ID = '223344556677889900';
const webhook = (version = '') => `${sim.urls.discord}/api${version}/webhooks/${ID}/${'t'.repeat(68)}`;
const post = (body: unknown, url = webhook()) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('Discord webhook execution', () => {
  it('accepts a message like Discord (204) and records it, listed by the control API', async () => {
    const embeds = [{ title: 'New submission: Kill Sirus' }];
    expect((await post({ embeds })).status).toBe(204);
    expect((await post({ content: 'hello' }, webhook('/v10'))).status).toBe(204);
    expect(sim.control.discordWebhookPosts(ID).map((entry) => [entry.content, entry.embeds])).toEqual([
      [null, embeds],
      ['hello', []],
    ]);
    const listed = await fetch(`${sim.urls.control}/discord/webhook-posts?webhook=${ID}`);
    expect(((await listed.json()) as { posts: unknown[] }).posts).toHaveLength(2);
    await fetch(`${sim.urls.control}/discord/webhook-posts`, { method: 'DELETE' });
    expect(sim.control.discordWebhookPosts()).toEqual([]);
  });

  it('refuses with 400 what Discord refuses, and records nothing', async () => {
    const refused = [
      {},
      { content: '' },
      { content: 'x'.repeat(2001) },
      { embeds: Array.from({ length: 11 }, (_, index) => ({ title: String(index) })) },
      { embeds: 'not a list' },
      { content: 42 },
    ];
    for (const body of refused) expect([body, (await post(body)).status]).toEqual([body, 400]);
    expect((await post({ content: 'x'.repeat(2000) })).status).toBe(204);
    expect(sim.control.discordWebhookPosts()).toHaveLength(1);
  });

  it('answers an unknown webhook with 404, and a fault with a 429 carrying retry_after', async () => {
    expect((await post({ content: 'hi' }, `${sim.urls.discord}/api/webhooks/abc/def`)).status).toBe(404);
    sim.control.addFault({
      match: { path: '/api/webhooks/*' },
      action: { kind: 'rate-limit', retryAfter: 3 },
      times: 1,
    });
    const limited = await post({ content: 'hi' });
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ retry_after: 3 });
    expect(sim.control.discordWebhookPosts()).toEqual([]);
  });
});
