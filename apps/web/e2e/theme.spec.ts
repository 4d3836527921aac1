import { expect, expectAccessible, test } from './support';

test('the theme toggle switches to light and the choice survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-theme', 'dark');

  await page.getByRole('button', { name: 'Switch to light theme' }).click();
  await expect(html).toHaveAttribute('data-theme', 'light');

  await page.reload();
  await expect(html).toHaveAttribute('data-theme', 'light');
  await expect(page.getByRole('button', { name: 'Switch to dark theme' })).toBeVisible();
  // The light theme is checked too: team colours and texts must stay readable on it.
  await expect(page.getByRole('region', { name: 'Meet the Teams' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/settings');
  await expect(page.getByText('Currently light')).toBeVisible();
  await expectAccessible(page);
});
