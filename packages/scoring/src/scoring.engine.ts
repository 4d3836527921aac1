import type { Objective, ScoringPreset, TeamTotals } from '@app/shared';
import { aggregateEvidence, type AggregationContext } from './evidence.aggregation';
import { cellEvidence, cellIsEmpty, createEvidenceStore, storeInCell, type EvidenceStore } from './evidence.store';
import {
  InvalidScoringInputError,
  listObjectives,
  objectiveTime,
  scoringRules,
  usesOwnEvidence,
} from './objective.tree';
import { compareScoreKeys, diffScoreRow, isDefaultScore } from './score.diff';
import {
  boardProgress,
  categoryProgress,
  compareChildFinish,
  isBoardMethod,
  requiredChildren,
  requiredLines,
  scoreBingo,
  scoreProgress,
  UNRANKED,
  type BingoResult,
  type ChildFinish,
  type Outcome,
} from './scoring.methods';
import type { Evidence, LatestSnapshot, Progress, ScoreRow, ScoreRowDiff, TeamRef } from './scoring.types';

export type ScoringInput = {
  /** Epoch ms. Only DIFFERENCE_BETWEEN reads it. */
  now: number;
  teams: readonly TeamRef[];
  /** The event's objective tree with presets embedded as `scoring_preset` (see `attachScoringPresets`). */
  root: Objective;
  matches: readonly Evidence[];
  /**
   * Newest snapshot per stash tab. The engine also treats every snapshot an evidence row cites as existing, so a
   * stash's latest = the highest id from either source; the worker must pass this list because a newer snapshot
   * that matched nothing (the item is gone) leaves no evidence to learn it from.
   */
  latestSnapshots?: readonly LatestSnapshot[];
};

export type ScoringResult = {
  /** Every non-default row, sorted by objective id, then team id. */
  scores: ScoreRow[];
  /** Sum of points over the whole tree, for every team. */
  totals: TeamTotals;
};

export type ScoreUpdate = {
  now: number;
  /** New evidence; each row is passed to the engine once. */
  matches?: readonly Evidence[];
  latestSnapshots?: readonly LatestSnapshot[];
};

type EngineNode = {
  /** Position in `ScoringState.nodes` (post-order). */
  index: number;
  objective: Objective;
  parent: EngineNode | null;
  children: EngineNode[];
  depth: number;
  /** The objective's scoring rules (`scoringRules`); its points are the sum of theirs. */
  rules: readonly ScoringPreset[];
  ownEvidence: boolean;
  context: Omit<AggregationContext, 'now' | 'latestSnapshotOf'>;
  /** Per team index: the cached aggregation of the cell's evidence (in `ScoringState.evidence`). */
  aggregates: (Progress | null)[];
  /** Per team index: the points the method gave, before a BINGO_3 parent's veto. */
  basePoints: number[];
  /** Per team index: a BINGO_3 parent says this child's points do not count. */
  vetoed: boolean[];
  /** Per team index: the current row (default rows included). */
  rows: ScoreRow[];
};

/**
 * Everything the engine keeps between updates: evidence grouped by objective × team, cached aggregations and
 * the current rows. Owned by one caller and changed in place by `updateScores`; read it only through this module.
 */
export type ScoringState = {
  now: number;
  teamIds: number[];
  teamIndex: Map<number, number>;
  /** Children before parents. */
  nodes: EngineNode[];
  /** Every stored row, filed by cell (node index × team count + team index). */
  evidence: EvidenceStore;
  nodeById: Map<number, EngineNode>;
  maxDepth: number;
  latestSnapshotByStash: Map<string, number>;
  /**
   * Per stash: the EARLIEST_FRESH_ITEM cells (node index × team count + team index) with a row in the stash's
   * latest snapshot. Only these can lose freshness when a newer snapshot arrives; rows of older snapshots can
   * never become fresh again, because the latest snapshot id only grows.
   */
  heldCellsByStash: Map<string, Set<number>>;
  /** Own-evidence DIFFERENCE_BETWEEN nodes: the only results that change with `now`. */
  differenceNodes: EngineNode[];
};

const NO_PROGRESS: Progress = { number: 0, finished: false, timestamp: null, user_id: null };

/** Full recompute: every objective × team row that differs from the default, and team totals. */
export function computeScores(input: ScoringInput): ScoringResult {
  return currentScores(createScoringState(input));
}

