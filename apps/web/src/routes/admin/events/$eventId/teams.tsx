import { createFileRoute, notFound } from '@tanstack/react-router';
import { NavLink } from '~/components/ui/nav-link';
import { useEvent } from '~/lib/event-reads';
import { TeamEditor } from '~/features/event-admin/components/team-editor';
import { requirePermissions } from '~/lib/guards';
import { useDocumentTitle } from '~/lib/use-document-title';

export const Route = createFileRoute('/admin/events/$eventId/teams')({
  beforeLoad: requirePermissions(['admin']),
  // docs/domain.md §2: route ids are numeric.
  params: {
    parse: ({ eventId }) => {
      if (!/^[1-9][0-9]{0,9}$/.test(eventId)) notFound({ throw: true });
      return { eventId: Number(eventId) };
    },
    stringify: ({ eventId }) => ({ eventId: String(eventId) }),
  },
  component: TeamsPage,
});

function TeamsPage() {
  const { eventId } = Route.useParams();
  const event = useEvent(eventId);
  const name = event.data?.name;
  useDocumentTitle(name ? `Teams of ${name}` : 'Teams');
  return (
    <div className="flex flex-col gap-6">
      <nav aria-label="Breadcrumb">
        <NavLink href="/admin/events" className={() => 'link'}>
          Events
        </NavLink>
      </nav>
      <h1 className="text-3xl font-bold break-words">{name ? `Teams of ${name}` : 'Teams'}</h1>
      <TeamEditor eventId={eventId} />
    </div>
  );
}
