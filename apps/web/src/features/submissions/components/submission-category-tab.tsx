import type { Objective, Submission, Team } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { TeamName } from '~/components/ui/team-name';
import { useEventView } from '~/lib/event-view';
import { useSubmissions } from '~/lib/event-reads';
import { isRanked, type Scoreboard } from '~/lib/scoreboard/scoreboard';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { CollectionTable } from '~/components/scores/collection-table';
import { ObjectiveTitle } from '~/components/scores/objective-title';
import { RankLabel } from '~/components/scores/rank-badge';
import { groupSubmissions, shownSubmission } from '../submission-rules';
import { StatusLegend, SubmissionStatus } from './submission-status';
import { SubmitBountyButton } from './submit-bounty-button';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { WithCategory } from '~/components/scores/with-scoreboard';

type SubmissionsByTeam = ReadonlyMap<string, Submission[]>;

function SubmissionCard({
  board,
  objective,
  teams,
  submissions,
}: {
  board: Scoreboard;
  objective: Objective;
  teams: readonly Team[];
  submissions: SubmissionsByTeam;
}) {
  const { ownTeamId } = useEventView();
  const ranked = isRanked(objective);
  const rows = [...teams].sort(
    (a, b) => board.score(objective.id, b.id).points - board.score(objective.id, a.id).points,
  );
  return (
    <li className="card min-w-0 bg-base-200">
      <div className="card-body gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <ObjectiveTitle objective={objective} />
          {ownTeamId !== null && <SubmitBountyButton objective={objective} />}
        </div>
        <div className="overflow-x-auto">
          <table className="table table-sm">
            <caption className="sr-only">{objective.name}: results by team</caption>
            <thead>
              <tr>
                <th scope="col">Points</th>
                <th scope="col">Team</th>
                {ranked && <th scope="col">Place</th>}
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((team) => {
                const score = board.score(objective.id, team.id);
                const own = team.id === ownTeamId;
                return (
                  <tr key={team.id} className={own ? 'bg-highlight text-highlight-content' : ''}>
                    <td className={`font-bold tabular-nums ${score.points > 0 ? 'text-success' : ''}`}>
                      {score.points}
                      {score.number > 1 && <span className="font-normal"> ({score.number})</span>}
                    </td>
                    <td>
                      <TeamName team={team} highlighted={own} />
                    </td>
                    {ranked && (
                      <td>
                        <RankLabel rank={score.rank} />
                      </td>
                    )}
                    <td>
                      <SubmissionStatus submission={shownSubmission(submissions, objective.id, team.id)} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </div>
    </li>
  );
}

function TrackedCard({ board, objective, teams }: { board: Scoreboard; objective: Objective; teams: readonly Team[] }) {
  return (
    <li className="card min-w-0 bg-base-200">
      <div className="card-body gap-2 p-4">
        <ObjectiveTitle objective={objective} />
        <p className="text-sm text-base-content/80">Tracked automatically</p>
        <CollectionTable board={board} objective={objective} teams={teams} />
      </div>
    </li>
  );
}

function SubmissionCategoryView({ board, category }: { board: Scoreboard; category: Objective }) {
  const { key, ownTeamId } = useEventView();
  const teams = useVisibleTeams(board);
  const submissions = useSubmissions(key);
  const byTeam = groupSubmissions(submissions.data ?? []);
  const objectives = category.children.filter((child) => child.name !== '');
  return (
    <div className="flex flex-col gap-6">
      <TeamScoreTiles board={board} category={category} teams={teams} />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <StatusLegend
          objectives={objectives}
          canSubmit={ownTeamId !== null && objectives.some((objective) => objective.objective_type === 'SUBMISSION')}
        />
        <Link to="/submissions" className="link">
          See all submissions
        </Link>
      </div>
      {submissions.isError && (
        <p role="alert" className="text-sm">
          The submission states could not be loaded; the icons show no submissions for now.
        </p>
      )}
      {objectives.length === 0 ? (
        <p>No {category.name.toLowerCase()} have been published yet.</p>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2 xl:grid-cols-3" aria-label={category.name}>
          {objectives.map((objective) =>
            objective.objective_type === 'SUBMISSION' ? (
              <SubmissionCard
                key={objective.id}
                board={board}
                objective={objective}
                teams={teams}
                submissions={byTeam}
              />
            ) : (
              <TrackedCard key={objective.id} board={board} objective={objective} teams={teams} />
            ),
          )}
        </ul>
      )}
    </div>
  );
}

/** Races and Bounties (spec §2): an overall team board, then a card per race or bounty with each team's result. */
export function SubmissionCategoryTab({ name }: { name: string }) {
  return (
    <WithCategory name={name}>
      {(board, category) => <SubmissionCategoryView board={board} category={category} />}
    </WithCategory>
  );
}