/** Builds the engine state and evaluates the whole tree once. */
export function createScoringState(input: ScoringInput): ScoringState {
  const building = startScoringState(input);
  building.add(input.matches);
  return building.finish();
}

/**
 * A state being built from evidence given in batches (a caller that reads evidence page by page need not hold
 * it all at once). The batches together give the same state as `createScoringState` given all their rows.
 */
export type ScoringStateBuilder = {
  /** Files a batch of evidence; each row once, in any order. Only the rows' values are kept. */
  add(matches: readonly Evidence[]): void;
  /** Evaluates the whole tree once; the builder takes no more evidence after it. */
  finish(): ScoringState;
};

export function startScoringState(input: Omit<ScoringInput, 'matches'>): ScoringStateBuilder {
  const teamIds = input.teams.map((team) => team.id);
  const teamIndex = new Map(teamIds.map((id, index) => [id, index]));
  if (teamIndex.size !== teamIds.length) throw new InvalidScoringInputError('team ids must be unique');
  const nodes = buildNodes(input.root, teamIds);
  const state: ScoringState = {
    now: input.now,
    teamIds,
    teamIndex,
    nodes,
    evidence: createEvidenceStore(nodes.length * teamIds.length),
    nodeById: new Map(nodes.map((node) => [node.objective.id, node])),
    maxDepth: nodes.reduce((deepest, node) => Math.max(deepest, node.depth), 0),
    latestSnapshotByStash: new Map(),
    heldCellsByStash: new Map(),
    differenceNodes: nodes.filter((node) => node.ownEvidence && node.context.aggregation === 'DIFFERENCE_BETWEEN'),
  };
  for (const snapshot of input.latestSnapshots ?? []) noteSnapshot(state, snapshot.stash_id, snapshot.snapshot_id);
  let finished = false;
  return {
    add(matches) {
      if (finished) throw new Error('the scoring state is already built');
      for (const row of matches) {
        if (row.stash_id != null && row.snapshot_id != null) noteSnapshot(state, row.stash_id, row.snapshot_id);
        storeEvidence(state, row);
      }
    },
    finish() {
      if (finished) throw new Error('the scoring state is already built');
      finished = true;
      const context = aggregationContext(state);
      for (const node of nodes) {
        if (node.ownEvidence) node.aggregates = teamIds.map((_, team) => aggregate(state, node, team, context));
        evaluateNode(node, teamIds.length, undefined);
      }
      return state;
    },
  };
}

/** The current rows and totals of a state. */
export function currentScores(state: ScoringState): ScoringResult {
  const scores: ScoreRow[] = [];
  const totals: TeamTotals = {};
  state.teamIds.forEach((teamId, team) => {
    let total = 0;
    for (const node of state.nodes) total += (node.rows[team] as ScoreRow).points;
    totals[String(teamId)] = total;
  });
  for (const node of state.nodes) for (const row of node.rows) if (!isDefaultScore(row)) scores.push(row);
  return { scores: scores.sort(compareScoreKeys), totals };
}

/**
 * Incremental recompute: stores the new evidence, re-aggregates only the objective × team cells it touched
 * (plus EARLIEST_FRESH_ITEM cells of stashes whose latest snapshot moved, and DIFFERENCE_BETWEEN objectives whose
 * valid_to `now` crossed), then re-evaluates those objectives and, while a team's completion changes, their
 * ancestors (plus the direct children whose points a BINGO_3 category vetoes or restores).
 * Returns the diffs against the rows before the update; the result always equals a full recompute.
 */
