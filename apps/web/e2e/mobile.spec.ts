import { DEMO, expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, type Page, test } from './support';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

test('on a phone the layout fits the screen and the sections sit behind a Menu button', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu', exact: true });
  const rules = nav.getByRole('link', { name: 'Rules' });
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(rules).toBeHidden();
  // Login stays in the bar, with its word.
  await expect(page.getByRole('button', { name: 'Login' })).toHaveText('Login');

  await expectNoSidewaysScroll(page);

  // Teams stack in one column.
  const cards = page
    .getByRole('region', { name: 'Meet the Teams' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3 }) });
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first && second && second.y > first.y && Math.abs(second.x - first.x) < 2).toBe(true);

  await expectAccessible(page);

  await menu.tap();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  // Each section with its written name, one under the other, and the theme toggle.
  await expect(nav.getByRole('link')).toHaveText(['Home', 'Scoring', 'Streams', 'Rules', 'Past events']);
  await expect(rules.getByText('Rules')).toBeVisible();
  await expect(nav.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
  await expectAccessible(page);

  await rules.tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Rules' })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(rules).toBeHidden();
  await expectAccessible(page);
});

test('the Menu works from the keyboard', async ({ page }) => {
  await page.goto('/rules');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const menu = nav.getByRole('button', { name: 'Menu', exact: true });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('Tab');
  await expect(nav.getByRole('link', { name: 'Home' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await expect(nav.getByRole('link', { name: 'Home' })).toBeHidden();

  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

test.describe('on the narrowest phone (320 px)', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  /** Fails when the element sticks out of the screen or the page scrolls sideways. */
  async function expectOnScreen(page: Page, element: ReturnType<Page['getByRole']>) {
    const box = await element.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 320).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  }

  test("a visitor's open menus stay on the screen", async ({ page }) => {
    await page.goto('/rules');
    await page.getByRole('button', { name: 'Login' }).tap();
    await expectOnScreen(page, page.getByRole('list').filter({ hasText: 'Log in with' }));
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    await expectOnScreen(page, page.getByRole('navigation', { name: 'Main' }).getByRole('list'));
  });

  test("an admin's open menus stay on the screen", async ({ page }) => {
    await logIn(page, mintToken(1, ['admin']));
    await page.goto('/rules');
    await page.getByRole('button', { name: /^Account menu for/ }).tap();
    await expectOnScreen(page, page.getByRole('list').filter({ hasText: 'Logout' }));
    await page.getByRole('button', { name: 'Menu', exact: true }).tap();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Admin' })).toBeVisible();
    await expectOnScreen(page, nav.getByRole('list'));
  });
});

test.describe('at the mobile breakpoint (docs/domain.md §9: 800 px and below)', () => {
  for (const [width, collapsed] of [
    [800, true],
    [801, false],
  ] as const) {
    test(`${width} px wide the sections are ${collapsed ? 'behind the Menu' : 'in the bar'}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/rules');
      const nav = page.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('button', { name: 'Menu', exact: true })).toBeVisible({ visible: collapsed });
      await expect(nav.getByRole('link', { name: 'Rules' })).toBeVisible({ visible: !collapsed });
    });
  }
});
