import type { GuildStashTab, Team } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { ColorDot } from '~/components/ui/color-dot';
import { ActionError, StatusLine } from '~/components/ui/outcome';
import { combineQueries, EmptyState, QueryRegion } from '~/components/ui/query-state';
import { ScrollArea } from '~/components/ui/scroll-area';
import { TableHead } from '~/components/ui/table-head';
import { formatDateTime } from '~/lib/format';
import { useEventTeams } from '~/lib/event-reads';
import { useGuildStashTabs } from '../api/get-guild-stash-tabs';
import { useToggleFetch } from '../api/toggle-guild-stash-fetch';
import { useFetchNow } from '../api/update-guild-stash';
import { tabRows, tabsByTeam, tabTypeName, teamNamer } from '../guild';
import { WithCurrentEvent } from './with-current-event';

/** Who may change what: leads (of their own team's tabs, which are all they get) and admins. */
type Viewer = { canManage: boolean };

/** The team's guild tabs by index, with last fetch and a fetch toggle, refreshed every minute. */
export function StashList({ viewer }: { viewer: Viewer }) {
  return (
    <WithCurrentEvent belongs="Guild stash tabs belong to the current event.">
      {(event) => <Tabs eventId={event.id} viewer={viewer} />}
    </WithCurrentEvent>
  );
}

function Tabs({ eventId, viewer }: { eventId: number; viewer: Viewer }) {
  const tabs = useGuildStashTabs(eventId);
  const teams = useEventTeams(eventId);
  return (
    <QueryRegion
      query={combineQueries([tabs, teams])}
      loadingLabel="Loading stash tabs..."
      errorTitle="The stash tabs could not be loaded."
      isEmpty={([tabList]) => tabList.length === 0}
      empty={
        <EmptyState title="No guild stash tabs found yet">
          They appear once a team member who can read the guild stash has signed in with the game.
        </EmptyState>
      }
    >
      {([tabList, teamList]) => <TabTables eventId={eventId} tabs={tabList} teams={teamList} viewer={viewer} />}
    </QueryRegion>
  );
}

type TabTablesProps = { eventId: number; tabs: GuildStashTab[]; teams: readonly Team[]; viewer: Viewer };

/** The tabs grouped by team, each group a table. */
function TabTables({ eventId, tabs, teams, viewer }: TabTablesProps) {
  const toggle = useToggleFetch(eventId);
  const fetchNow = useFetchNow(eventId);
  const [outcome, setOutcome] = useState('');
  const teamName = teamNamer(teams);
  const busy = (tab: GuildStashTab) =>
    (toggle.isPending && toggle.variables.id === tab.id) || (fetchNow.isPending && fetchNow.variables.id === tab.id);

  return (
    <div className="flex flex-col gap-4">
      <StatusLine>{outcome}</StatusLine>
      {(toggle.isError || fetchNow.isError) && (
        <ActionError lead="That did not work" error={toggle.error ?? fetchNow.error} />
      )}
      {tabsByTeam(tabs).map((group) => {
        const name = group.teamId === null ? 'No team' : teamName(group.teamId);
        const headingId = `stash-team-${group.teamId ?? 'none'}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h2 id={headingId} className="text-xl font-semibold">
              {name}
            </h2>
            <ScrollArea label={`Stash tabs of ${name}`}>
              <table className="table table-sm" aria-labelledby={headingId}>
                <TableHead columns={['Tab', 'Type', 'Last fetch', 'Fetch', { label: 'Actions', hidden: true }]} />
                <tbody>
                  {tabRows(group.tabs).map(({ tab, depth }) => (
                    <tr key={tab.id}>
                      <th scope="row" className="font-medium">
                        <span className="flex items-center gap-2" style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
                          {tab.color && <ColorDot color={`#${tab.color}`} small />}
                          {/* Folders too: their page lists their tabs. */}
                          <Link to="/admin/guild/stashes/$stashId" params={{ stashId: tab.id }} className="link">
                            {tab.name}
                          </Link>
                        </span>
                      </th>
                      <td>{tabTypeName(tab.type)}</td>
                      <td>{formatDateTime(tab.last_fetch) || 'Never'}</td>
                      <td>
                        <input
                          type="checkbox"
                          className="toggle toggle-sm"
                          aria-label={`Fetch ${tab.name}`}
                          // Shows the new state while the server is asked, then whatever the refetched list says.
                          checked={
                            toggle.isPending && toggle.variables.id === tab.id ? !tab.fetch_enabled : tab.fetch_enabled
                          }
                          disabled={!viewer.canManage || busy(tab)}
                          onChange={() => {
                            setOutcome('');
                            toggle.mutate(tab, {
                              onSuccess: (saved) =>
                                setOutcome(
                                  saved.fetch_enabled
                                    ? `${saved.name} is fetched from now on.`
                                    : `${saved.name} is no longer fetched.`,
                                ),
                            });
                          }}
                        />
                      </td>
                      <td>
                        {tab.type !== 'Folder' && (
                          <button
                            type="button"
                            className="btn btn-xs"
                            disabled={!viewer.canManage || !tab.fetch_enabled || busy(tab)}
                            onClick={() => {
                              setOutcome('');
                              fetchNow.mutate(tab, { onSuccess: () => setOutcome(`${tab.name} is being fetched.`) });
                            }}
                          >
                            Fetch now<span className="sr-only"> {tab.name}</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollArea>
          </section>
        );
      })}
    </div>
  );
}
