import { describe, expect, it } from 'vitest';
import { eventStatus, logInAs, stubFetch } from '~/testing';
import { ApiError, callEndpoint } from './api';
import { buildUrl, RequiredError, socketUrl } from './api-url';

describe('buildUrl', () => {
  it('fills path parameters under /api and leaves out empty query parameters', () => {
    expect(
      buildUrl('op', '/events/:event_id/teams/:team_id', { event_id: 'current', team_id: 3 }, { a: 'x y', b: null }),
    ).toBe('/api/events/current/teams/3?a=x+y');
  });

  it.each([null, undefined])('throws RequiredError naming the path parameter when it is %s', (value) => {
    expect(() => buildUrl('getTeam', '/events/:event_id/teams/:team_id', { event_id: 1, team_id: value })).toThrow(
      expect.objectContaining({ name: 'RequiredError', field: 'team_id' }),
    );
  });
});

describe('callEndpoint', () => {
  it('throws RequiredError for a missing path parameter without calling the server', async () => {
    const fetchMock = stubFetch({});
    const call = callEndpoint('getEventStatus', { params: { event_id: undefined } });
    await expect(call).rejects.toBeInstanceOf(RequiredError);
    await expect(call).rejects.toMatchObject({ field: 'event_id' });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('throws RequiredError naming body when a required body is null', async () => {
    const fetchMock = stubFetch({});
    await expect(callEndpoint('updateSelf', { body: null })).rejects.toMatchObject({
      name: 'RequiredError',
      field: 'body',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('returns the JSON of a 2xx answer', async () => {
    stubFetch({ 'GET /api/events/current/status': { body: eventStatus({ number_of_signups: 3 }) } });
    const status = await callEndpoint('getEventStatus', { params: { event_id: 'current' } });
    expect(status.number_of_signups).toBe(3);
  });

  it('resolves to undefined for 204 No Content', async () => {
    stubFetch({ 'DELETE /api/events/1/signups/self': { status: 204 } });
    await expect(callEndpoint('deleteOwnSignup', { params: { event_id: 1 } })).resolves.toBeUndefined();
  });

  it('throws ApiError carrying the status and the parsed error body', async () => {
    stubFetch({ 'GET /api/events/current': { status: 404, body: { error: 'No current event', code: 'not_found' } } });
    const error: unknown = await callEndpoint('getEvent', { params: { event_id: 'current' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, code: 'not_found', message: 'No current event' });
    expect((error as ApiError).response.status).toBe(404);
  });

  it("uses 'HTTP {status}: {statusText}' when the error body is not the API's", async () => {
    stubFetch({ 'GET /api/health': { status: 502, body: 'upstream down' } });
    const error = (await callEndpoint('getHealth').catch((e: unknown) => e)) as ApiError;
    expect(error.body).toBeNull();
    expect(error.message).toMatch(/^HTTP 502/);
  });

  it('ignores an error body whose code the API does not have', async () => {
    stubFetch({ 'GET /api/health': { status: 418, body: { error: 'Teapot', code: 'teapot' } } });
    const error = (await callEndpoint('getHealth').catch((e: unknown) => e)) as ApiError;
    expect(error.body).toBeNull();
    expect(error.code).toBeUndefined();
    expect(error.message).toMatch(/^HTTP 418/);
  });

  it('sends the stored token as a bearer token, and none when logged out', async () => {
    const fetchMock = stubFetch({ 'GET /api/users/self': { status: 204 } });
    await callEndpoint('getSelf');
    logInAs(4);
    await callEndpoint('getSelf');
    const headers = fetchMock.mock.calls.map(([, init]) => new Headers(init?.headers).get('Authorization'));
    expect(headers[0]).toBeNull();
    expect(headers[1]).toMatch(/^Bearer ey/);
  });

  it('sends a body as JSON', async () => {
    const fetchMock = stubFetch({ 'PATCH /api/users/self': { status: 204 } });
    await callEndpoint('updateSelf', { body: { display_name: 'Kestrin' } });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe('{"display_name":"Kestrin"}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });
});

describe('socketUrl', () => {
  it('addresses a socket endpoint over ws, or wss on https, with its query', () => {
    expect(
      socketUrl('teamTotalsSocket', { event_id: 7 }, { token: 'a.b' }, { protocol: 'https:', host: 'x.org' }),
    ).toBe('wss://x.org/api/events/7/scores/simple/ws?token=a.b');
    expect(socketUrl('scoreDiffSocket', { event_id: 'current' }, {}, { protocol: 'http:', host: 'localhost' })).toBe(
      'ws://localhost/api/events/current/scores/ws',
    );
  });
});
