/**
 * Web performance figures of issue 7, printed (never asserted):
 * - gzip size of the JavaScript a first visit to `/` and to `/scores/ladder` loads, beside its target (issue 15);
 * - time until a 10,000-row ladder shows its first rows, and until a scroll to its end shows the last row.
 * Serves the built app (apps/web/dist, built first) from a throwaway static server and answers the API from
 * fixtures, so no database or simulator is needed. Run: node_modules/.bin/tsx apps/web/e2e/web.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { makeObjective } from '@app/scoring/fixtures';
import { chromium, type Page } from '@playwright/test';
import { ladderEntry } from './ladder-support';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const dist = path.join(repoRoot, 'apps/web/dist');
const LADDER_ROWS = 10_000;

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
};

function serveDist() {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    const file = path.join(
      dist,
      url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg' ? url.pathname : 'index.html',
    );
    readFile(file).then(
      (body) => {
        response.writeHead(200, { 'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      },
      () => {
        response.writeHead(404);
        response.end();
      },
    );
  });
  return new Promise<{ url: string; close: () => void }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}

const now = Date.now();
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();
const EVENT = {
  id: 1,
  name: 'Bench Event (PL1)',
  game_version: 'poe1',
  is_current: true,
  is_public: true,
  is_locked: false,
  max_size: 20_000,
  waitlist_size: 0,
  application_start_time: iso(-30 * 86_400_000),
  application_end_time: iso(-20 * 86_400_000),
  event_start_time: iso(-2 * 86_400_000),
  event_end_time: iso(5 * 86_400_000),
  teams: [1, 2, 3, 4].map((id) => ({
    id,
    event_id: 1,
    name: `Team ${id}`,
    abbreviation: `T${id}`,
    color: ['#e4572e', '#3a86ff', '#2a9d8f', '#e9c46a'][id - 1],
    allowed_classes: [],
  })),
};
/** An event whose tree is only its root category. */
const ROOT = makeObjective(1, {
  name: 'Root',
  objective_type: 'CATEGORY',
  aggregation: 'NONE',
  number_field: 'FINISHED_OBJECTIVES',
});

function ladder(rows: number) {
  return Array.from({ length: rows }, (_, index) => ladderEntry(index + 1));
}

const ANSWERS: Record<string, unknown> = {
  '/api/health': { status: 'ok', database: 'ok', database_kind: 'pglite', version: 'bench', demo: false },
  '/api/events/current': EVENT,
  '/api/events/current/objectives': ROOT,
  '/api/events/current/scores/latest': [],
  '/api/events/current/users': {},
  '/api/events/current/ladder': ladder(LADDER_ROWS),
};

async function mockApi(page: Page) {
  await page.routeWebSocket(/\/scores\/ws/, () => {});
  await page.route('**/api/**', (route) => {
    const { pathname } = new URL(route.request().url());
    const body = ANSWERS[pathname];
    return body === undefined
      ? route.fulfill({ status: 404, json: { error: 'Not found', code: 'not_found' } })
      : route.fulfill({ json: body });
  });
}

async function initialJs(page: Page, url: string) {
  const scripts: Buffer[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') void response.body().then((body) => scripts.push(body));
  });
  await page.goto(url);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const raw = scripts.reduce((sum, body) => sum + body.length, 0);
  const gzip = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { files: scripts.length, raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Issue 15, target 4: what a first visit may load, in gzip bytes (the reference site ships 263 KB). */
const INITIAL_JS_TARGETS: Record<string, number> = { '/': 130 * 1024 };

async function main() {
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('vite build failed');
  const site = await serveDist();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    for (const target of ['/', '/scores/ladder']) {
      const page = await browser.newPage();
      await mockApi(page);
      const js = await initialJs(page, `${site.url}${target}`);
      const budget = INITIAL_JS_TARGETS[target];
      const versus = budget ? ` (target ≤ ${kb(budget)}: ${((js.gzip / budget) * 100).toFixed(0)}% of it)` : '';
      console.log(
        `initial JS for ${target.padEnd(15)} ${kb(js.gzip)} gzip${versus}, ${kb(js.raw)} raw, ${js.files} files`,
      );
      await page.close();
    }

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await mockApi(page);
    await page.goto(`${site.url}/scores/ladder`);
    await page.getByRole('row', { name: /Runner1\b/ }).waitFor();
    const firstRows = await page.evaluate(() => {
      const ladderEntry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        entry.name.endsWith('/ladder'),
      );
      return {
        sinceNavigation: performance.now(),
        sinceLadderArrived: performance.now() - (ladderEntry?.responseEnd ?? 0),
      };
    });
    const region = page.getByRole('region', { name: 'Character ladder' });
    const scrollStart = Date.now();
    await region.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
    await page.getByRole('row', { name: new RegExp(`Runner${LADDER_ROWS}\\b`) }).waitFor();
    const scrollMs = Date.now() - scrollStart;
    const rowsInDom = await page.locator('table[aria-rowcount] tbody tr').count();
    console.log(
      `ladder with ${LADDER_ROWS} rows: first rows ${firstRows.sinceNavigation.toFixed(0)} ms after navigation ` +
        `(${firstRows.sinceLadderArrived.toFixed(0)} ms after the ladder arrived), last row ${scrollMs} ms after a scroll to the end, ` +
        `${rowsInDom} rows in the DOM`,
    );
  } finally {
    await browser.close();
    site.close();
  }
}

await main();
