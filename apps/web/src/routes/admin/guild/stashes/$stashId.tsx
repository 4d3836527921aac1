import { createFileRoute, notFound } from '@tanstack/react-router';
import { Page } from '~/components/layout/page';
import { requireAdminOrTeamLead } from '~/features/events/api/get-event-status';
import { StashTab } from '~/features/guild-admin/components/stash-tab';
import { parseStashSearch } from '~/features/guild-admin/stash-search';

export const Route = createFileRoute('/admin/guild/stashes/$stashId')({
  // The same door as the tab list: team leads (the server only shows them their team's tabs) and admins.
  beforeLoad: requireAdminOrTeamLead,
  params: {
    // Tab ids are the game's hexadecimal ids; anything else cannot be a tab.
    parse: ({ stashId }) => {
      if (!/^[0-9a-f]{1,64}$/i.test(stashId)) notFound({ throw: true });
      return { stashId };
    },
  },
  validateSearch: parseStashSearch,
  component: StashTabRoute,
});

function StashTabRoute() {
  const { stashId } = Route.useParams();
  const { highlightScoring } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    // The tab brings its own heading: the tab's name.
    <Page title="Guild stash tab" heading={null} back={{ href: '/admin/guild/stashes', label: 'Guild stash tabs' }}>
      <StashTab
        stashId={stashId}
        highlightScoring={highlightScoring === true}
        onHighlightChange={(highlight) =>
          void navigate({ search: highlight ? { highlightScoring: true } : {}, replace: true })
        }
      />
    </Page>
  );
}
