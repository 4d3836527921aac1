import { ErrorState, QueryRegion } from '~/components/ui/query-state';
import { useEventView } from '~/lib/event-view';
import { useHeadFirstLadder } from '../api/get-ladder';
import { useVisibleTeams } from '~/lib/scoreboard/use-scoreboard';
import { CharacterLadder } from './character-ladder';
import { PersonalObjectiveProgress } from './personal-objective-progress';
import { TeamScoreTable } from './team-score-table';
import { WithScoreboard } from '~/components/scores/with-scoreboard';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';
import type { LadderScope } from '../scores-search';

function TeamSections({ board }: { board: Scoreboard }) {
  const teams = useVisibleTeams(board);
  return (
    <>
      <TeamScoreTable board={board} teams={teams} />
      {board.personal.map((category) => (
        <PersonalObjectiveProgress key={category.id} board={board} category={category} teams={teams} />
      ))}
    </>
  );
}

type ScopeProps = { scope: LadderScope; onScopeChange: (scope: LadderScope) => void };

function LadderSection(props: ScopeProps) {
  const { key, usersFailed } = useEventView();
  const { query: ladder, complete } = useHeadFirstLadder(key);
  if (usersFailed) {
    return <ErrorState title="Error loading ladder data." error={ladder.error} onRetry={() => void ladder.refetch()} />;
  }
  return (
    <QueryRegion query={ladder} loadingLabel="Loading ladder..." errorTitle="Error loading ladder data.">
      {(entries) => <CharacterLadder entries={entries} complete={complete} {...props} />}
    </QueryRegion>
  );
}

/**
 * docs/domain.md §2 /scores/ladder: team scores, personal objective progress per team and the character ladder (the event's
 * players unless the whole league is asked for).
 */
export function LadderTab(props: ScopeProps) {
  return (
    <div className="flex flex-col gap-8">
      <WithScoreboard>{(board) => <TeamSections board={board} />}</WithScoreboard>
      <LadderSection {...props} />
    </div>
  );
}
