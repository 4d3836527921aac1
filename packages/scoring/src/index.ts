export type { Evidence, LatestSnapshot, Progress, ScoreRow, ScoreRowDiff, TeamRef } from './scoring.types';
export { compareEvidence, isLater } from './evidence.aggregation';
export {
  BINGO_LINE_LENGTH,
  boardLines,
  boardProgress,
  boardSide,
  categoryProgress,
  competitionRanks,
  completableLines,
  completionBonus,
  isBoardMethod,
  NO_POINT_CAP,
  pointsAt,
  pointsFromValue,
  requiredChildren,
  requiredLines,
  scoreBingo,
  scoreProgress,
  UNRANKED,
} from './scoring.methods';
export {
  attachScoringPresets,
  CATEGORY_METHODS,
  InvalidScoringInputError,
  listObjectives,
  scoringRules,
  scoringRulesProblem,
  usesOwnEvidence,
} from './objective.tree';
export {
  computeScores,
  createScoringState,
  currentScores,
  nextTimeBoundary,
  startScoringState,
  updateScores,
  type ScoreUpdate,
  type ScoringInput,
  type ScoringResult,
  type ScoringState,
  type ScoringStateBuilder,
} from './scoring.engine';
export { diffScores, isDefaultScore, toIsoTime, toScore, toScoreDiff } from './score.diff';
export {
  describeScenarioIssues,
  ScenarioMatchSchema,
  ScenarioOutputSchema,
  ScenarioSchema,
  ScenarioScoreSchema,
  ScenarioSnapshotSchema,
  type Scenario,
  type ScenarioMatch,
  type ScenarioOutput,
  type ScenarioScore,
} from './scenario.schema';
export { runScenario } from './scenario.runner';
export {
  DEFAULT_SCORE,
  indexScores,
  possibleMaximum,
  resetPersonalObjectives,
  subtreeTotals,
  type PointsByObjective,
  type ScoreLookup,
  type ScoreValues,
} from './score.totals';
export {
  ordinal,
  pickSubmission,
  rankLabel,
  rankMedal,
  rankTooltip,
  submissionTooltip,
  UNFINISHED_LABEL,
  type Medal,
} from './rank.labels';
export {
  hasUberLab,
  ladderPersonalObjectivesFinished,
  PERSONAL_OBJECTIVE_MAX_POINTS,
  PERSONAL_OBJECTIVE_STEPS,
  PERSONAL_OBJECTIVE_THRESHOLDS,
  personalObjectivePoints,
  type CharacterProgress,
  type PersonalObjectiveStep,
} from './personal-objectives.rules';
export { seededRandom, type SeededRandom } from './seeded-random';
