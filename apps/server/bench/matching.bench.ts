/**
 * Micro-benchmark of item matching: 500 objectives against ~25,000 synthetic, realistic items (one public
 * stash page's worth), in stashes of ~12 items as the stream delivers them. Prints items per second; no
 * assertions (docs/style.md: performance is measured, never asserted).
 *
 *   node_modules/.bin/tsx apps/server/bench/matching.bench.ts
 */
import { compileObjectives, matchStash } from '../src/modules/matching/item-matcher';
import { EVENT_LEAGUE, makeObjectives, makePage } from './synthetic-stash-page';

const ITEM_COUNT = 25_000;
const ROUNDS = 7;

type Page = { stashes: { league: string; items: unknown[] }[] };
const page = makePage(1, ITEM_COUNT).json;
const parsedPage = JSON.parse(page) as Page;
const stashes = parsedPage.stashes.map((stash) => stash.items);
const leagueShare = parsedPage.stashes.filter((stash) => stash.league === EVENT_LEAGUE).length / stashes.length;
const compileStart = performance.now();
const { matcher, problems } = compileObjectives(makeObjectives());
const compileMs = performance.now() - compileStart;
const time = Date.UTC(2026, 4, 2);

function bestOf(run: () => void): number {
  let best = Infinity;
  for (let round = 0; round < ROUNDS; round += 1) {
    const start = performance.now();
    run();
    best = Math.min(best, performance.now() - start);
  }
  return best;
}

let evidence = 0;
const parseMs = bestOf(() => {
  JSON.parse(page);
});
const matchMs = bestOf(() => {
  evidence = 0;
  for (const stash of stashes) evidence += matchStash(matcher, stash, { time }).totals.size;
});
const pipelineMs = bestOf(() => {
  const parsed = JSON.parse(page) as Page;
  for (const stash of parsed.stashes) matchStash(matcher, stash.items, { time });
});
const leagueMs = bestOf(() => {
  const parsed = JSON.parse(page) as Page;
  for (const stash of parsed.stashes) if (stash.league === EVENT_LEAGUE) matchStash(matcher, stash.items, { time });
});

const perSecond = (ms: number) => Math.round((ITEM_COUNT / ms) * 1000).toLocaleString('en-US');
const row = (label: string, ms: number, note = '') =>
  console.log(`${label.padEnd(44)}${ms.toFixed(0).padStart(6)} ms/page ${perSecond(ms).padStart(10)} items/s  ${note}`);
console.log(
  `objectives: ${matcher.objectiveIds.length} compiled (${matcher.unindexed.length} unindexed), ${problems.length} problems, compiled in ${compileMs.toFixed(1)} ms`,
);
console.log(
  `page: ${ITEM_COUNT.toLocaleString('en-US')} items in ${stashes.length} stashes, ${(page.length / 1e6).toFixed(1)} MB of JSON`,
);
row('JSON.parse alone', parseMs);
row('matchStash on every item', matchMs, `(${evidence} evidence rows)`);
row(
  'JSON.parse + matchStash on every item',
  pipelineMs,
  `(${((parseMs / pipelineMs) * 100).toFixed(0)}% of parse-only speed)`,
);
row(
  `JSON.parse + matchStash on the event league`,
  leagueMs,
  `(${((parseMs / leagueMs) * 100).toFixed(0)}% of parse-only speed; ${(leagueShare * 100).toFixed(0)}% of stashes)`,
);
