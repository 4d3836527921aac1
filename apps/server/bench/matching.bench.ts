/**
 * Micro-benchmark of item matching: 500 objectives against ~25,000 synthetic, realistic items (one public
 * stash page's worth), in stashes of ~12 items as the stream delivers them. Prints items per second; no
 * assertions (STYLE.md: performance is measured, never asserted).
 *
 *   node_modules/.bin/tsx apps/server/bench/matching.bench.ts
 */
import { compileObjectives, matchStash } from '../src/modules/matching/item-matcher';
import { EVENT_LEAGUE, EVENT_SHARE, ITEMS_PER_STASH, makeItem, makeObjectives } from './synthetic-stash-page';

const ITEM_COUNT = 25_000;
const ROUNDS = 7;

const items = Array.from({ length: ITEM_COUNT }, (_, n) => makeItem(n));
const stashes: unknown[][] = [];
for (let start = 0; start < items.length; start += ITEMS_PER_STASH)
  stashes.push(items.slice(start, start + ITEMS_PER_STASH));
// Every stash's league is drawn once, so both league runs below see the same page.
const leagues = stashes.map((_, index) => (index % Math.round(1 / EVENT_SHARE) === 0 ? EVENT_LEAGUE : 'Standard'));
const page = JSON.stringify({
  next_change_id: '1-2-3-4-5',
  stashes: stashes.map((stashItems, index) => ({
    id: String(index),
    public: true,
    accountName: `Player#${index}`,
    league: leagues[index],
    items: stashItems,
  })),
});
type Page = { stashes: { league: string; items: unknown[] }[] };

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
  `(${((parseMs / leagueMs) * 100).toFixed(0)}% of parse-only speed; ~${EVENT_SHARE * 100}% of items)`,
);
