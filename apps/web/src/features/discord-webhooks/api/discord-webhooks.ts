import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DiscordWebhookPurpose } from '@app/shared';
import { callEndpoint } from '~/lib/api';
import { invalidate, useEndpointMutation } from '~/lib/endpoint-mutation';
import { eventDiscordWebhooksQueryKey } from '~/lib/query-keys';

/** How often the delivery state is read again while the page is open: messages leave within seconds. */
const REFRESH_MS = 10_000;

export function discordWebhooksQueryOptions(eventId: number) {
  return queryOptions({
    queryKey: eventDiscordWebhooksQueryKey(eventId),
    queryFn: ({ signal }) => callEndpoint('getDiscordWebhooks', { params: { event_id: eventId }, signal }),
    refetchInterval: REFRESH_MS,
  });
}

export function useDiscordWebhooks(eventId: number) {
  return useQuery(discordWebhooksQueryOptions(eventId));
}

export function useSetDiscordWebhook(eventId: number) {
  return useEndpointMutation(
    ({ purpose, url }: { purpose: DiscordWebhookPurpose; url: string }) =>
      callEndpoint('setDiscordWebhook', { params: { event_id: eventId, purpose }, body: { url } }),
    invalidate(eventDiscordWebhooksQueryKey(eventId)),
  );
}

export function useDeleteDiscordWebhook(eventId: number) {
  return useEndpointMutation(
    (purpose: DiscordWebhookPurpose) =>
      callEndpoint('deleteDiscordWebhook', { params: { event_id: eventId, purpose } }),
    invalidate(eventDiscordWebhooksQueryKey(eventId)),
  );
}

export function useTestDiscordWebhook(eventId: number) {
  return useEndpointMutation(
    (purpose: DiscordWebhookPurpose) => callEndpoint('testDiscordWebhook', { params: { event_id: eventId, purpose } }),
    invalidate(eventDiscordWebhooksQueryKey(eventId)),
  );
}
