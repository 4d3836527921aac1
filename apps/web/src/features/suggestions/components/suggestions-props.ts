import type { TeamSuggestion } from '@app/shared';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';

/** What a view of one team's suggestions draws: the scoreboard, the team, and what its leads picked and wrote. */
export type SuggestionsProps = { board: Scoreboard; teamId: number; suggestions: readonly TeamSuggestion[] };
