/**
 * Web performance figures of issue 7, printed (never asserted):
 * - gzip size of the JavaScript a first visit to `/` and to `/scores/ladder` loads, beside its target (issue 15);
 * - time until a 10,000-row ladder shows its first rows, and until a scroll to its end shows the last row;
 * - on a mid-range phone (issue 33 §3), Largest Contentful Paint and layout shift of first and repeat visits;
 * - on that phone, a 20,000-row ladder beside a 100-team table: first render, frames over 50 ms while scrolling
 *   through the ladder and while searching it.
 * Serves the built app (apps/web/dist, built first) from a throwaway server that answers the API from
 * fixtures, so no database or simulator is needed. Run: node_modules/.bin/tsx apps/web/e2e/web.bench.ts
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { makeObjective } from '@app/scoring/fixtures';
import { ROUTE_SCRIPTS_FILE, type RoutePage, routePages, RouteScriptsSchema } from '@app/shared';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Response } from '@playwright/test';
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

type Answer = { body: Buffer; gzip: Buffer; etag: string };
const answer = (value: unknown): Answer => {
  const body = Buffer.from(JSON.stringify(value));
  return { body, gzip: gzipSync(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
};

/**
 * Serves the built app as the site does (apps/server/src/plugins/web-app.ts): precompressed variants, hashed
 * assets cached for a year, index.html revalidated and naming the route's scripts for preloading (the server's
 * own `routePages`, each page compressed once); and the API from fixtures as the hot reads answer them
 * (gzip, ETag, `public, no-cache`). The API is answered here rather than by Playwright's routing so that
 * network throttling applies to it and the browser's HTTP cache stays on (routing turns it off).
 */
type Site = Awaited<ReturnType<typeof serveSite>>;

function serveSite() {
  const answers = new Map<string, Answer>();
  const pageFor = routePages(
    readFileSync(path.join(dist, 'index.html'), 'utf8'),
    RouteScriptsSchema.parse(JSON.parse(readFileSync(path.join(dist, ROUTE_SCRIPTS_FILE), 'utf8'))),
  );
  const encodedPages = new Map<string, Record<string, Buffer>>();
  const encoded = (page: RoutePage) => {
    const found = encodedPages.get(page.pattern) ?? {
      '': Buffer.from(page.html),
      '.br': brotliCompressSync(page.html),
      '.gz': gzipSync(page.html),
    };
    encodedPages.set(page.pattern, found);
    return found;
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://bench');
    const accepts = request.headers['accept-encoding'] ?? '';
    if (url.pathname.startsWith('/api/')) {
      const found = answers.get(url.pathname + url.search) ?? answers.get(url.pathname);
      if (!found) {
        response.writeHead(404, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: 'Not found', code: 'not_found' }));
        return;
      }
      const headers = { ETag: found.etag, 'Cache-Control': 'public, no-cache', Vary: 'Accept-Encoding' };
      if (request.headers['if-none-match'] === found.etag) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
      const gzip = accepts.includes('gzip');
      response.writeHead(200, {
        ...headers,
        'Content-Type': 'application/json',
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      });
      response.end(gzip ? found.gzip : found.body);
      return;
    }
    const isAsset = url.pathname.startsWith('/assets/') || url.pathname === '/favicon.svg';
    const file = path.join(dist, isAsset ? url.pathname : 'index.html');
    const page = isAsset ? null : pageFor(request.url ?? '/');
    const variants = [
      ...(accepts.includes('br') ? [{ suffix: '.br', encoding: 'br' }] : []),
      ...(accepts.includes('gzip') ? [{ suffix: '.gz', encoding: 'gzip' }] : []),
      { suffix: '', encoding: undefined },
    ];
    void (async () => {
      for (const { suffix, encoding } of variants) {
        const body = page ? encoded(page)[suffix] : await readFile(file + suffix).catch(() => null);
        if (!body) continue;
        const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
        const headers = {
          'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
          'Cache-Control': file.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          ETag: etag,
          Vary: 'Accept-Encoding',
          ...(encoding ? { 'Content-Encoding': encoding } : {}),
        };
        if (request.headers['if-none-match'] === etag) {
          response.writeHead(304, headers);
          response.end();
        } else {
          response.writeHead(200, headers);
          response.end(body);
        }
        return;
      }
      response.writeHead(404);
      response.end();
    })();
  });
  return new Promise<{ url: string; answer: (pathname: string, value: unknown) => void; close: () => void }>(
    (resolve) => {
      server.listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        resolve({
          url: `http://127.0.0.1:${port}`,
          answer: (pathname, value) => answers.set(pathname, answer(value)),
          close: () => server.close(),
        });
      });
    },
  );
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

