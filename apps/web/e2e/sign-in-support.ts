import type { Page } from '@playwright/test';
import { expect } from './support';

export type Provider = 'poe' | 'discord' | 'twitch';

/** Demo players by user id (the server's demo seed numbers them in roster order; the judge comes last). */
export const DEMO_USERS = {
  nettlewy: { id: 13, name: 'Nettlewy', account: 'Nettlewy#1481', discord: 'nettlewy' },
  thornic: { id: 19, name: 'Thornic', account: 'Thornic#1703', discord: 'thornic', team: 'Gilded Shade' },
  umberly: { id: 20, name: 'Umberly', account: 'Umberly#1740', discord: 'umberly' },
  judge: { id: 21, name: 'Demo Judge' },
} as const;

/**
 * Tells the provider simulator what to do at its authorize page (apps/simulator README: consent as
 * `sim_account`, or refuse with `sim_deny=1`) by adding the hint to the address the server hands out.
 */
export async function hintSimulator(page: Page, provider: Provider, hint: Record<string, string>) {
  await page.route(`**/api/oauth2/${provider}/redirect?**`, async (route) => {
    const response = await route.fetch();
    if (!response.ok()) return route.fulfill({ response });
    const url = new URL((await response.json()) as string);
    for (const [key, value] of Object.entries(hint)) url.searchParams.set(key, value);
    await route.fulfill({ response, json: url.href });
  });
}

/** Chooses a provider from the user menu's Login. */
export async function loginFromMenu(page: Page, provider: 'Path of Exile' | 'Discord' | 'Twitch') {
  await page.getByRole('button', { name: 'Login' }).click();
  await page.getByRole('button', { name: provider, exact: true }).click();
}

/** The account menu of the logged-in user, by display name. */
export function accountMenu(page: Page, name: string | RegExp) {
  return page.getByRole('button', { name: typeof name === 'string' ? `Account menu for ${name}` : name });
}

/** A JWT-shaped token with future expiry that no server signed (the client reads its claims; the server refuses it). */
export function forgedToken(userId: number): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const iat = Math.floor(Date.now() / 1000);
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ user_id: userId, permissions: [], iat, exp: iat + 3600 })}.Zm9yZ2Vk`;
}

export async function expectLoggedOut(page: Page) {
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('auth'))).toBeNull();
}

/** The user id in the stored login token (the `user_id` claim). */
export async function signedInUserId(page: Page): Promise<number | undefined> {
  const token = await page.evaluate(() => window.localStorage.getItem('auth'));
  const payload = token?.split('.')[1];
  if (!payload) return undefined;
  return (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { user_id?: number }).user_id;
}
