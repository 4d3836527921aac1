import type { DiffType, ScoreField } from '@app/shared';

/**
 * One piece of evidence (an `objective_matches` row): this team, maybe this player, reached `number` for this
 * objective at `timestamp`. Times are epoch milliseconds and always the evidence's own time.
 * The engine keeps a copy of each row's values, not the object.
 */
export type Evidence = {
  id: number;
  objective_id: number;
  team_id: number;
  user_id: number | null;
  number: number;
  /** Epoch ms. */
  timestamp: number;
  /** The stash tab the evidence was seen in (stash evidence only). */
  stash_id?: string | null;
  /** The stash snapshot the evidence came from (stash evidence only). */
  snapshot_id?: number | null;
};

/** The newest snapshot the worker has seen of a stash tab (used by EARLIEST_FRESH_ITEM). */
export type LatestSnapshot = { stash_id: string; snapshot_id: number };

export type TeamRef = { id: number };

/** One objective × team result. Rank 0 = unranked or unfinished. */
export type ScoreRow = {
  objective_id: number;
  team_id: number;
  points: number;
  rank: number;
  number: number;
  finished: boolean;
  /** Epoch ms of the evidence (or child finish) the result rests on; null when there is none. */
  timestamp: number | null;
  user_id: number | null;
};

/** A pushed change of one objective × team row; `Removed` carries the old row. */
export type ScoreRowDiff = {
  objective_id: number;
  team_id: number;
  diff_type: Exclude<DiffType, 'Unchanged'>;
  score: ScoreRow;
  field_diff?: ScoreField[];
};

/** What an aggregation (or a category's children) says about one team's progress on one objective. */
export type Progress = {
  number: number;
  finished: boolean;
  timestamp: number | null;
  user_id: number | null;
};
