import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const scenarios = path.join(repoRoot, 'packages/scoring/scenarios');
const workDir = mkdtempSync(path.join(tmpdir(), 'score-cli-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));
let variants = 0;

function score(...args: string[]) {
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/cli/score.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A copy of a golden scenario with one change, written to a temporary file. */
function variant(name: string, change: (scenario: Record<string, unknown>) => void): string {
  const scenario = JSON.parse(readFileSync(path.join(scenarios, name), 'utf8')) as Record<string, unknown>;
  change(scenario);
  const file = path.join(workDir, `${++variants}-${name}`);
  writeFileSync(file, JSON.stringify(scenario));
  return file;
}

describe('npm run score', () => {
  it('prints the scores and totals of a golden scenario', () => {
    const file = path.join(scenarios, 'maximum-minimum-ranked.json');
    const { status, stdout, stderr } = score(file);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    const expected = (JSON.parse(readFileSync(file, 'utf8')) as { expected: unknown }).expected;
    expect(JSON.parse(stdout)).toEqual(expected);
  });

  it('names the field of a malformed scenario and exits with 1', () => {
    const file = variant('time-windows.json', (scenario) => {
      (scenario.matches as Record<string, unknown>[])[2]!.timestamp = 'yesterday';
    });
    const { status, stdout, stderr } = score(file);
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain('matches.2.timestamp');
  });

  it('names a field deep in the objective tree', () => {
    const file = variant('ranked-time-ties.json', (scenario) => {
      const root = scenario.objectives as { children: { children: Record<string, unknown>[] }[] };
      root.children[0]!.children[0]!.aggregation = 'NEWEST';
    });
    const { status, stderr } = score(file);
    expect(status).toBe(1);
    expect(stderr).toContain('objectives.children.0.children.0.aggregation');
  });

  it('refuses evidence for a team the scenario does not list', () => {
    const file = variant('ranked-time-ties.json', (scenario) => {
      (scenario.matches as Record<string, unknown>[])[0]!.team_id = 77;
    });
    const { status, stderr } = score(file);
    expect(status).toBe(1);
    expect(stderr).toContain('matches.0.team_id: team 77 is not in teams');
  });

  it('says so when the file does not exist', () => {
    const { status, stderr } = score(path.join(workDir, 'missing.json'));
    expect(status).toBe(1);
    expect(stderr).toContain('Scenario file not found');
  });

  it('says so when the file is not JSON', () => {
    const file = path.join(workDir, 'broken.json');
    writeFileSync(file, '{"now": ');
    const { status, stderr } = score(file);
    expect(status).toBe(1);
    expect(stderr).toContain('is not valid JSON');
  });

  it('prints the usage without a file argument', () => {
    const { status, stderr } = score();
    expect(status).toBe(1);
    expect(stderr).toContain('usage: npm run score -- <scenario.json>');
  });
});
