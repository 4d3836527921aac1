import {
  IdSchema,
  ObjectiveSchema,
  ScoringPresetSchema,
  TeamTotalsSchema,
  TimestampInputSchema,
  type Objective,
} from '@app/shared';
import { z } from 'zod';

/**
 * The scoring CLI's input (issue 3, "Scoring CLI"): an event as the API describes it, plus evidence. Also the
 * format of the golden scenarios, which add the `expected` output.
 */

/** One evidence row; its evidence id is its 1-based position in `matches` (the last tie-breaker). */
export const ScenarioMatchSchema = z.object({
  objective_id: IdSchema,
  team_id: IdSchema,
  user_id: IdSchema.nullable(),
  number: z.number(),
  timestamp: TimestampInputSchema,
  stash_id: z.string().min(1).nullish(),
  snapshot_id: z.number().int().nullish(),
});
export type ScenarioMatch = z.infer<typeof ScenarioMatchSchema>;

export const ScenarioSnapshotSchema = z.object({ stash_id: z.string().min(1), snapshot_id: z.number().int() });

export const ScenarioScoreSchema = z.object({
  objective_id: z.number().int(),
  team_id: z.number().int(),
  points: z.number(),
  rank: z.number().int(),
  number: z.number(),
  finished: z.boolean(),
  timestamp: z.string().nullable(),
  user_id: z.number().int().nullable(),
});
export type ScenarioScore = z.infer<typeof ScenarioScoreSchema>;

/** What the CLI prints: non-default rows sorted by objective id then team id, and every team's total. */
export const ScenarioOutputSchema = z.object({ scores: z.array(ScenarioScoreSchema), totals: TeamTotalsSchema });
export type ScenarioOutput = z.infer<typeof ScenarioOutputSchema>;

export const ScenarioSchema = z
  .object({
    /** What the scenario shows, for the person reading it. */
    description: z.string().optional(),
    now: TimestampInputSchema,
    teams: z.array(z.object({ id: IdSchema })),
    objectives: ObjectiveSchema,
    scoring_presets: z.array(ScoringPresetSchema).default([]),
    matches: z.array(ScenarioMatchSchema).default([]),
    latest_snapshots: z.array(ScenarioSnapshotSchema).optional(),
    expected: ScenarioOutputSchema.optional(),
  })
  .superRefine((scenario, context) => {
    const problem = (path: PropertyKey[], message: string) => context.addIssue({ code: 'custom', path, message });

    const teamIds = new Set<number>();
    scenario.teams.forEach((team, index) => {
      if (teamIds.has(team.id)) problem(['teams', index, 'id'], `team ${team.id} is listed twice`);
      teamIds.add(team.id);
    });

    const presetIds = new Set(scenario.scoring_presets.map((preset) => preset.id));
    const objectiveIds = new Set<number>();
    const visit = (objective: Objective, path: PropertyKey[]) => {
      if (objectiveIds.has(objective.id))
        problem([...path, 'id'], `objective ${objective.id} appears twice in the tree`);
      objectiveIds.add(objective.id);
      for (const field of ['valid_from', 'valid_to'] as const) {
        const value = objective[field];
        if (value !== null && !TimestampInputSchema.safeParse(value).success) {
          problem([...path, field], 'must be an ISO 8601 timestamp with an offset, like 2026-01-02T18:00:00Z');
        }
      }
      if (
        objective.valid_from !== null &&
        objective.valid_to !== null &&
        Date.parse(objective.valid_to) < Date.parse(objective.valid_from)
      ) {
        problem([...path, 'valid_to'], 'is before valid_from');
      }
      if (
        objective.scoring_preset === null &&
        objective.scoring_preset_id !== null &&
        !presetIds.has(objective.scoring_preset_id)
      ) {
        problem([...path, 'scoring_preset_id'], `preset ${objective.scoring_preset_id} is not in scoring_presets`);
      }
      if (objective.scoring_presets.length === 0) {
        objective.scoring_preset_ids.forEach((id, index) => {
          if (!presetIds.has(id))
            problem([...path, 'scoring_preset_ids', index], `preset ${id} is not in scoring_presets`);
        });
      }
      objective.children.forEach((child, index) => visit(child, [...path, 'children', index]));
    };
    visit(scenario.objectives, ['objectives']);

    scenario.matches.forEach((match, index) => {
      if (!objectiveIds.has(match.objective_id))
        problem(['matches', index, 'objective_id'], `objective ${match.objective_id} is not in the tree`);
      if (!teamIds.has(match.team_id)) problem(['matches', index, 'team_id'], `team ${match.team_id} is not in teams`);
    });
  });
export type Scenario = z.infer<typeof ScenarioSchema>;

/** One line per problem, each naming the field: `matches.3.timestamp: Invalid ISO datetime`. */
export function describeScenarioIssues(error: z.ZodError): string[] {
  return error.issues.map(
    (issue) => `${issue.path.length === 0 ? '(file)' : issue.path.map(String).join('.')}: ${issue.message}`,
  );
}
