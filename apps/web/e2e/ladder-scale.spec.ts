import { ladderEntry } from './ladder-support';
import { expect, expectNoSidewaysScroll, test, type Page } from './support';

/**
 * Answers the ladder as the server does: with `limit` (the page's first read), only its first entries; the whole
 * ladder once `wholeArrives` resolves.
 */
function serveLadder(page: Page, rows: number, wholeArrives: Promise<void> = Promise.resolve()) {
  const entries = Array.from({ length: rows }, (_, index) => ladderEntry(index + 1));
  return page.route(
    (url) => url.pathname === '/api/events/current/ladder',
    async (route) => {
      const limit = new URL(route.request().url()).searchParams.get('limit');
      if (limit === null) await wholeArrives;
      const body = JSON.stringify(limit === null ? entries : entries.slice(0, Number(limit)));
      return route.fulfill({ contentType: 'application/json', body });
    },
  );
}

test('a 10,000-row ladder renders only the rows in view and scrolls to the end', async ({ page }) => {
  await serveLadder(page, 10_000);
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
    await serveLadder(page, 500);
    await page.goto('/scores/ladder');
    const table = page.getByRole('table', { name: 'Character ladder' });
    await expect(table.getByRole('columnheader')).toHaveCount(1);
    await page.getByRole('searchbox', { name: 'Search' }).fill('Runner321');
    await expect(page.getByText('1 of 500 event players (500 on the league ladder)')).toBeVisible();
    await expect(table.locator('tbody tr')).toHaveCount(1);
    await expect(table.getByRole('row', { name: /Runner321/ })).toBeVisible();
  });

  test('shows the first rows at once with a note that fits, and the whole ladder arrives without moving them', async ({
    page,
  }) => {
    let letWholeArrive = () => {};
    await serveLadder(page, 2_000, new Promise((resolve) => (letWholeArrive = resolve)));
    await page.goto('/scores/ladder');
    const note = page.getByText('500 event players in the top 500 · loading the rest…');
    await expect(note).toBeVisible();
    await expectNoSidewaysScroll(page);
    // Measured once the team table above is drawn, so that only the swap could move the rows.
    await expect(page.getByRole('list', { name: /points by team/ })).toBeVisible();
    const firstRow = page.getByRole('table', { name: 'Character ladder' }).getByRole('row', { name: /Runner1\b/ });
    const rowBefore = await firstRow.boundingBox();
    const noteBefore = await note.boundingBox();

    letWholeArrive();
    const count = page.getByText('2000 event players (2000 on the league ladder)');
    await expect(count).toBeVisible();
    expect(await count.boundingBox()).toMatchObject({ y: noteBefore?.y, height: noteBefore?.height });
    expect(await firstRow.boundingBox()).toEqual(rowBefore);
  });
});
