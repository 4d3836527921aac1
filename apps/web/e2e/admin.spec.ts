import { DEMO, expect, expectAccessible, logIn, mintToken, test } from './support';

test('a logged-in admin sees Admin and their roles', async ({ page }) => {
  await logIn(page, mintToken(1, ['admin']));
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('link', { name: 'Admin' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your roles' })).toContainText('Admin');
  await expectAccessible(page);

  // Logging out from the user menu leaves the admin area at once.
  await page.getByRole('button', { name: /Account menu for/ }).click();
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
});

test('a team lead without permissions sees Admin too', async ({ page }) => {
  await logIn(page, mintToken(6));
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toBeVisible();
});

test('a logged-out visitor sees no Admin and is sent home from /admin', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' })).toHaveCount(0);

  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
});
