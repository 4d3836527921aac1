import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

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
  });
  const token = output.trim().split('\n').pop() ?? '';
  expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  return token;
}

/** Starts every page of this test logged in with `token` (stored where the app reads it). */
export async function logIn(page: Page, token: string) {
  await page.addInitScript((value) => window.localStorage.setItem('auth', value), token);
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

/** The demo seed's event (apps/simulator/src/demo/roster.ts). */
export const DEMO = {
  league: 'Sandbox Sprint (PL7777)',
  teams: ['Ember Tide', 'Frost Wardens', 'Verdant Pact', 'Gilded Shade'],
};
