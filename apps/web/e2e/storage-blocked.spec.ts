import { DEMO, expect, test } from './support';

/**
 * A browser that refuses site storage (the site framed by another origin, site data blocked, some private
 * modes) throws as soon as the page touches `localStorage`; the site must still work, signed out.
 */
test('the site works signed out when the browser refuses storage', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    for (const area of ['localStorage', 'sessionStorage'] as const) {
      Object.defineProperty(window, area, {
        configurable: true,
        get() {
          throw new DOMException(`Access to ${area} is denied for this document.`, 'SecurityError');
        },
      });
    }
  });

  await page.goto('/');
  await expect(page.getByRole('region', { name: DEMO.league }).getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();

  await page.goto('/settings');
  await expect(page.getByRole('region', { name: 'Your account' })).toContainText('Log in to change your display name');
  await expect(page.getByRole('region', { name: 'Display' })).toBeVisible();
  expect(errors).toEqual([]);
});
