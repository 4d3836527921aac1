import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '~/lib/api';

/** Which item objectives one game item matches; nothing is stored. */
export function testItem(eventId: number, item: Record<string, unknown>) {
  return callEndpoint('testItem', { params: { event_id: eventId }, body: item });
}

export function useTestItem(eventId: number) {
  return useMutation({ mutationFn: (item: Record<string, unknown>) => testItem(eventId, item) });
}
