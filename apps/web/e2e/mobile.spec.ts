import { DEMO, expect, expectAccessible, test } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the layout fits the screen and the icon-only links keep their names', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const rules = nav.getByRole('link', { name: 'Rules' });
  await expect(rules).toBeVisible();
  // The label is visually hidden (an icon shows), but the link is still named "Rules".
  await expect(rules.getByText('Rules')).toHaveCSS('position', 'absolute');

  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Teams stack in one column.
  const cards = page
    .getByRole('region', { name: 'Meet the Teams' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && second.y > first.y && Math.abs(second.x - first.x) < 2).toBe(true);

  await expectAccessible(page);

  await rules.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expectAccessible(page);
});
