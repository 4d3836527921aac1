import { DEMO, expect, expectAccessible, test } from './support';

test('the top navigation moves between pages without reloading', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));

  await nav.getByRole('link', { name: 'Rules' }).click();
  await expect(page).toHaveURL(/\/rules$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Rules' })).toHaveAttribute('aria-current', 'page');

  await nav.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
  // Still the same document: the navigation happened in the app.
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  await expect(nav.getByRole('link', { name: 'Scoring' })).toHaveAttribute('href', '/scores/ladder');
  await expect(nav.getByRole('link', { name: 'Streams' })).toHaveAttribute('href', '/streams');
});

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this/page/does/not/exist');
  await expect(page.getByRole('heading', { name: 'Could not find page' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Return to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
});

test('the Login button opens the sign-in choices from the keyboard', async ({ page }) => {
  await page.goto('/rules');
  const login = page.getByRole('button', { name: 'Login' });
  await login.focus();
  await page.keyboard.press('Enter');
  const choice = (name: string) => page.getByRole('button', { name, exact: true });
  for (const name of ['Path of Exile', 'Discord', 'Twitch']) await expect(choice(name)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(choice('Path of Exile')).toBeHidden();
  await expect(login).toBeFocused();
});
