import { attachScoringPresets } from './objective.tree';
import type { Scenario, ScenarioOutput } from './scenario.schema';
import { toIsoTime } from './score.diff';
import { computeScores } from './scoring.engine';
import type { Evidence } from './scoring.types';

/** Scores a validated scenario with the same engine the worker runs; what the scoring CLI prints. */
export function runScenario(scenario: Scenario): ScenarioOutput {
  const matches = scenario.matches.map((match, index): Evidence => ({
    id: index + 1,
    objective_id: match.objective_id,
    team_id: match.team_id,
    user_id: match.user_id,
    number: match.number,
    timestamp: Date.parse(match.timestamp),
    stash_id: match.stash_id ?? null,
    snapshot_id: match.snapshot_id ?? null,
  }));
  const { scores, totals } = computeScores({
    now: Date.parse(scenario.now),
    teams: scenario.teams,
    root: attachScoringPresets(scenario.objectives, scenario.scoring_presets),
    matches,
    latestSnapshots: scenario.latest_snapshots,
  });
  return {
    scores: scores.map((row) => ({
      objective_id: row.objective_id,
      team_id: row.team_id,
      points: row.points,
      rank: row.rank,
      number: row.number,
      finished: row.finished,
      timestamp: toIsoTime(row.timestamp),
      user_id: row.user_id,
    })),
    totals,
  };
}
