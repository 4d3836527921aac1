/// <reference types="node" />
// The only test here that reads files: it lists the golden scenario folder so a new scenario cannot be forgotten.
import { AggregationSchema, ScoringMethodSchema } from '@app/shared';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listObjectives } from './objective.tree';
import { runScenario } from './scenario.runner';
import { describeScenarioIssues, ScenarioSchema, type Scenario } from './scenario.schema';

const folder = new URL('../scenarios/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.json'))
  .sort();

function load(name: string): Scenario {
  const parsed = ScenarioSchema.safeParse(JSON.parse(readFileSync(new URL(name, folder), 'utf8')));
  if (!parsed.success)
    throw new Error(`${name} is not a valid scenario:\n${describeScenarioIssues(parsed.error).join('\n')}`);
  return parsed.data;
}

describe('golden scenarios', () => {
  it.each(files)('%s scores exactly as worked out by hand', (name) => {
    const scenario = load(name);
    expect(scenario.expected, `${name} has no expected block`).toBeDefined();
    expect(runScenario(scenario)).toEqual(scenario.expected);
  });

  it('cover every aggregation and every scoring method', () => {
    const objectives = files.flatMap((name) => listObjectives(load(name).objectives));
    const presets = files.flatMap((name) => load(name).scoring_presets);
    const aggregations = new Set(objectives.map((objective) => objective.aggregation));
    const methods = new Set([
      ...objectives.flatMap((o) => (o.scoring_preset ? [o.scoring_preset.scoring_method] : [])),
      ...presets.map((p) => p.scoring_method),
    ]);
    expect([...aggregations].sort()).toEqual([...AggregationSchema.options].sort());
    expect([...methods].sort()).toEqual([...ScoringMethodSchema.options].sort());
  });
});