/** The ladder page's first read: `LADDER_HEAD_ROWS` in apps/web/src/features/scores/api/get-ladder.ts. */
const LADDER_HEAD_ROWS = 500;

/** A generated ladder, answered whole and as the head the ladder page asks for first (`?limit=`). */
function ladder(site: Site, rows: number, teams = EVENT.teams.length) {
  const entries = Array.from({ length: rows }, (_, index) => ({
    ...ladderEntry(index + 1),
    team_id: ((index + 1) % teams) + 1,
  }));
  site.answer('/api/events/current/ladder', entries);
  site.answer(`/api/events/current/ladder?limit=${LADDER_HEAD_ROWS}`, entries.slice(0, LADDER_HEAD_ROWS));
}

/** The reads the home page and the ladder make, as the API answers them for a current event with no scores yet. */
function answerApi(site: Site, ladderRows: number) {
  site.answer('/api/health', { status: 'ok', database: 'ok', database_kind: 'pglite', version: 'bench', demo: false });
  site.answer('/api/events/current', EVENT);
  site.answer('/api/events/current/objectives', ROOT);
  site.answer('/api/events/current/scores/latest', []);
  site.answer('/api/events/current/users', {});
  ladder(site, ladderRows);
}

/** The live score socket stays silent: the bench measures pages, not pushes. */
const quietScoreSocket = (page: Page) => page.routeWebSocket(/\/scores\/ws/, () => {});

/** What shows that a page has drawn its content, so that every script it needed has arrived. */
const CONTENT_SHOWN: Record<string, (page: Page) => Locator> = {
  '/': (page) => page.getByText(EVENT.name),
  '/scores/ladder': (page) => page.getByRole('row', { name: /Runner1\b/ }),
};

async function initialJs(page: Page, target: string, url: string) {
  const bodies: Promise<Buffer>[] = [];
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.body());
  };
  page.on('response', collect);
  await page.goto(url);
  await CONTENT_SHOWN[target]?.(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  page.off('response', collect);
  const scripts = await Promise.all(bodies);
  const raw = scripts.reduce((sum, body) => sum + body.length, 0);
  const gzip = scripts.reduce((sum, body) => sum + gzipSync(body).length, 0);
  return { files: scripts.length, raw, gzip };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Issue 15, target 4: what a first visit may load, in gzip bytes (the reference site ships 263 KB). */
const INITIAL_JS_TARGETS: Record<string, number> = { '/': 130 * 1024 };

/**
 * Issue 33 §3, a mid-range phone: 390×844, 4× CPU slowdown, 1.6 Mbps down / 750 kbps up with 150 ms latency.
 * Targets: Largest Contentful Paint ≤ 2.5 s, cumulative layout shift ≤ 0.1.
 */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
const PHONE_CPU_SLOWDOWN = 4;
const PHONE_NETWORK = { offline: false, latency: 150, downloadThroughput: 200_000, uploadThroughput: 93_750 };
const LCP_TARGET_MS = 2_500;
const CLS_TARGET = 0.1;
/** The demo league's ladder is ~420 characters (docs/performance.md); a phone's first visit sees one of that size. */
const PHONE_LADDER_ROWS = 420;
const FIRST_VISITS = 3;

type Shift = { value: number; startTime: number; sources: string[] };
type Vitals = { lcp: number; lcpElement: string; shifts: Shift[] };

/**
 * Records LCP and layout shifts from Chromium's performance timeline, from the first paint on (buffered). Plain
 * JavaScript text: tsx would wrap a TypeScript function's inner functions in a helper the page does not have.
 */
const RECORD_VITALS = `
  const describe = (node) => {
    if (!(node instanceof Element)) return node ? node.nodeName.toLowerCase() : '(removed)';
    const classes = [...node.classList].slice(0, 4).join('.');
    const text = (node.textContent ?? '').trim().replace(/\\s+/g, ' ').slice(0, 40);
    return '<' + node.tagName.toLowerCase() + (classes ? '.' + classes : '') + '> "' + text + '"';
  };
  const vitals = { lcp: 0, lcpElement: '', shifts: [] };
  window.benchVitals = vitals;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      vitals.lcp = entry.startTime;
      vitals.lcpElement = describe(entry.element);
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      vitals.shifts.push({
        value: entry.value,
        startTime: entry.startTime,
        sources: entry.sources.map((source) =>
          describe(source.node) + ' y ' + Math.round(source.previousRect.y) + '→' + Math.round(source.currentRect.y) +
          ', h ' + Math.round(source.previousRect.height) + '→' + Math.round(source.currentRect.height)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
`;

/** CLS as Chromium reports it: the largest session window (shifts < 1 s apart, a window at most 5 s long). */
function cumulativeLayoutShift(shifts: Shift[]) {
  let largest = 0;
  let window = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous >= 1_000 || shift.startTime - windowStart >= 5_000) {
      window = 0;
      windowStart = shift.startTime;
    }
    window += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, window);
  }
  return largest;
}

