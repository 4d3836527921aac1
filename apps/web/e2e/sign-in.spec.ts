import { DEMO, expect, expectAccessible, logIn, mintToken, test } from './support';
import {
  accountMenu,
  DEMO_USERS,
  expectLoggedOut,
  forgedToken,
  hintSimulator,
  loginFromMenu,
  signedInUserId,
} from './sign-in-support';

test('a token that expires while the page is open logs the user out', async ({ page }) => {
  // The app drops the token at its expiry, before asking anything with it: no request is refused.
  await page.clock.install();
  await logIn(page, mintToken(1, ['admin']));
  await page.goto('/admin');
  await expect(accountMenu(page, 'Ashvale')).toBeVisible();

  // Demo tokens last 14 days; the auth store's timer fires at the expiry.
  await page.clock.fastForward(15 * 24 * 60 * 60 * 1000);
  await expectLoggedOut(page);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('a token the server refuses logs the user out instead of failing every page', async ({ page, pageProblems }) => {
  // The forged token is refused by the server: that refusal is the behaviour under test.
  pageProblems.allow(/status of 401 .*\/api\/users\/self$/);
  await logIn(page, forgedToken(DEMO_USERS.umberly.id));
  await page.goto('/settings');
  await expectLoggedOut(page);
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Log in to change your display name');
});

test('Logout clears the stored login and what was shown for the user', async ({ page }) => {
  await logIn(page, mintToken(DEMO_USERS.umberly.id));
  await page.goto('/settings');
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveValue(DEMO_USERS.umberly.name);
  // addInitScript would log in again on reload; this journey stays on one page load from here.
  await accountMenu(page, DEMO_USERS.umberly.name).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLoggedOut(page);
  await expect(page.getByRole('textbox', { name: 'Display name' })).toHaveCount(0);
  await expect(page.getByText(DEMO_USERS.umberly.account)).toHaveCount(0);
});

test("a provider's refusal reads as a sentence, with a way back", async ({ page }) => {
  await page.goto('/auth/discord/callback?error=access_denied&error_description=The+user+said+no');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not complete' })).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You did not allow Discord to sign you in');
  await expect(page.getByRole('alert')).toContainText('Discord said: “The user said no” (access_denied)');
  await expect(page.getByText('Handling Authentication')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
});

test('a callback opened without code and state says so instead of leaving silently', async ({ page }) => {
  await page.goto('/auth/poe/callback');
  await expect(page.getByRole('alert')).toContainText('This page did not receive an answer from Path of Exile.');
  await expect(page).toHaveURL(/\/auth\/poe\/callback$/);
});

test.describe('through the provider simulator', () => {
  test('a returning player signs in with Path of Exile and lands back where they were', async ({ page }) => {
    await hintSimulator(page, 'poe', { sim_account: 'Brimlock#1074' });
    await page.goto('/rules');
    await loginFromMenu(page, 'Path of Exile');
    await expect(page).toHaveURL(/\/rules$/);
    await expect(accountMenu(page, 'Brimlock')).toBeVisible();
    await expect(page.getByText(/Path of Exile account is not connected yet/)).toHaveCount(0);
  });

  test('the demo asks who signs in: the visitor picks a demo player on the consent page, or refuses', async ({
    page,
  }) => {
    await page.goto('/rules');
    await loginFromMenu(page, 'Path of Exile');
    await expect(page.getByRole('heading', { name: 'Sign in with Path of Exile as…' })).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    await page.getByRole('link', { name: 'Brimlock#1074' }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(accountMenu(page, 'Brimlock')).toBeVisible();

    await accountMenu(page, 'Brimlock').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await loginFromMenu(page, 'Path of Exile');
    await page.getByRole('link', { name: 'Deny: refuse to sign in' }).click();
    await expect(page.getByRole('alert')).toContainText('You did not allow Path of Exile to sign you in');
    await expectLoggedOut(page);
  });

  test('a new player signs in with Path of Exile, then connects Discord from Settings', async ({ page }) => {
    await hintSimulator(page, 'poe', { sim_account: NEW_PLAYER.poe });
    await hintSimulator(page, 'discord', { sim_account: NEW_PLAYER.discord });
    await page.goto('/');
    await loginFromMenu(page, 'Path of Exile');
    await expect(accountMenu(page, /^Account menu for /)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/settings');
    const accounts = page.getByRole('region', { name: 'Connected accounts' });
    const discord = accounts.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Discord' }) });
    await expect(discord).toContainText('Not connected');
    await discord.getByRole('button', { name: 'Connect Discord' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(discord).toContainText('Connected as');
    // Linked, not a second user: the game account is still there.
    await expect(
      accounts.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Path of Exile' }) }),
    ).toContainText('Connected as');
  });

  test('a visitor signs in with Twitch alone, is asked for the game account, and a player links Twitch', async ({
    page,
  }) => {
    await hintSimulator(page, 'twitch', { sim_account: NEW_PLAYER.twitch });
    await page.goto('/rules');
    await loginFromMenu(page, 'Twitch');
    // A new user named after the Twitch account, who still lacks the required game account.
    await expect(accountMenu(page, 'Newcomer')).toBeVisible();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByText(/Path of Exile account is not connected yet/)).toBeVisible();

    // Signing in again with the same Twitch account is the same user, not a second one.
    const firstUser = await signedInUserId(page);
    await accountMenu(page, 'Newcomer').click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await loginFromMenu(page, 'Twitch');
    await expect(accountMenu(page, 'Newcomer')).toBeVisible();
    expect(await signedInUserId(page)).toBe(firstUser);
  });

  test('a denied consent comes back as a readable error with a way back', async ({ page }) => {
    await hintSimulator(page, 'discord', { sim_deny: '1' });
    await page.goto('/rules');
    await loginFromMenu(page, 'Discord');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign-in did not complete' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('You did not allow Discord to sign you in');
    await page.getByRole('link', { name: 'Back to the page you were on' }).click();
    await expect(page).toHaveURL(/\/rules$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
  });

  test('a replayed callback is refused with a clear message', async ({ page, pageProblems }) => {
    // The replayed callback is refused by the server (400): that refusal is the behaviour under test.
    pageProblems.allow(/status of 400 .*\/api\/oauth2\/poe\/callback$/);
    await hintSimulator(page, 'poe', { sim_account: 'Brimlock#1074' });
    await page.goto('/');
    let callback = '';
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && frame.url().includes('/auth/poe/callback?')) callback = frame.url();
    });
    await loginFromMenu(page, 'Path of Exile');
    await expect(accountMenu(page, 'Brimlock')).toBeVisible();
    expect(callback).toContain('state=');

    await page.goto(callback);
    await expect(page.getByRole('alert')).toContainText('Signing in with Path of Exile could not be finished.');
    await expect(page.getByRole('alert')).toContainText(/already used|unknown/);
    await expect(page.getByRole('button', { name: 'Try again with Path of Exile' })).toBeVisible();
  });

  test('an authorize link sent to someone else connects nothing (sign-in CSRF)', async ({
    page,
    browser,
    pageProblems,
  }) => {
    // Umberly starts "connect Discord" in her browser, but sends the provider's link to another person.
    const { id, name, discord } = DEMO_USERS.umberly;
    const headers = { authorization: `Bearer ${mintToken(id)}` };
    const linkedDiscord = async () => {
      const self = await page.request.get('/api/users/self', { headers });
      return ((await self.json()) as { discord_name: string | null }).discord_name;
    };
    /** Starts linking Discord in Umberly's browser (which gets the sign-in cookie) and returns the provider's link. */
    const startLinking = async (simAccount: string) => {
      const started = await page.request.get(
        `/api/oauth2/discord/redirect?redirect_url=${encodeURIComponent(`${origin}/auth/discord/callback`)}`,
        { headers },
      );
      const link = new URL((await started.json()) as string);
      link.searchParams.set('sim_account', simAccount);
      return link.href;
    };
    await page.goto('/');
    const origin = new URL(page.url()).origin;
    // Other journeys may have disconnected her Discord (settings.spec.ts); whatever it is, it must not change.
    const before = await linkedDiscord();
    const link = await startLinking(NEW_PLAYER.discord);

    const victim = await (await browser.newContext()).newPage();
    // The server's refusal is a 403 the browser logs as a failed request; nothing else may go wrong.
    pageProblems.allow(/status of 403 .*\/api\/oauth2\/discord\/callback$/);
    await victim.goto(link);
    await expect(victim.getByRole('alert')).toContainText('Signing in with Discord could not be finished.');
    await expect(victim.getByRole('alert')).toContainText(
      'This sign-in was started in another browser, so nothing was connected.',
    );
    await expect(victim.getByRole('button', { name: 'Login' })).toBeVisible();
    await victim.context().close();
    expect(await linkedDiscord()).toBe(before);

    // Her own browser still connects her own Discord account afterwards: the refused attempt broke nothing.
    await page.goto(await startLinking(discord));
    await expect(accountMenu(page, name)).toBeVisible();
    expect(await linkedDiscord()).toBe(discord);
  });

  test('a tampered state is refused with a clear message', async ({ page, pageProblems }) => {
    // The tampered state is refused by the server (400): that refusal is the behaviour under test.
    pageProblems.allow(/status of 400 .*\/api\/oauth2\/poe\/callback$/);
    await page.goto('/auth/poe/callback?code=anything&state=not-a-state-we-issued');
    await expect(page.getByRole('alert')).toContainText('Signing in with Path of Exile could not be finished.');
    await expect(page.getByRole('alert')).toContainText(/unknown|already used/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expectAccessible(page);
  });
});

/** A simulator account the demo seed has no user for (apps/simulator demo scenario). */
const NEW_PLAYER = { poe: 'Newcomer#4242', discord: 'newcomer', twitch: 'newcomer_tv' };
