import { createFileRoute, redirect } from '@tanstack/react-router';
import { sortCharactersNewestFirst, userCharactersQueryOptions } from '~/features/profile/api/get-user-characters';

/** docs/domain.md §2: without a chosen character the profile goes to the newest event's character. */
export const Route = createFileRoute('/profile/$userId/')({
  loader: async ({ context, params }) => {
    // A failed load is shown by the profile layout (with a retry), not as a broken page.
    const characters = await context.queryClient
      .ensureQueryData(userCharactersQueryOptions(params.userId))
      .catch(() => null);
    const newest = characters ? sortCharactersNewestFirst(characters)[0] : undefined;
    if (newest) {
      redirect({
        to: '/profile/$userId/$eventId/$characterId',
        params: { userId: params.userId, eventId: newest.event_id, characterId: newest.id },
        replace: true,
        throw: true,
      });
    }
  },
});
