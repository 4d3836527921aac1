import { expect, expectAccessible, logIn, mintToken, openWithoutSidewaysScroll, test } from './support';

const PAGES = ['/scores/ladder', '/scores/races', '/scores/uniques', '/scores/dailies', '/streams', '/profile/1'];

test.describe('desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  for (const path of PAGES) {
    test(`${path} lays out for desktop`, async ({ page }, info) => {
      await openWithoutSidewaysScroll(page, path);
      if (path === '/scores/ladder') {
        await expect(page.getByRole('table', { name: /Team scores/ })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Show Rules' })).toBeVisible();
      }
      await info.attach('desktop', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    });
  }
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  for (const path of PAGES) {
    test(`${path} lays out for phones`, async ({ page }, info) => {
      await openWithoutSidewaysScroll(page, path);
      if (path === '/scores/ladder') {
        // Phones get team tiles instead of the wide table, and the rules toggle keeps its name with only an icon.
        await expect(page.getByRole('table', { name: /Team scores/ })).toBeHidden();
        await expect(page.getByRole('list', { name: /points by team/ })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Show Rules' })).toBeVisible();
      }
      if (path.startsWith('/scores')) {
        const tabs = page.getByRole('navigation', { name: 'Score tabs' });
        const scroll = await tabs.evaluate((element) => element.scrollWidth > element.clientWidth);
        expect(scroll).toBe(true);
      }
      await expectAccessible(page);
      await info.attach('mobile', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    });
  }
});

test.describe('a narrow desktop window', () => {
  // Not a phone: a desktop browser window made 390 px wide (classic scrollbars, no mobile viewport rules).
  test.use({ viewport: { width: 390, height: 844 } });

  test('the signed-in header and admin pages fit without scrolling sideways', async ({ page }) => {
    await logIn(page, mintToken(1, ['admin']));
    for (const path of ['/', '/admin', '/admin/events', '/scores/ladder']) {
      await openWithoutSidewaysScroll(page, path);
    }
  });
});
