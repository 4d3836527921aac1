import type { UpdateSelfBody } from '@app/shared';
import { callEndpoint, isApiError } from '~/lib/api';
import { useEndpointMutation } from '~/lib/endpoint-mutation';
import { SELF_QUERY_KEY } from '~/lib/query-keys';

/** Changes the display name; answers with the updated user. */
export function useUpdateDisplayName() {
  return useEndpointMutation(
    (body: UpdateSelfBody) => callEndpoint('updateSelf', { body }),
    // The answer is the user: the menu and this page show the new name at once, without asking again.
    (queryClient, user) => queryClient.setQueryData(SELF_QUERY_KEY, user),
  );
}

/**
 * The server's complaint about the display name, phrased for the form: a validation failure names the field
 * in `details` (e.g. `{path: 'body.display_name', message: 'must be at most 40 characters'}`).
 */
export function displayNameErrorText(error: unknown): string {
  if (isApiError(error, 400, 'validation_failed') && Array.isArray(error.body?.details)) {
    for (const issue of error.body.details as unknown[]) {
      if (typeof issue !== 'object' || issue === null) continue;
      const { path, message } = issue as { path?: unknown; message?: unknown };
      if (path === 'body.display_name' && typeof message === 'string') return `Display name ${message}`;
    }
  }
  return error instanceof Error && error.message ? error.message : 'An error occurred';
}
