import { ladderEntry } from './ladder-support';
import { expect, test } from './support';

test('a 10,000-row ladder renders only the rows in view and scrolls to the end', async ({ page }) => {
  const body = JSON.stringify(Array.from({ length: 10_000 }, (_, index) => ladderEntry(index + 1)));
  await page.route('**/api/events/current/ladder', (route) => route.fulfill({ contentType: 'application/json', body }));
  const started = Date.now();
  await page.goto('/scores/ladder');
  const table = page.getByRole('table', { name: 'Character ladder' });
  await expect(table.getByRole('row', { name: /Runner1\b/ })).toBeVisible();
  test.info().annotations.push({ type: 'ladder-10k-first-rows-ms', description: String(Date.now() - started) });
  await expect(page.getByText('10000 event players (10000 on the league ladder)')).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeLessThan(80);

  const region = page.getByRole('region', { name: 'Character ladder' });
  const box = await region.boundingBox();
  const viewport = page.viewportSize();
  // 70vh (docs/domain.md §2).
  expect(Math.round(box?.height ?? 0)).toBeLessThanOrEqual(Math.round((viewport?.height ?? 0) * 0.7) + 1);
  await region.evaluate((element) => element.scrollTo({ top: element.scrollHeight }));
  await expect(table.getByRole('row', { name: /Runner10000\b/ })).toBeVisible();
  expect(await table.locator('tbody tr').count()).toBeLessThan(80);
  await expect(table.getByText('inf').first()).toBeAttached();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the ladder is one column of character cards with a search box', async ({ page }) => {
    const body = JSON.stringify(Array.from({ length: 500 }, (_, index) => ladderEntry(index + 1)));
    await page.route('**/api/events/current/ladder', (route) =>
      route.fulfill({ contentType: 'application/json', body }),
    );
    await page.goto('/scores/ladder');
    const table = page.getByRole('table', { name: 'Character ladder' });
    await expect(table.getByRole('columnheader')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Runner321');
    await expect(page.getByText('1 of 500 event players (500 on the league ladder)')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /Runner321/ })).toBeVisible();
  });
});