/** One visit on a throttled phone page; the page's context decides whether the HTTP cache is empty. */
async function phoneVisit(context: BrowserContext, target: string, url: string) {
  const page = await context.newPage();
  await quietScoreSocket(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await page.goto(url);
  await CONTENT_SHOWN[target]?.(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  // Late renders (the live indicator, fonts) still count: give a throttled phone a moment after the network.
  await page.waitForTimeout(1_500);
  const vitals = await page.evaluate(() => (window as unknown as { benchVitals: Vitals }).benchVitals);
  const transferred = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
      name: entry.name.replace(/^https?:\/\/[^/]+/, ''),
      start: entry.startTime,
      end: entry.responseEnd,
      bytes: entry.transferSize,
    })),
  );
  await page.close();
  return { ...vitals, cls: cumulativeLayoutShift(vitals.shifts), resources: transferred };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function measurePhone(browser: Browser, site: Site, target: string) {
  const firstVisits = [];
  let repeat;
  for (let visit = 0; visit < FIRST_VISITS; visit++) {
    const context = await browser.newContext(PHONE);
    await context.addInitScript({ content: RECORD_VITALS });
    firstVisits.push(await phoneVisit(context, target, `${site.url}${target}`));
    if (visit === 0) repeat = await phoneVisit(context, target, `${site.url}${target}`);
    await context.close();
  }
  if (!repeat) throw new Error('no repeat visit');
  const lcps = firstVisits.map((visit) => visit.lcp);
  const clss = firstVisits.map((visit) => visit.cls);
  console.log(
    `phone ${target.padEnd(15)} first visit LCP median ${seconds(median(lcps))}, worst ${seconds(Math.max(...lcps))} ` +
      `(target ≤ ${seconds(LCP_TARGET_MS)}); CLS median ${median(clss).toFixed(3)}, worst ${Math.max(...clss).toFixed(3)} ` +
      `(target ≤ ${CLS_TARGET}); repeat visit LCP ${seconds(repeat.lcp)}, CLS ${repeat.cls.toFixed(3)}, ` +
      `${kb(repeat.resources.reduce((sum, entry) => sum + entry.bytes, 0))} over the network`,
  );
  const first = firstVisits[0];
  if (!first) return;
  const pageHtml = await (await fetch(`${site.url}${target}`)).text();
  console.log(`  the page names ${pageHtml.match(/rel="modulepreload"/g)?.length ?? 0} scripts for preloading`);
  console.log(`  largest paint: ${first.lcpElement}`);
  for (const shift of first.shifts) {
    console.log(`  shift ${shift.value.toFixed(3)} at ${seconds(shift.startTime)}: ${shift.sources.join('; ')}`);
  }
  if (process.env.BENCH_WATERFALL) {
    for (const entry of first.resources) {
      console.log(`  ${seconds(entry.start)}–${seconds(entry.end)} ${kb(entry.bytes).padStart(9)} ${entry.name}`);
    }
  }
}

