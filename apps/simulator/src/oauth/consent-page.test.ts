import { afterEach, describe, expect, it } from 'vitest';
import { startSimulator, type Simulator } from '../simulator';
import {
  DISCORD_CLIENT,
  exchangePoeCode,
  newVerifier,
  POE_CLIENT,
  REDIRECT,
  testScenario,
  type PoeTokenBody,
} from '../test-kit';
import { pkceChallenge } from './oauth-server';

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function demoSimulator(overrides: Parameters<typeof testScenario>[0] = {}): Promise<Simulator> {
  sim = await startSimulator({ scenario: testScenario(overrides), consentChooser: true });
  return sim;
}

function poeAuthorizeUrl(simulator: Simulator, verifier: string, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({
    client_id: POE_CLIENT.clientId,
    response_type: 'code',
    scope: 'account:profile',
    state: 'state-9',
    redirect_uri: REDIRECT,
    code_challenge: pkceChallenge(verifier),
    code_challenge_method: 'S256',
    ...extra,
  });
  return `${simulator.urls.poeWeb}/oauth/authorize?${query.toString()}`;
}

const decode = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));

/** The page's links as a browser would follow them: text → absolute address. */
async function consentLinks(url: string): Promise<{ page: Response; html: string; links: Map<string, string> }> {
  const page = await fetch(url, { redirect: 'manual' });
  const html = await page.text();
  const links = new Map(
    [...html.matchAll(/<a href="([^"]+)">([^<]+)<\/a>/g)].map(([, href = '', text = '']) => [
      decode(text),
      new URL(decode(href), url).href,
    ]),
  );
  return { page, html, links };
}

describe('demo consent page ("sign in as…")', () => {
  it('asks who signs in when nothing says so, and signs in as the person chosen', async () => {
    const simulator = await demoSimulator();
    const verifier = newVerifier();
    const { page, html, links } = await consentLinks(poeAuthorizeUrl(simulator, verifier));
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(html).toContain('<h1>Sign in with Path of Exile as…</h1>');
    expect(html).toContain('<meta name="viewport"');
    expect([...links.keys()]).toEqual(['Alice#1234', 'Bob#5678', 'Deny: refuse to sign in']);

    const chosen = await fetch(links.get('Bob#5678') ?? '', { redirect: 'manual' });
    expect(chosen.status).toBe(302);
    const location = new URL(chosen.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT);
    expect(location.searchParams.get('state')).toBe('state-9');
    const token = await exchangePoeCode(simulator, location.searchParams.get('code') ?? '', verifier);
    expect(((await token.json()) as PoeTokenBody).username).toBe('Bob#5678');
  });

  it('sends a refusal back to the site as access_denied', async () => {
    const simulator = await demoSimulator();
    const { links } = await consentLinks(poeAuthorizeUrl(simulator, newVerifier()));
    const denied = await fetch(links.get('Deny: refuse to sign in') ?? '', { redirect: 'manual' });
    expect(denied.status).toBe(302);
    const location = new URL(denied.headers.get('location') ?? '');
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('state-9');
  });

  it('offers Discord sign-in by Discord name, with the game account beside it', async () => {
    const simulator = await demoSimulator();
    const query = new URLSearchParams({
      client_id: DISCORD_CLIENT.clientId,
      response_type: 'code',
      scope: 'identify',
      state: 's',
      redirect_uri: 'https://events.example.com/auth/discord/callback',
    });
    const { page, links } = await consentLinks(`${simulator.urls.discord}/oauth2/authorize?${query.toString()}`);
    expect(page.status).toBe(200);
    expect([...links.keys()]).toEqual(['alice (Alice#1234)', 'bob (Bob#5678)', 'Deny: refuse to sign in']);
  });

  it('still consents at once for a sim_account hint or a queued consent, and refuses a bad request before asking', async () => {
    const simulator = await demoSimulator();
    const hinted = await fetch(poeAuthorizeUrl(simulator, newVerifier(), { sim_account: 'Alice#1234' }), {
      redirect: 'manual',
    });
    expect(hinted.status).toBe(302);
    simulator.control.queueConsent({ provider: 'poe', account: 'Bob#5678' });
    expect((await fetch(poeAuthorizeUrl(simulator, newVerifier()), { redirect: 'manual' })).status).toBe(302);
    const unknownClient = await fetch(poeAuthorizeUrl(simulator, newVerifier(), { client_id: 'nobody' }), {
      redirect: 'manual',
    });
    expect(unknownClient.status).toBe(400);
  });

  it('shows names as text, never as markup', async () => {
    const simulator = await demoSimulator({
      accounts: [...(testScenario().accounts ?? []), { name: '<b>Eve</b>"&#1111' }],
    });
    const { html, links } = await consentLinks(poeAuthorizeUrl(simulator, newVerifier()));
    expect(html).not.toContain('<b>Eve');
    expect([...links.keys()]).toContain('<b>Eve</b>"&#1111');
  });
});