export function updateScores(state: ScoringState, update: ScoreUpdate): ScoreRowDiff[] {
  const teamCount = state.teamIds.length;
  const dirtyCells = new Map<EngineNode, Set<number>>();
  const markDirty = (node: EngineNode, team: number) => {
    let teams = dirtyCells.get(node);
    if (teams === undefined) dirtyCells.set(node, (teams = new Set()));
    teams.add(team);
  };
  const markAllDirty = (node: EngineNode) => state.teamIds.forEach((_, team) => markDirty(node, team));

  const previousNow = state.now;
  state.now = update.now;
  for (const node of state.differenceNodes) {
    if (previousNow >= node.context.to !== update.now >= node.context.to) markAllDirty(node);
  }

  const released = (cell: number) =>
    markDirty(state.nodes[Math.floor(cell / teamCount)] as EngineNode, cell % teamCount);
  for (const snapshot of update.latestSnapshots ?? [])
    noteSnapshot(state, snapshot.stash_id, snapshot.snapshot_id, released);
  for (const row of update.matches ?? []) {
    if (row.stash_id != null && row.snapshot_id != null) noteSnapshot(state, row.stash_id, row.snapshot_id, released);
    const node = storeEvidence(state, row);
    if (node !== undefined) markDirty(node, state.teamIndex.get(row.team_id) as number);
  }

  // Re-aggregate dirty cells; only objectives whose aggregation changed need evaluating.
  const queue: Set<EngineNode>[] = Array.from({ length: state.maxDepth + 1 }, () => new Set());
  const context = aggregationContext(state);
  for (const [node, teams] of dirtyCells) {
    let changed = false;
    for (const team of teams) {
      const next = aggregate(state, node, team, context);
      if (!sameProgress(node.aggregates[team] ?? null, next)) {
        node.aggregates[team] = next;
        changed = true;
      }
    }
    if (changed) queue[node.depth]?.add(node);
  }

  const previousRows = new Map<number, ScoreRow>();
  for (let depth = state.maxDepth; depth >= 0; depth--) {
    for (const node of queue[depth] ?? []) {
      const completionChanged = evaluateNode(node, teamCount, previousRows);
      if (completionChanged && node.parent !== null) queue[node.parent.depth]?.add(node.parent);
    }
  }

  const diffs: ScoreRowDiff[] = [];
  for (const [cell, previous] of previousRows) {
    const node = state.nodes[Math.floor(cell / teamCount)] as EngineNode;
    const diff = diffScoreRow(previous, node.rows[cell % teamCount]);
    if (diff !== null) diffs.push(diff);
  }
  return diffs.sort(compareScoreKeys);
}

/**
 * The next instant (epoch ms) after `now` at which a result can change without new evidence, or null.
 * Evidence is judged by its own time, so valid_from / valid_to crossings change nothing by themselves; the one
 * exception is DIFFERENCE_BETWEEN, which finishes once now ≥ valid_to. The worker re-evaluates at that instant.
 */
export function nextTimeBoundary(source: ScoringState | Objective, now: number): number | null {
  const ends =
    'nodes' in source
      ? source.differenceNodes.map((node) => node.context.to)
      : listObjectives(source)
          .filter((objective) => usesOwnEvidence(objective) && objective.aggregation === 'DIFFERENCE_BETWEEN')
          .map((objective) => objectiveTime(objective, 'valid_to'));
  let next: number | null = null;
  for (const end of ends) if (end > now && Number.isFinite(end) && (next === null || end < next)) next = end;
  return next;
}

function buildNodes(root: Objective, teamIds: readonly number[]): EngineNode[] {
  const nodes: EngineNode[] = [];
  const seen = new Set<number>();
  const build = (objective: Objective, parent: EngineNode | null, depth: number): EngineNode => {
    if (seen.has(objective.id))
      throw new InvalidScoringInputError(`objective ${objective.id} appears twice in the tree`);
    seen.add(objective.id);
    const node: EngineNode = {
      index: -1,
      objective,
      parent,
      children: [],
      depth,
      rules: scoringRules(objective),
      ownEvidence: usesOwnEvidence(objective),
      context: {
        aggregation: objective.aggregation,
        required: objective.required_number,
        from: objectiveTime(objective, 'valid_from'),
        to: objectiveTime(objective, 'valid_to'),
      },
      aggregates: teamIds.map(() => null),
      basePoints: teamIds.map(() => 0),
      vetoed: teamIds.map(() => false),
      rows: teamIds.map((teamId) => defaultRow(objective.id, teamId)),
    };
    node.children = objective.children.map((child) => build(child, node, depth + 1));
    node.index = nodes.length;
    nodes.push(node);
    return node;
  };
  build(root, null, 0);
  return nodes;
}

function defaultRow(objectiveId: number, teamId: number): ScoreRow {
  return {
    objective_id: objectiveId,
    team_id: teamId,
    points: 0,
    rank: UNRANKED,
    number: 0,
    finished: false,
    timestamp: null,
    user_id: null,
  };
}

/**
 * Records that a snapshot exists. When it becomes the stash's latest, the cells held through the previous
 * latest are handed to `released` (they may have lost their item) and forgotten.
 */
