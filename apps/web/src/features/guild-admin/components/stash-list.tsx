import type { GuildStashTab } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState, ErrorState, LoadingState } from '~/components/ui/query-state';
import { formatDateTime } from '~/lib/format';
import { useCurrentEvent, useEventTeams } from '~/lib/event-reads';
import { useGuildStashTabs } from '../api/get-guild-stash-tabs';
import { useToggleFetch } from '../api/toggle-guild-stash-fetch';
import { useFetchNow } from '../api/update-guild-stash';
import { tabRows, tabsByTeam, tabTypeName } from '../guild';

/** Who may change what: leads (of their own team's tabs, which are all they get) and admins. */
type Viewer = { canManage: boolean };

/** Spec §7 Guild stash: the team's guild tabs by index, with last fetch and a fetch toggle, refreshed every minute. */
export function StashList({ viewer }: { viewer: Viewer }) {
  const event = useCurrentEvent();
  if (event.isPending) return <LoadingState label="Loading the event..." />;
  if (event.isError) {
    return (
      <ErrorState title="The event could not be loaded." error={event.error} onRetry={() => void event.refetch()} />
    );
  }
  if (!event.data)
    return <EmptyState title="No event is running">Guild stash tabs belong to the current event.</EmptyState>;
  return <Tabs eventId={event.data.id} viewer={viewer} />;
}

function Tabs({ eventId, viewer }: { eventId: number; viewer: Viewer }) {
  const tabs = useGuildStashTabs(eventId);
  const teams = useEventTeams(eventId);
  const toggle = useToggleFetch(eventId);
  const fetchNow = useFetchNow(eventId);
  const [outcome, setOutcome] = useState('');

  if (tabs.isPending || teams.isPending) return <LoadingState label="Loading stash tabs..." />;
  if (tabs.isError || teams.isError) {
    return (
      <ErrorState
        title="The stash tabs could not be loaded."
        error={tabs.error ?? teams.error}
        onRetry={() => {
          void tabs.refetch();
          void teams.refetch();
        }}
      />
    );
  }
  if (tabs.data.length === 0) {
    return (
      <EmptyState title="No guild stash tabs found yet">
        They appear once a team member who can read the guild stash has signed in with the game.
      </EmptyState>
    );
  }
  const teamName = new Map(teams.data.map((team) => [team.id, team.name]));
  const busy = (tab: GuildStashTab) =>
    (toggle.isPending && toggle.variables.id === tab.id) || (fetchNow.isPending && fetchNow.variables.id === tab.id);

  return (
    <div className="flex flex-col gap-4">
      <div role="status" className="min-h-6 font-medium">
        {outcome}
      </div>
      {(toggle.isError || fetchNow.isError) && (
        <div role="alert" className="alert alert-error text-sm">
          <span>That did not work: {(toggle.error ?? fetchNow.error)?.message || 'An error occurred'}</span>
        </div>
      )}
      {tabsByTeam(tabs.data).map((group) => {
        const name = group.teamId === null ? 'No team' : (teamName.get(group.teamId) ?? `Team ${group.teamId}`);
        const headingId = `stash-team-${group.teamId ?? 'none'}`;
        return (
          <section key={headingId} aria-labelledby={headingId} className="flex flex-col gap-2">
            <h2 id={headingId} className="text-xl font-semibold">
              {name}
            </h2>
            <div className="overflow-x-auto" role="region" aria-label={`Stash tabs of ${name}`} tabIndex={0}>
              <table className="table table-sm" aria-labelledby={headingId}>
                <thead>
                  <tr>
                    <th scope="col">Tab</th>
                    <th scope="col">Type</th>
                    <th scope="col">Last fetch</th>
                    <th scope="col">Fetch</th>
                    <th scope="col">
                      <span className="sr-only">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {tabRows(group.tabs).map(({ tab, depth }) => (
                    <tr key={tab.id}>
                      <th scope="row" className="font-medium">
                        <span className="flex items-center gap-2" style={{ paddingInlineStart: `${depth * 1.5}rem` }}>
                          {tab.color && (
                            <span
                              aria-hidden="true"
                              className="inline-block size-3 shrink-0 rounded-full border border-base-content/30"
                              style={{ backgroundColor: `#${tab.color}` }}
                            />
                          )}
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
            </div>
          </section>
        );
      })}
    </div>
  );
}
