import type { ItemTestResult } from '@app/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '~/lib/api';

/** POST /events/{event_id}/conditions/test — which item objectives one game item matches; nothing is stored. */
export function testItem(eventId: number, item: Record<string, unknown>) {
  return apiRequest<ItemTestResult>({
    operation: 'testItem',
    method: 'POST',
    path: '/events/{event_id}/conditions/test',
    params: { event_id: eventId },
    body: item,
  });
}

export function useTestItem(eventId: number) {
  return useMutation({ mutationFn: (item: Record<string, unknown>) => testItem(eventId, item) });
}
