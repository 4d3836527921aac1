import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { demoEvent } from '~/testing';
import { connectCurrentEvent, isCurrentEventData } from './event-sync';
import { CURRENT_EVENT_QUERY_KEY } from './query-keys';

describe('connectCurrentEvent', () => {
  it("drops the old event's data cached under 'current' when another event becomes current", async () => {
    const queryClient = new QueryClient();
    const scoresKey = ['events', 'current', 'scores', 'latest'];
    let answer = demoEvent({ id: 7 });
    const disconnect = connectCurrentEvent(queryClient);
    await queryClient.fetchQuery({ queryKey: CURRENT_EVENT_QUERY_KEY, queryFn: () => answer });
    queryClient.setQueryData(scoresKey, 'event 7 scores');
    queryClient.setQueryData(['events', 7, 'objectives'], 'kept');

    await queryClient.fetchQuery({ queryKey: CURRENT_EVENT_QUERY_KEY, queryFn: () => answer, staleTime: 0 });
    expect(queryClient.getQueryData(scoresKey)).toBe('event 7 scores');

    answer = demoEvent({ id: 8 });
    await queryClient.fetchQuery({ queryKey: CURRENT_EVENT_QUERY_KEY, queryFn: () => answer, staleTime: 0 });
    expect(queryClient.getQueryData(scoresKey)).toBeUndefined();
    expect(queryClient.getQueryData(['events', 7, 'objectives'])).toBe('kept');
    expect(queryClient.getQueryData(CURRENT_EVENT_QUERY_KEY)).toMatchObject({ id: 8 });
    disconnect();
  });

  it("recognises data under the 'current' alias", () => {
    expect(isCurrentEventData(['events', 'current', 'ladder'])).toBe(true);
    expect(isCurrentEventData(['events', 'current'])).toBe(false);
    expect(isCurrentEventData(['events', 7, 'ladder'])).toBe(false);
  });
});
