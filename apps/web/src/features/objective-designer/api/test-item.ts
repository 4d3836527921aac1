import { callEndpoint } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';

/** Which item objectives one game item matches; nothing is stored. */
export function useTestItem(eventId: number) {
  return useEndpointMutation((item: Record<string, unknown>) =>
    callEndpoint('testItem', { params: { event_id: eventId }, body: item }),
  );
}
