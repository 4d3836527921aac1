import { describe, expect, it } from 'vitest';
import { callbackUrl, getSignInUrl, isProvider } from './sign-in';
import { sentRequests, stubFetch } from '~/testing';

describe('getSignInUrl', () => {
  it("asks for the provider's page with this site's callback and the path to return to", async () => {
    const fetchMock = stubFetch({
      'GET /api/oauth2/twitch/redirect': { body: 'https://id.twitch.example/authorize?x=1' },
    });
    await expect(getSignInUrl('twitch', '/streams')).resolves.toBe('https://id.twitch.example/authorize?x=1');
    const url = sentRequests(fetchMock)[0]?.url ?? new URL('http://missing');
    expect(url.searchParams.get('redirect_url')).toBe(callbackUrl('twitch'));
    expect(url.searchParams.get('last_url')).toBe('/streams');
  });

  it('refuses an answer that is not a web address', async () => {
    stubFetch({ 'GET /api/oauth2/poe/redirect': { body: 'javascript:alert(1)' } });
    await expect(getSignInUrl('poe', '/')).rejects.toThrow('The server did not answer with a sign-in address');
  });

  it("passes the server's refusal on", async () => {
    stubFetch({
      'GET /api/oauth2/poe/redirect': {
        status: 400,
        body: { error: 'redirect_url must be /auth/poe/callback on this site', code: 'bad_request' },
      },
    });
    await expect(getSignInUrl('poe', '/')).rejects.toThrow('redirect_url must be /auth/poe/callback on this site');
  });
});

describe('isProvider', () => {
  it('knows the three providers and nothing else', () => {
    expect(['poe', 'discord', 'twitch'].every(isProvider)).toBe(true);
    expect(isProvider('myspace')).toBe(false);
  });
});
