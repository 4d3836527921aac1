import type { UpsertSubmissionBody } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { type EventKey, eventSubmissionsQueryKey } from '~/lib/query-keys';

/**
 * Submits a completion for the caller's team (201), or changes the caller's
 * submission in review (200). Refused with 400 naming the field, 403 outside a team, 409 once reviewed.
 * docs/domain.md §4: submitting refreshes the event's submission list, so the card's status icon changes at once.
 */
export function usePutSubmission(eventId: EventKey) {
  return useEndpointMutation(
    (body: UpsertSubmissionBody) => callEndpoint('putSubmission', { params: { event_id: eventId }, body }),
    invalidate(eventSubmissionsQueryKey(eventId)),
  );
}