function noteSnapshot(state: ScoringState, stashId: string, snapshotId: number, released?: (cell: number) => void) {
  const current = state.latestSnapshotByStash.get(stashId);
  if (current !== undefined && current >= snapshotId) return;
  state.latestSnapshotByStash.set(stashId, snapshotId);
  const held = state.heldCellsByStash.get(stashId);
  if (held === undefined) return;
  if (released !== undefined) held.forEach(released);
  state.heldCellsByStash.delete(stashId);
}

/**
 * Files one evidence row under its objective × team (its snapshot must already be noted); returns the node, or
 * undefined when the row is ignored.
 */
function storeEvidence(state: ScoringState, row: Evidence): EngineNode | undefined {
  const node = state.nodeById.get(row.objective_id);
  const team = state.teamIndex.get(row.team_id);
  // Evidence of unknown teams or objectives, and of objectives scored from their children, does not count.
  if (node === undefined || team === undefined || !node.ownEvidence) return undefined;
  storeInCell(state.evidence, node.index * state.teamIds.length + team, row);
  if (
    node.context.aggregation === 'EARLIEST_FRESH_ITEM' &&
    row.stash_id != null &&
    row.snapshot_id != null &&
    state.latestSnapshotByStash.get(row.stash_id) === row.snapshot_id
  ) {
    let cells = state.heldCellsByStash.get(row.stash_id);
    if (cells === undefined) state.heldCellsByStash.set(row.stash_id, (cells = new Set()));
    cells.add(node.index * state.teamIds.length + team);
  }
  return node;
}

function aggregationContext(state: ScoringState): Pick<AggregationContext, 'now' | 'latestSnapshotOf'> {
  return { now: state.now, latestSnapshotOf: (stashId) => state.latestSnapshotByStash.get(stashId) };
}

function aggregate(
  state: ScoringState,
  node: EngineNode,
  team: number,
  context: Pick<AggregationContext, 'now' | 'latestSnapshotOf'>,
) {
  const cell = node.index * state.teamIds.length + team;
  if (cellIsEmpty(state.evidence, cell)) return null;
  const rows = cellEvidence(state.evidence, cell, node.objective.id, state.teamIds[team] as number);
  return aggregateEvidence(rows, { ...node.context, ...context });
}

function sameProgress(a: Progress | null, b: Progress | null): boolean {
  if (a === null || b === null) return a === b;
  return a.number === b.number && a.finished === b.finished && a.timestamp === b.timestamp && a.user_id === b.user_id;
}

/**
 * Per team: the finish times of the category's finished direct children (null = finished without a time), the input
 * of `categoryProgress`.
 */
function childFinishTimes(node: EngineNode, teamCount: number): (number | null)[][] {
  const times: (number | null)[][] = [];
  for (let team = 0; team < teamCount; team++) {
    const list: (number | null)[] = [];
    for (const child of node.children) {
      const row = child.rows[team] as ScoreRow;
      if (row.finished) list.push(row.timestamp);
    }
    times.push(list);
  }
  return times;
}

/** Per team: each direct child's finish time in the category's order (undefined = not finished), a board's cells. */
function childCellTimes(node: EngineNode, teamCount: number): (number | null | undefined)[][] {
  const cells: (number | null | undefined)[][] = [];
  for (let team = 0; team < teamCount; team++) {
    cells.push(
      node.children.map((child) => {
        const row = child.rows[team] as ScoreRow;
        return row.finished ? row.timestamp : undefined;
      }),
    );
  }
  return cells;
}

/** Per team: the finished direct children, in the order `compareChildFinish` defines. */
function childFinishes(node: EngineNode, teamCount: number): ChildFinish[][] {
  const finishes: ChildFinish[][] = [];
  for (let team = 0; team < teamCount; team++) {
    const list: ChildFinish[] = [];
    for (const child of node.children) {
      const row = child.rows[team] as ScoreRow;
      if (row.finished) list.push({ objective_id: child.objective.id, timestamp: row.timestamp ?? Infinity });
    }
    finishes.push(list.sort(compareChildFinish));
  }
  return finishes;
}

/**
 * Recomputes one objective's rows for every team from its cached aggregation or its children's rows.
 * Every rule scores the objective (a category's rules each with their own completion requirement); the row's
 * points are their sum, its rank the first rank a rule gives, and its number, completion and time those of the
 * first rule (so a parent reads the first rule's completion).
 * Records each cell's first previous row in `previousRows` (when given). Returns whether any team's completion
 * (finished, and the finish time of a finished team) changed: only then can the parent's result change.
 */
