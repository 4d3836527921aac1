import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openScoreSocket, RECONNECT_DELAY_MS, scoreSocketUrl, type SocketStatus } from './score-socket';
import { diff, FakeSocket } from './scores.fixture';

describe('openScoreSocket', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  function open() {
    const statuses: SocketStatus[] = [];
    const received: unknown[] = [];
    const log = vi.fn();
    const socket = openScoreSocket({
      url: 'ws://test/api/events/7/scores/ws',
      createSocket: (url) => new FakeSocket(url),
      onStatus: (status) => statuses.push(status),
      onDiffs: (diffs) => received.push(...diffs),
      log,
    });
    return { socket, statuses, received, log };
  }

  it('builds the socket URL with the token in the query (browsers cannot send headers)', () => {
    expect(scoreSocketUrl(7, 'a.b.c', { protocol: 'https:', host: 'example.org' })).toBe(
      'wss://example.org/api/events/7/scores/ws?token=a.b.c',
    );
    expect(scoreSocketUrl(7, null, { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/events/7/scores/ws',
    );
  });

  it('passes valid diff messages on and logs malformed ones without failing', () => {
    const { statuses, received, log } = open();
    const fake = FakeSocket.instances[0] as FakeSocket;
    fake.open();
    expect(statuses).toEqual(['connecting', 'live']);
    fake.send([diff(301, 1, { points: 20 })]);
    fake.send('not json');
    fake.send([{ what: 'else' }]);
    expect(received).toHaveLength(1);
    expect(log).toHaveBeenCalledTimes(2);
  });

  it('hands on the messages that come before its message check has loaded, in order, once it has', async () => {
    vi.resetModules();
    const fresh = await import('./score-socket');
    const received: number[] = [];
    const log = vi.fn();
    fresh.openScoreSocket({
      url: 'ws://test/api/events/7/scores/ws',
      createSocket: (url) => new FakeSocket(url),
      onStatus: () => undefined,
      onDiffs: (diffs) => received.push(...diffs.map((d) => d.objective_id)),
      log,
    });
    const fake = FakeSocket.instances.at(-1) as FakeSocket;
    fake.open();
    fake.send([diff(301, 1, { points: 20 })]);
    fake.send([{ what: 'else' }]);
    fake.send([diff(302, 1, { points: 30 })]);
    await fresh.loadMessageChecks();
    await vi.waitFor(() => expect(received).toEqual([301, 302]));
    expect(log).toHaveBeenCalledWith('Live scores: a message did not match the score diff schema');
  });

  it('starts the connection over when its message check cannot be loaded, so the page reloads what it missed', async () => {
    vi.resetModules();
    vi.doMock('./score-messages', () => {
      throw new Error('the file is gone');
    });
    onTestFinished(() => {
      vi.doUnmock('./score-messages');
      vi.resetModules();
    });
    const fresh = await import('./score-socket');
    const received: number[] = [];
    const log = vi.fn();
    fresh.openScoreSocket({
      url: 'ws://test/api/events/7/scores/ws',
      createSocket: (url) => new FakeSocket(url),
      onStatus: () => undefined,
      onDiffs: (diffs) => received.push(...diffs.map((d) => d.objective_id)),
      log,
    });
    const fake = FakeSocket.instances.at(-1) as FakeSocket;
    fake.open();
    fake.send([diff(301, 1, { points: 20 })]);
    await vi.waitFor(() => expect(fake.closedWith).not.toBeNull());
    expect(received).toEqual([]);
    expect(log).toHaveBeenCalledWith('Live scores: the message check could not be loaded');
  });

  it('reconnects 10 s after an unexpected close, with one timer however often it closes', () => {
    const { statuses } = open();
    const first = FakeSocket.instances[0] as FakeSocket;
    first.drop();
    first.drop();
    expect(statuses.at(-1)).toBe('reconnecting');
    vi.advanceTimersByTime(RECONNECT_DELAY_MS - 1);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(5 * RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('closes with 1000 and the reason given, cancels a pending reconnect and never comes back', () => {
    const { socket, statuses } = open();
    (FakeSocket.instances[0] as FakeSocket).drop();
    socket.close('eventChange');
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');

    const second = open();
    const live = FakeSocket.instances[1] as FakeSocket;
    second.socket.close('eventChange');
    expect(live.closedWith).toEqual({ code: 1000, reason: 'eventChange' });
    live.drop(1000, 'eventChange');
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(2);
  });

  it('does not reconnect after a close with 1000 eventChange from the other side (docs/domain.md §4)', () => {
    const { statuses } = open();
    (FakeSocket.instances[0] as FakeSocket).drop(1000, 'eventChange');
    vi.advanceTimersByTime(10 * RECONNECT_DELAY_MS);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(statuses.at(-1)).toBe('closed');
  });
});
