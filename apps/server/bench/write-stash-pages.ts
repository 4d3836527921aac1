/**
 * Writes synthetic public stash pages 1.json … N.json into a folder and prints their total size and stash
 * count as JSON. Run by stash-pipeline.bench.ts in a separate process, so generating the pages leaves no
 * memory behind in the process whose memory is measured.
 *
 *   tsx apps/server/bench/write-stash-pages.ts <folder> <pages> [items per page]
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { makePage } from './synthetic-stash-page';

const [dir, count, items = '25000'] = process.argv.slice(2);
if (!dir || !count) throw new Error('usage: write-stash-pages.ts <folder> <pages> [items per page]');
let bytes = 0;
let stashes = 0;
for (let n = 1; n <= Number(count); n++) {
  const page = makePage(n, Number(items));
  writeFileSync(path.join(dir, `${n}.json`), page.json);
  bytes += page.json.length;
  stashes += page.stashes;
}
console.log(JSON.stringify({ bytes, stashes }));
