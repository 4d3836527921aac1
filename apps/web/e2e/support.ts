import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

export { expect };
export type { Browser, Page, WebSocket } from '@playwright/test';

/**
 * Console errors and uncaught page errors a test expects, each matched against
 * `<message text> <resource url>` (e.g. a refused request: "Failed to load resource: … 403 …
 * http://…/api/oauth2/discord/callback"). An allowance must be used at least once, so it cannot outlive
 * the behaviour it was written for.
 */
export type PageProblems = {
  /** `required: false` only for a problem that depends on timing (say which in the test), never as a default. */
  allow(pattern: RegExp, options?: { required?: boolean }): void;
};

type Problem = { kind: 'console error' | 'page error'; text: string };

/**
 * Every spec imports `test` from here (ESLint forbids @playwright/test in specs): a page error or console
 * error in any page the test opens — its own context, and contexts it opens with `browser.newContext()` —
 * fails the test, as a stray console.error fails a unit test.
 */
export const test = base.extend<{ pageProblems: PageProblems }>({
  pageProblems: [
    async ({ context, browser }, use) => {
      const problems: Problem[] = [];
      const allowances: { pattern: RegExp; used: boolean; required: boolean }[] = [];

      const watchPage = (page: Page) => {
        page.on('pageerror', (error) => problems.push({ kind: 'page error', text: error.stack ?? String(error) }));
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const { url } = message.location();
          problems.push({ kind: 'console error', text: url ? `${message.text()} ${url}` : message.text() });
        });
      };
      const watchContext = async (watched: BrowserContext) => {
        watched.pages().forEach(watchPage);
        watched.on('page', watchPage);
        await answerThirdPartiesLocally(watched);
      };
      await watchContext(context);
      const restore = watchNewContexts(browser, watchContext);
      try {
        await use({
          allow: (pattern, { required = true } = {}) => void allowances.push({ pattern, used: false, required }),
        });
      } finally {
        restore();
      }

      const unexpected = problems.filter((problem) => {
        const allowance = allowances.find(({ pattern }) => pattern.test(problem.text));
        if (allowance) allowance.used = true;
        return !allowance;
      });
      const report = [
        ...unexpected.map(({ kind, text }) => `${kind}: ${text}`),
        ...allowances
          .filter(({ used, required }) => required && !used)
          .map(({ pattern }) => `an allowed problem never happened: ${String(pattern)}`),
      ];
      if (report.length > 0) throw new Error(`The pages reported problems:\n${report.join('\n')}`);
    },
    { auto: true },
  ],
});

/** A 1×1 transparent PNG. */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * Journeys never depend on the internet (CI has none, and a missing stream preview would be a console error):
 * requests to other hosts — Twitch's preview images and player — are answered here. A test's own
 * `page.route` for such a host still wins (page routes run before context routes).
 */
async function answerThirdPartiesLocally(context: BrowserContext) {
  await context.route(
    (url) => url.protocol === 'https:' || !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) =>
      route.request().resourceType() === 'image'
        ? route.fulfill({ contentType: 'image/png', body: PIXEL })
        : route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>third party</title>' }),
  );
}

/**
 * Contexts a test opens itself (a second person's browser) are watched too. Playwright has no "context
 * created" event on a browser, so `newContext` is wrapped for the length of one test; workers run one test
 * at a time, so no other test sees the wrapper.
 */
function watchNewContexts(browser: Browser, watch: (context: BrowserContext) => Promise<void>): () => void {
  const original = browser.newContext.bind(browser);
  browser.newContext = async (...args: Parameters<Browser['newContext']>) => {
    const created = await original(...args);
    await watch(created);
    return created;
  };
  return () => {
    browser.newContext = original;
  };
}

/**
 * Mints a sign-in token with the server's own CLI, against the data directory the test server uses
 * (playwright.config.ts), so the server accepts its signature.
 */
export function mintToken(userId: number, permissions: string[] = []): string {
  const args = ['run', '--silent', 'token', '--', '--user', String(userId)];
  if (permissions.length > 0) args.push('--permissions', permissions.join(','));
  const output = execFileSync('npm', args, {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: '.e2e-data' },
    encoding: 'utf8',
    // The command says on stderr which server accepts the token; the journeys' output need not repeat it.
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const token = output.trim().split('\n').pop() ?? '';
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return token;
}

/** Starts every page of this test logged in with `token` (stored where the app reads it). */
export async function logIn(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('auth', value), token);
}

/**
 * Starts every page of this test logged in as `userId` holding `permissions` (a token minted for them), and
 * returns the headers that send the same token, for the API calls that set up or check what the pages show.
 */
export async function logInAs(page: Page, userId: number, permissions: string[] = []): Promise<Record<string, string>> {
  const token = mintToken(userId, permissions);
  await logIn(page, token);
  return { Authorization: `Bearer ${token}` };
}

/** Fails when the page scrolls sideways: something sticks out past the window's right edge. `where` names it in a failure. */
export async function expectNoSidewaysScroll(page: Page, where?: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, where).toBeLessThanOrEqual(0);
}

/** Opens `path`, waits until its heading shows and its requests are done, and expects no sideways scroll. */
export async function openWithoutSidewaysScroll(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSidewaysScroll(page);
}

/** Counts the page's loads from now on: live updates are to arrive without one. */
export function countReloads(page: Page): () => number {
  let reloads = 0;
  page.on('load', () => reloads++);
  return () => reloads;
}

/** Fails on any serious or critical accessibility violation on the current page. */
export async function expectAccessible(page: Page) {
  // Colours are only final once fades and transitions end; mid-fade text would fail contrast for no reason.
  // Only running, finite animations are waited for, and never longer than 2 s.
  await page.evaluate(async () => {
    const settling = document
      .getAnimations()
      .filter(
        (animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity,
      );
    const settled = Promise.all(settling.map((animation) => animation.finished.catch(() => undefined)));
    await Promise.race([settled, new Promise((resolve) => setTimeout(resolve, 2_000))]);
  });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const blocking = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  expect(blocking).toEqual([]);
}

/** The demo's provider simulator (playwright.config.ts), whose control API injects game events. */
export function simulatorUrl(): string {
  const url = process.env.E2E_SIMULATOR_URL;
  expect(url).toBeTruthy();
  return url ?? '';
}

/** The demo seed's event (apps/simulator/src/demo/roster.ts). */
export const DEMO = {
  league: 'Sandbox Sprint (PL7777)',
  teams: ['Ember Tide', 'Frost Wardens', 'Verdant Pact', 'Gilded Shade'],
};
