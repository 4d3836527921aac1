import { BINGO_LINE_LENGTH, boardSide, isBoardMethod, requiredLines, scoringRules } from '@app/scoring';
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
import { completeLines, type BoardLine } from '~/lib/scoreboard/bingo-board';
import { isMasked } from '~/lib/scoreboard/objective-state';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import type { NestingViewProps } from './category-view-props';

function Cell({
  board,
  objective,
  teamId,
  inLine = false,
}: {
  board: Scoreboard;
  objective: Objective;
  teamId: number;
  /** The cell is part of a complete line of a bingo board. */
  inLine?: boolean;
}) {
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
      } ${inLine ? 'outline-2 outline-offset-1 outline-success' : ''}`}
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
          {inLine && ', in a line'}
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
 * picked with the team tiles or a select). Finished cells are marked in words and colour. On a bingo board
 * (BINGO_LINES, BINGO_LINES_RANKED) every objective is a cell, row by row, and the complete lines are outlined and
 * named; in a bingo category (BINGO_3) only a team's first three finished objectives score.
 */
export function BingoGridView({ board, category, teams, top, renderCategory }: NestingViewProps & { top: boolean }) {
  const { ownTeamId } = useEventView();
  const [teamId, setTeamId] = useState<number | null>(ownTeamId ?? teams[0]?.id ?? null);
  const rule = scoringRules(category)[0];
  const lined = isBoardMethod(rule?.scoring_method);
  const cells = lined ? category.children : category.children.filter((child) => child.objective_type !== 'CATEGORY');
  // Sub-categories are drawn below the board (on a bingo board they are cells too, so their objectives show there).
  const groups = category.children.filter((child) => child.objective_type === 'CATEGORY');
  const team = teams.find((candidate) => candidate.id === teamId) ?? teams[0];
  const side = boardSide(cells.length);
  const finished = team ? cells.map((cell) => board.score(cell.id, team.id).finished) : [];
  const done = finished.filter(Boolean).length;
  const lines = lined ? completeLines(finished) : [];
  const inLine = new Set(lines.flatMap((line) => line.cells));
  const columns = lined ? side : Math.min(side, 5);
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
            {rule?.scoring_method === 'BINGO_3' &&
              ` — only the first ${BINGO_LINE_LENGTH} finished score, and the first teams to ${BINGO_LINE_LENGTH} get a bonus`}
            {lined && rule && <LinesSummary lines={lines} needed={requiredLines(rule, cells.length)} />}.
          </p>
          <ul
            className="grid gap-1 desktop:gap-2"
            style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}
          >
            {cells.map((cell, index) => (
              <Cell key={cell.id} board={board} objective={cell} teamId={team.id} inLine={inLine.has(index)} />
            ))}
            {lined &&
              Array.from({ length: side * side - cells.length }, (_, index) => (
                <li
                  key={`missing-${index}`}
                  className="min-h-24 rounded-box border-2 border-dashed border-base-300 p-2 text-sm text-base-content/80"
                >
                  No objective: lines through here never complete
                </li>
              ))}
          </ul>
        </section>
      )}
      {groups.map((group) => renderCategory(group))}
    </div>
  );
}

/** "— 2 lines complete (Row 1, Column 3), 1 needed" after the board's count of finished cells. */
function LinesSummary({ lines, needed }: { lines: readonly BoardLine[]; needed: number }) {
  const count = `${lines.length} ${lines.length === 1 ? 'line' : 'lines'} complete`;
  const names = lines.length > 0 ? ` (${lines.map((line) => line.name).join(', ')})` : '';
  return (
    <>
      {' '}
      — {count}
      {names}, {needed} needed
    </>
  );
}
