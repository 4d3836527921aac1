import type { Objective, Team } from '@app/shared';
import type { ReactNode } from 'react';
import type { Scoreboard } from '~/lib/scoreboard/scoreboard';

/** What every presentation of a category is drawn from: the scores, the category and the teams shown. */
export type CategoryViewProps = { board: Scoreboard; category: Objective; teams: readonly Team[] };

/** A presentation that leaves its sub-categories to be drawn by their own presentations. */
export type NestingViewProps = CategoryViewProps & { renderCategory: (category: Objective) => ReactNode };
