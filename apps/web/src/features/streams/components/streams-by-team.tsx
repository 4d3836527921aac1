import type { EventUsers, Stream, Team } from '@app/shared';
import { EmptyState } from '~/components/ui/query-state';
import { TeamName } from '~/components/ui/team-name';
import { StreamCard } from './stream-card';

export type TeamStreams = { team: Team | null; streams: Stream[] };

/**
 * docs/domain.md §2 streams page order: the viewer's team first, then teams by id; each team's streams by viewer count.
 * Streams of players in no team come last. Never sorts its inputs in place.
 */
export function groupStreams(
  streams: readonly Stream[],
  teams: readonly Team[],
  users: EventUsers,
  ownTeamId: number | null,
): TeamStreams[] {
  const teamOfUser = new Map<number, number>();
  for (const [teamId, members] of Object.entries(users))
    for (const member of members) teamOfUser.set(member.id, Number(teamId));
  const byViewers = (list: Stream[]) => [...list].sort((a, b) => b.viewer_count - a.viewer_count);
  const ordered = [...teams].sort((a, b) => (a.id === ownTeamId ? -1 : b.id === ownTeamId ? 1 : a.id - b.id));
  const groups: TeamStreams[] = ordered.map((team) => ({
    team,
    streams: byViewers(streams.filter((stream) => teamOfUser.get(stream.backend_user_id) === team.id)),
  }));
  const known = new Set(teams.map((team) => team.id));
  const others = streams.filter((stream) => !known.has(teamOfUser.get(stream.backend_user_id) ?? -1));
  if (others.length > 0) groups.push({ team: null, streams: byViewers(others) });
  return groups;
}

/** The streams of each team under its name, or a clear line when nobody of the team is live. */
export function StreamsByTeam({ groups, ownTeamId }: { groups: readonly TeamStreams[]; ownTeamId: number | null }) {
  if (groups.length === 0)
    return <EmptyState title="No teams yet">Streams show up here once the teams are set.</EmptyState>;
  return (
    <div className="flex flex-col gap-8">
      {groups.map(({ team, streams }) => {
        const own = team !== null && team.id === ownTeamId;
        const headingId = `streams-team-${team?.id ?? 'none'}`;
        return (
          <section key={team?.id ?? 'none'} aria-labelledby={headingId} className="flex flex-col gap-3">
            <h2 id={headingId} className="flex items-center gap-2 border-b border-base-300 pb-1 text-xl">
              {team ? <TeamName team={team} /> : <span className="font-semibold">Other participants</span>}
              {own && <span className="badge badge-primary badge-sm">Your team</span>}
            </h2>
            {streams.length === 0 ? (
              <p className="text-base-content/80">Nobody from {team?.name ?? 'this group'} is live right now.</p>
            ) : (
              <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
                {streams.map((stream) => (
                  <li key={stream.id}>
                    <StreamCard stream={stream} team={team} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </div>
  );
}
