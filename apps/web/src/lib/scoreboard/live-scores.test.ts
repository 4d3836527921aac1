import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestScoresQueryKey, scoreHistoryQueryKey } from '../query-keys';
import { createLiveScores } from './live-scores';
import { scoreKey, toLatestScores, type LatestScores } from './score-cache';
import { diff, FakeSocket, score } from './scores.fixture';

describe('createLiveScores: the socket patches the cache the pages read', () => {
  let queryClient: QueryClient;
  beforeEach(() => {
    FakeSocket.instances = [];
    queryClient = new QueryClient();
    queryClient.setQueryData(
      latestScoresQueryKey('current'),
      toLatestScores([{ objective_id: 301, team_id: 1, score: score({ points: 20, rank: 1, finished: true }) }]),
    );
  });
  afterEach(() => {
    queryClient.clear();
    vi.useRealTimers();
  });

  const live = (now = () => 1_000) =>
    createLiveScores({
      queryClient,
      createSocket: (url) => new FakeSocket(url),
      location: { protocol: 'http:', host: 'site.test' },
      now,
      log: () => {},
    });

  it('applies Added, Changed and Removed diffs to the query data and records the time', () => {
    const scores = live(() => 5_000);
    scores.follow({ eventId: 7, key: 'current', token: null });
    const socket = FakeSocket.instances[0] as FakeSocket;
    expect(socket.url).toBe('ws://site.test/api/events/7/scores/ws');
    socket.open();
    expect(scores.getSnapshot().status).toBe('live');
    socket.send([diff(302, 2, { points: 5, finished: true }, 'Added'), diff(301, 1, {}, 'Removed')]);
    const data = queryClient.getQueryData<LatestScores>(latestScoresQueryKey('current'));
    expect(data?.get(scoreKey(302, 2))?.score.points).toBe(5);
    expect(data?.has(scoreKey(301, 1))).toBe(false);
    expect(scores.getSnapshot().lastUpdate).toBe(5_000);
  });

  it('marks the score history stale so the progress chart follows', () => {
    queryClient.setQueryData(scoreHistoryQueryKey('current'), []);
    const scores = live();
    scores.follow({ eventId: 7, key: 'current', token: null });
    (FakeSocket.instances[0] as FakeSocket).send([diff(302, 2, { points: 5 })]);
    expect(queryClient.getQueryState(scoreHistoryQueryKey('current'))?.isInvalidated).toBe(true);
  });

  it('keeps one socket per event: switching events closes the old one with 1000 eventChange', () => {
    const scores = live();
    scores.follow({ eventId: 7, key: 'current', token: 't' });
    scores.follow({ eventId: 7, key: 'current', token: 't' });
    expect(FakeSocket.instances).toHaveLength(1);
    scores.follow({ eventId: 8, key: 'current', token: 't' });
    const [old, next] = FakeSocket.instances as [FakeSocket, FakeSocket];
    expect(old.closedWith).toEqual({ code: 1000, reason: 'eventChange' });
    expect(next.url).toBe('ws://site.test/api/events/8/scores/ws?token=t');
    // A late message on the old socket no longer touches the cache.
    old.send([diff(999, 1, { points: 1 })]);
    expect(queryClient.getQueryData<LatestScores>(latestScoresQueryKey('current'))?.has(scoreKey(999, 1))).toBe(false);
  });

  it('stops without reconnecting when the page is left', () => {
    vi.useFakeTimers();
    const scores = live();
    scores.follow({ eventId: 7, key: 'current', token: null });
    const socket = FakeSocket.instances[0] as FakeSocket;
    scores.stop();
    expect(socket.closedWith?.code).toBe(1000);
    socket.drop(1000, 'leave');
    vi.advanceTimersByTime(60_000);
    expect(FakeSocket.instances).toHaveLength(1);
    expect(scores.getSnapshot().status).toBe('closed');
  });

  it('does not reload scores that were loaded after the connection started', () => {
    const scores = live(() => 0);
    scores.follow({ eventId: 7, key: 'current', token: null });
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    (FakeSocket.instances[0] as FakeSocket).open();
    expect(spy).not.toHaveBeenCalled();
  });

  it('reloads the scores after reconnecting, since diffs sent while away are lost', () => {
    // The cached scores were loaded before this connection started.
    const scores = live(() => Date.now() + 60_000);
    scores.follow({ eventId: 7, key: 'current', token: null });
    const spy = vi.spyOn(queryClient, 'invalidateQueries');
    (FakeSocket.instances[0] as FakeSocket).open();
    expect(spy).toHaveBeenCalledWith({ queryKey: latestScoresQueryKey('current'), exact: true });
  });
});
