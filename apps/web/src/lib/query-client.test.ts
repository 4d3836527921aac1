import { describe, expect, it } from 'vitest';
import { logInAs, stubFetch } from '~/testing';
import { callEndpoint, ApiError } from './api';
import { authStore } from './auth';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a client error, and retries server errors a little', () => {
    const response = (status: number) => new ApiError(new Response(null, { status }), null, false);
    expect(shouldRetry(0, response(404))).toBe(false);
    expect(shouldRetry(0, response(401))).toBe(false);
    expect(shouldRetry(0, response(503))).toBe(true);
    expect(shouldRetry(2, response(503))).toBe(false);
    expect(shouldRetry(0, new TypeError('Failed to fetch'))).toBe(true);
  });
});

describe('createQueryClient', () => {
  it('ends the session when the server refuses the token it was sent', async () => {
    logInAs(1);
    stubFetch({ 'GET /api/users/self': { status: 401, body: { error: 'Token expired', code: 'token_expired' } } });
    const client = createQueryClient(authStore);
    await client.fetchQuery({ queryKey: ['self'], queryFn: () => callEndpoint('getSelf') }).catch(() => undefined);
    expect(authStore.getSession()).toBeNull();
    expect(localStorage.getItem('auth')).toBeNull();
  });

  it('keeps the session on other errors', async () => {
    logInAs(1);
    stubFetch({ 'GET /api/users/1': { status: 403, body: { error: 'Not yours', code: 'forbidden' } } });
    const client = createQueryClient(authStore);
    await client
      .fetchQuery({ queryKey: ['user'], queryFn: () => callEndpoint('getUser', { params: { user_id: 1 } }) })
      .catch(() => undefined);
    expect(authStore.getSession()).not.toBeNull();
  });
});
