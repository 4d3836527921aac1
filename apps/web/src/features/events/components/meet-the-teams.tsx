import type { Team } from '@app/shared';
import { StarIcon } from '~/components/ui/icons';
import type { Theme } from '~/lib/preferences';
import { readableTextColor, THEME_SURFACES } from '~/lib/theme-colors';

type MeetTheTeamsProps = {
  teams: Team[];
  /** The viewer's team, highlighted and labelled. */
  ownTeamId: number | null;
  theme: Theme;
};

/** "Meet the Teams": each team's name in its colour, its tag and the classes it may play. */
export function MeetTheTeams({ teams, ownTeamId, theme }: MeetTheTeamsProps) {
  return (
    <section aria-labelledby="meet-the-teams" className="flex flex-col gap-4">
      <div>
        <h2 id="meet-the-teams" className="text-2xl font-bold">
          Meet the Teams
        </h2>
        <p className="text-base-content/80">A team may be limited to some classes and ascendancies.</p>
      </div>
      {teams.length === 0 ? (
        <p>The teams have not been announced yet.</p>
      ) : (
        <ul className="grid gap-4 desktop:grid-cols-2 xl:grid-cols-4">
          {teams.map((team) => (
            <TeamCard key={team.id} team={team} own={team.id === ownTeamId} theme={theme} />
          ))}
        </ul>
      )}
    </section>
  );
}

function TeamCard({ team, own, theme }: { team: Team; own: boolean; theme: Theme }) {
  const surface = own ? THEME_SURFACES[theme].highlight : THEME_SURFACES[theme].card;
  return (
    <li
      className={`card border-t-4 ${own ? 'bg-highlight text-highlight-content' : 'bg-base-200'}`}
      style={{ borderTopColor: team.color }}
    >
      <div className="card-body gap-3">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`team-${team.id}`} className="card-title" style={{ color: readableTextColor(team.color, surface) }}>
            {team.name}
          </h3>
          {team.abbreviation && (
            <span className="badge badge-outline font-mono">
              <span className="sr-only">Tag: </span>
              {team.abbreviation}
            </span>
          )}
          {own && (
            <span className="badge badge-primary gap-1">
              <StarIcon className="size-3" /> Your team
            </span>
          )}
        </div>
        <p className="text-sm">Allowed classes</p>
        {/* An empty list restricts nothing: the team editor saves it for "Allow any class". */}
        {team.allowed_classes.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={`Classes ${team.name} may play`}>
            {team.allowed_classes.map((name) => (
              <li key={name} className="badge badge-neutral">
                {name}
              </li>
            ))}
          </ul>
        ) : (
          <p className="font-semibold">Any class</p>
        )}
      </div>
    </li>
  );
}