/** Issue 33 (b): a big league on the phone. Generated fixtures, far larger than the demo's. */
const SCALE_LADDER_ROWS = 20_000;
const SCALE_TEAMS = 100;
const FIRST_RENDER_TARGET_MS = 2_500;
const LONG_FRAME_MS = 50;
/**
 * Scrolls of the ladder, a step each frame: a quick fling (100 px a frame, ~6,000 px/s at 60 frames a second)
 * and dragging the scroll bar (a box a frame), which draws new rows every frame.
 */
const SCROLLS = [
  { what: 'flinging 100 px a frame for 600 frames', steps: 600, pixels: 100 },
  { what: 'dragging the scroll bar 600 px a frame for 300 frames', steps: 300, pixels: 600 },
];

const scaleEvent = () => ({
  ...EVENT,
  teams: Array.from({ length: SCALE_TEAMS }, (_, index) => ({
    id: index + 1,
    event_id: 1,
    name: `Team ${index + 1}`,
    abbreviation: `T${index + 1}`,
    color: `hsl(${(index * 37) % 360} 70% 55%)`,
    allowed_classes: [],
  })),
});

/**
 * Counts animation frames longer than LONG_FRAME_MS from now until the returned stop is called (plain JavaScript
 * text, as RECORD_VITALS, for the same reason).
 */
const START_FRAME_COUNT = `
  (() => {
    const counter = { long: 0, frames: 0, worst: 0, running: true };
    let previous = performance.now();
    const tick = (now) => {
      const frame = now - previous;
      previous = now;
      counter.frames += 1;
      counter.worst = Math.max(counter.worst, frame);
      if (frame > ${LONG_FRAME_MS}) counter.long += 1;
      if (counter.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    window.benchFrames = counter;
  })();
`;
/** Defines window.benchScrollThrough(element, steps, pixels): scrolls a box down by `pixels` once per frame. */
const DEFINE_SCROLL_THROUGH = `
  window.benchScrollThrough = (element, steps, pixels) => new Promise((resolve) => {
    let step = 0;
    const next = () => {
      element.scrollTop += pixels;
      step += 1;
      if (step < steps) requestAnimationFrame(next);
      else resolve();
    };
    requestAnimationFrame(next);
  });
`;
type FrameCount = { long: number; frames: number; worst: number };
const stopFrameCount = (page: Page) =>
  page.evaluate(() => {
    const counter = (window as unknown as { benchFrames: FrameCount & { running: boolean } }).benchFrames;
    counter.running = false;
    return { long: counter.long, frames: counter.frames, worst: counter.worst };
  });
const frames = (count: FrameCount) =>
  `${count.long} of ${count.frames} frames over ${LONG_FRAME_MS} ms (worst ${count.worst.toFixed(0)} ms; target 0)`;

