import { createFileRoute, redirect } from '@tanstack/react-router';
import { objectivesQueryOptions } from '~/lib/scoreboard/get-objectives';
import { requirePermissions } from '~/lib/guards';
import { numericIdParams } from '~/lib/route-id';

/** The event list links here without knowing the tree; the editor always works on a category, so open the root. */
export const Route = createFileRoute('/admin/events/$eventId/categories/')({
  beforeLoad: requirePermissions(['admin', 'objective_designer']),
  params: numericIdParams('eventId'),
  loader: async ({ context, params }) => {
    const root = await context.queryClient.ensureQueryData(objectivesQueryOptions(params.eventId));
    redirect({
      to: '/admin/events/$eventId/categories/$categoryId',
      params: { eventId: params.eventId, categoryId: root.id },
      replace: true,
      throw: true,
    });
  },
});
