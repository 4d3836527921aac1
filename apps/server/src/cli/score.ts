/**
 * Scoring dry run: `npm run score -- <scenario.json>` (or `tsx apps/server/src/cli/score.ts <scenario.json>`).
 * Reads an event (teams, objective tree, presets) and evidence, scores it with the same engine the worker runs,
 * and prints `{scores, totals}` as JSON. A missing or malformed file prints what is wrong and exits with 1.
 */
import { readFile } from 'node:fs/promises';
import { describeScenarioIssues, InvalidScoringInputError, runScenario, ScenarioSchema } from '@app/scoring';
import { runCli } from './run-cli';

const USAGE = 'usage: npm run score -- <scenario.json>';

/** A problem the person running the CLI can fix; printed without a stack trace. */
class CliError extends Error {}

async function readScenarioFile(path: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError(
      code === 'ENOENT' ? `Scenario file not found: ${path}` : `Cannot read ${path} (${code ?? 'unknown error'})`,
    );
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new CliError(`${path} is not valid JSON: ${(error as Error).message}`);
  }
}

async function main(args: readonly string[]): Promise<string> {
  const [path, ...rest] = args;
  if (path === undefined || rest.length > 0) throw new CliError(USAGE);
  const parsed = ScenarioSchema.safeParse(await readScenarioFile(path));
  if (!parsed.success) {
    const issues = describeScenarioIssues(parsed.error).map((line) => `  ${line}`);
    throw new CliError([`${path} is not a valid scenario:`, ...issues].join('\n'));
  }
  return JSON.stringify(runScenario(parsed.data), null, 2);
}

// A problem with the file is the user's to fix; anything else is a bug.
runCli(main(process.argv.slice(2)), { fixable: [CliError, InvalidScoringInputError] });
