import { BINGO_LINE_LENGTH } from '@app/scoring';
import type { Objective } from '@app/shared';
import { useState } from 'react';
import { useObjectiveActions } from '~/components/scores/objective-actions';
import { ObjectiveWindow } from '~/components/scores/objective-window';
import { Points } from '~/components/scores/points';
import { TeamScoreTiles } from '~/components/scores/team-score-tiles';
import { InfoTip } from '~/components/ui/info-tip';
import { NamedOptions } from '~/components/ui/select-options';
import { SmallSelect } from '~/components/ui/small-field';
import { userName, useEventView } from '~/lib/event-view';
import { isMasked } from '~/lib/scoreboard/objective-state';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import type { NestingViewProps } from './category-view-props';

function Cell({ board, objective, teamId }: { board: Scoreboard; objective: Objective; teamId: number }) {
  const view = useEventView();
  const { submitControl, submissionStatus } = useObjectiveActions();
  const score = board.score(objective.id, teamId);
  const finishedBy = board.teamIds.filter((id) => board.score(objective.id, id).finished).length;
  const masked = isMasked(objective);
  return (
    <li
      data-objective-id={objective.id}
      className={`flex min-h-24 min-w-0 flex-col gap-1 rounded-box border-2 p-2 text-sm ${
        score.finished ? 'border-success bg-success/15' : 'border-base-300 bg-base-200'
      }`}
    >
      <span className="flex items-start justify-between gap-1">
        <span className="min-w-0 font-semibold break-words">{masked ? 'Revealed when it opens' : objective.name}</span>
        {objective.extra && (
          <InfoTip tip={`Note: ${objective.extra}`} className="px-1 text-error-text">
            <span aria-hidden="true">*</span>
          </InfoTip>
        )}
      </span>
      {score.finished ? (
        <span className="font-semibold text-success">
          ✓ Done{score.user_id !== null ? ` by ${userName(view, score.user_id)}` : ''}
        </span>
      ) : (
        <span className="text-base-content/80">Not done</span>
      )}
      {!masked && (
        <span className="flex flex-wrap items-center gap-1">
          <Points board={board} objective={objective} teamId={teamId} /> pts
          {submissionStatus(objective, teamId)}
          {submitControl(objective)}
        </span>
      )}
      <span className="text-xs text-base-content/80">
        {finishedBy} {finishedBy === 1 ? 'team' : 'teams'} done
      </span>
      <ObjectiveWindow objective={objective} />
    </li>
  );
}

/**
 * A bingo-style board: the category's objectives as a square grid, drawn for one team (the viewer's by default,
 * picked with the team tiles or a select). Finished cells are marked in words and colour; in a bingo category only
 * a team's first three finished objectives score, and the board says how far the team is.
 */
export function BingoGridView({ board, category, teams, top, renderCategory }: NestingViewProps & { top: boolean }) {
  const { ownTeamId } = useEventView();
  const [teamId, setTeamId] = useState<number | null>(ownTeamId ?? teams[0]?.id ?? null);
  const cells = category.children.filter((child) => child.objective_type !== 'CATEGORY');
  const groups = category.children.filter((child) => child.objective_type === 'CATEGORY');
  const team = teams.find((candidate) => candidate.id === teamId) ?? teams[0];
  const side = Math.max(1, Math.ceil(Math.sqrt(cells.length)));
  const bingo = category.scoring_preset?.scoring_method === 'BINGO_3';
  const done = team ? cells.filter((cell) => board.score(cell.id, team.id).finished).length : 0;
  return (
    <div className="flex flex-col gap-6">
      {top ? (
        <TeamScoreTiles
          board={board}
          category={category}
          teams={teams}
          selectedTeamId={team?.id ?? null}
          onSelect={setTeamId}
        />
      ) : (
        <SmallSelect label="Board of team" fit value={team?.id ?? ''} onChange={(id) => setTeamId(Number(id))}>
          <NamedOptions items={teams} />
        </SmallSelect>
      )}
      {team && cells.length > 0 && (
        <section aria-label={`${category.name}: board of ${team.name}`} className="flex flex-col gap-2">
          <p className="text-sm">
            <strong>{team.name}</strong>: {done} of {cells.length} done
            {bingo &&
              ` — only the first ${BINGO_LINE_LENGTH} finished score, and the first teams to ${BINGO_LINE_LENGTH} get a bonus`}
            .
          </p>
          <ul
            className="grid gap-1 desktop:gap-2"
            style={{ gridTemplateColumns: `repeat(${Math.min(side, 5)}, minmax(0, 1fr))` }}
          >
            {cells.map((cell) => (
              <Cell key={cell.id} board={board} objective={cell} teamId={team.id} />
            ))}
          </ul>
        </section>
      )}
      {groups.map((group) => renderCategory(group))}
    </div>
  );
}