async function measureScale(browser: Browser, site: Site) {
  const event = scaleEvent();
  site.answer('/api/events/current', event);
  ladder(site, SCALE_LADDER_ROWS, SCALE_TEAMS);
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  await quietScoreSocket(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await page.goto(`${site.url}/scores/ladder`);
  const teamTable = page.getByRole('list', { name: /points by team/ });
  await teamTable.getByText(`Team ${SCALE_TEAMS}`, { exact: true }).waitFor();
  const teamsShown = await page.evaluate(() => performance.now());
  // The page reads the ladder's head first (`?limit=`), then the whole ladder; each is timed from when it is drawn.
  const ladderRead = (head: boolean) =>
    page.evaluate((head) => {
      const read = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        head ? /\/ladder\?limit=/.test(entry.name) : entry.name.endsWith('/ladder'),
      );
      return {
        shown: performance.now(),
        asked: read?.startTime ?? 0,
        arrived: read?.responseEnd ?? 0,
        bytes: read?.transferSize ?? 0,
      };
    }, head);
  await page.getByRole('row', { name: /Runner1\b/ }).waitFor();
  const firstRows = await ladderRead(true);
  await page.getByText(`${SCALE_LADDER_ROWS} event players (`).waitFor();
  const whole = await ladderRead(false);
  console.log(
    `phone, ${SCALE_LADDER_ROWS} ladder rows and ${SCALE_TEAMS} teams: team table ${seconds(teamsShown)}, ` +
      `first ladder rows ${seconds(firstRows.shown)} after navigation (target ≤ ${seconds(FIRST_RENDER_TARGET_MS)}), ` +
      `${seconds(firstRows.shown - firstRows.arrived)} after its ${kb(firstRows.bytes)} head read arrived ` +
      `(asked at ${seconds(firstRows.asked)}); ` +
      `whole ladder ${seconds(whole.shown)}, ${seconds(whole.shown - whole.arrived)} after its ${kb(whole.bytes)} read arrived`,
  );

  const region = page.getByRole('region', { name: 'Character ladder' });
  await region.scrollIntoViewIfNeeded();
  await page.waitForTimeout(1_000);
  await page.evaluate(DEFINE_SCROLL_THROUGH);
  for (const { what, steps, pixels } of SCROLLS) {
    await page.evaluate(START_FRAME_COUNT);
    await region.evaluate(
      (element, [steps, pixels]) =>
        (
          window as unknown as { benchScrollThrough: (box: Element, steps: number, pixels: number) => Promise<void> }
        ).benchScrollThrough(element, steps, pixels),
      [steps, pixels] as const,
    );
    const scrolled = await stopFrameCount(page);
    const lastIndex = await page
      .locator('table[aria-rowcount] tbody tr[aria-rowindex]')
      .last()
      .getAttribute('aria-rowindex');
    console.log(`  ${what}, to row ${Number(lastIndex) - 1}: ${frames(scrolled)}`);
  }

  const search = page.getByRole('searchbox', { name: 'Search' });
  await page.evaluate(START_FRAME_COUNT);
  const typed = Date.now();
  await search.pressSequentially('Runner12345', { delay: 100 });
  await page.getByText(`1 of ${SCALE_LADDER_ROWS} event players`).waitFor();
  const found = Date.now() - typed;
  const searching = await stopFrameCount(page);
  console.log(
    `  typing "Runner12345" (one key per 100 ms): 1 row shown ${found} ms after the first key; ${frames(searching)}`,
  );
  await context.close();
  site.answer('/api/events/current', EVENT);
}

async function main() {
  const build = spawnSync('npm', ['run', 'build', '-w', '@app/web'], { cwd: repoRoot, stdio: 'ignore' });
  if (build.status !== 0) throw new Error('vite build failed');
  const site = await serveSite();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    // BENCH_SCALE_ONLY=1: only the large event's ladder on the phone (measureScale), the slowest part to repeat.
    if (process.env.BENCH_SCALE_ONLY) {
      answerApi(site, PHONE_LADDER_ROWS);
      await measureScale(browser, site);
      return;
    }
    answerApi(site, LADDER_ROWS);
    for (const target of ['/', '/scores/ladder']) {
      const page = await browser.newPage();
      await quietScoreSocket(page);
      const js = await initialJs(page, target, `${site.url}${target}`);
      const budget = INITIAL_JS_TARGETS[target];
      const versus = budget ? ` (target ≤ ${kb(budget)}: ${((js.gzip / budget) * 100).toFixed(0)}% of it)` : '';
      console.log(
        `initial JS for ${target.padEnd(15)} ${kb(js.gzip)} gzip${versus}, ${kb(js.raw)} raw, ${js.files} files`,
      );
      await page.close();
    }

    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await quietScoreSocket(page);
    await page.goto(`${site.url}/scores/ladder`);
    await page.getByRole('row', { name: /Runner1\b/ }).waitFor();
    const firstRows = await page.evaluate(() => {
      // The first rows come from the ladder's head, the page's first read of it.
      const ladderEntry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((entry) =>
        /\/ladder\?limit=/.test(entry.name),
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
        `(${firstRows.sinceLadderArrived.toFixed(0)} ms after its head arrived), last row ${scrollMs} ms after a scroll to the end, ` +
        `${rowsInDom} rows in the DOM`,
    );
    await page.close();

    answerApi(site, PHONE_LADDER_ROWS);
    for (const target of ['/', '/scores/ladder']) await measurePhone(browser, site, target);
    await measureScale(browser, site);
  } finally {
    await browser.close();
    site.close();
  }
}

await main();