function evaluateNode(node: EngineNode, teamCount: number, previousRows: Map<number, ScoreRow> | undefined): boolean {
  const own = node.ownEvidence ? node.aggregates.map((entry) => entry ?? NO_PROGRESS) : null;
  const times = own === null ? childFinishTimes(node, teamCount) : null;
  const progressFor = (rule: ScoringPreset | undefined): Progress[] => {
    if (own !== null) return own;
    if (rule !== undefined && isBoardMethod(rule.scoring_method)) {
      const required = requiredLines(rule, node.children.length);
      return childCellTimes(node, teamCount).map((cells) => boardProgress(cells, required));
    }
    return (times as (number | null)[][]).map((list) =>
      categoryProgress(list, requiredChildren(rule, node.children.length)),
    );
  };

  let progress: Progress[] | undefined;
  let bingo: BingoResult | undefined;
  const points = new Array<number>(teamCount).fill(0);
  const ranks = new Array<number>(teamCount).fill(UNRANKED);
  for (const rule of node.rules) {
    let ruleProgress: Progress[];
    let outcomes: Outcome[];
    if (rule.scoring_method === 'BINGO_3') {
      const result = scoreBingo(rule, childFinishes(node, teamCount));
      bingo ??= result;
      ruleProgress = result.progress;
      outcomes = result.outcomes;
    } else {
      ruleProgress = progressFor(rule);
      outcomes = scoreProgress(rule, ruleProgress);
    }
    progress ??= ruleProgress;
    outcomes.forEach((outcome, team) => {
      points[team] = (points[team] ?? 0) + outcome.points;
      if (ranks[team] === UNRANKED) ranks[team] = outcome.rank;
    });
  }
  progress ??= progressFor(undefined);

  let completionChanged = false;
  for (let team = 0; team < teamCount; team++) {
    const entry = progress[team] ?? NO_PROGRESS;
    const previous = node.rows[team] as ScoreRow;
    if (previous.finished !== entry.finished || (entry.finished && previous.timestamp !== entry.timestamp)) {
      completionChanged = true;
    }
    node.basePoints[team] = points[team] ?? 0;
    setRow(node, team, teamCount, previousRows, {
      ...previous,
      points: node.vetoed[team] ? 0 : (points[team] ?? 0),
      rank: ranks[team] ?? UNRANKED,
      number: entry.number,
      finished: entry.finished,
      timestamp: entry.timestamp,
      user_id: entry.user_id,
    });
  }
  if (bingo !== undefined) applyBingoVeto(node, bingo.kept, teamCount, previousRows);
  return completionChanged;
}

/**
 * BINGO_3: a direct child keeps its points for a team only if it is among the first 3 that team finished;
 * every other child (finished later, or not finished) scores 0 for that team. Only the child's own row is
 * vetoed; the child's descendants keep theirs. The child's rank stays as its method gave it.
 */
function applyBingoVeto(
  node: EngineNode,
  kept: readonly Set<number>[],
  teamCount: number,
  previousRows: Map<number, ScoreRow> | undefined,
) {
  for (const child of node.children) {
    for (let team = 0; team < teamCount; team++) {
      const vetoed = !(kept[team]?.has(child.objective.id) ?? false);
      if (child.vetoed[team] === vetoed) continue;
      child.vetoed[team] = vetoed;
      const row = child.rows[team] as ScoreRow;
      setRow(child, team, teamCount, previousRows, { ...row, points: vetoed ? 0 : (child.basePoints[team] ?? 0) });
    }
  }
}

function setRow(
  node: EngineNode,
  team: number,
  teamCount: number,
  previousRows: Map<number, ScoreRow> | undefined,
  next: ScoreRow,
) {
  const previous = node.rows[team] as ScoreRow;
  if (
    previous.points === next.points &&
    previous.rank === next.rank &&
    previous.number === next.number &&
    previous.finished === next.finished &&
    previous.timestamp === next.timestamp &&
    previous.user_id === next.user_id
  ) {
    return;
  }
  const cell = node.index * teamCount + team;
  if (previousRows !== undefined && !previousRows.has(cell)) previousRows.set(cell, previous);
  node.rows[team] = next;
}
