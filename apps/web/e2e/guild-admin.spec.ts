import { DEMO, expect, expectAccessible, logIn, mintToken, test, type Page } from './support';

type TabJson = { id: string; name: string; fetch_enabled: boolean };

async function tabs(request: Page['request'], headers: Record<string, string>, eventId: number) {
  const response = await request.get(`/api/${eventId}/guild-stash`, { headers });
  expect(response.status()).toBe(200);
  return (await response.json()) as TabJson[];
}

const rowNames = (page: Page, team: string) =>
  page.getByRole('table', { name: team, exact: true }).getByRole('rowheader');

test("a team lead sees only their team's guild tabs in order and turns fetching of one on and off", async ({
  page,
  request,
}) => {
  // Glacia leads Frost Wardens and holds no permissions (no journey grants her any): the lead's own way in.
  const token = mintToken(6);
  const lead = { Authorization: `Bearer ${token}` };
  const event = (await (await request.get('/api/events/current')).json()) as { id: number };
  const loot = (await tabs(request, lead, event.id)).find((tab) => tab.name === 'Loot');
  expect(loot?.fetch_enabled).toBe(false);
  await logIn(page, token);
  try {
    await page.goto('/admin/guild');
    await expect(page.getByRole('heading', { level: 1, name: 'Guild' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Register ${DEMO.teams[1]}’s guild` })).toBeVisible();
    await page.getByRole('button', { name: 'Save guild' }).click();
    await expect(page.getByText('Enter the guild’s number from its page on the game’s site.')).toBeVisible();
    await expect(page.getByLabel('Guild number')).toBeFocused();
    await expectAccessible(page);

    await page.getByRole('navigation', { name: 'Guild pages' }).getByRole('link', { name: 'Stash tabs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Guild stash tabs' })).toBeVisible();
    await expect(rowNames(page, DEMO.teams[1]!)).toHaveText(['Loot']);
    // Another team's tabs are never shown, not even as a heading.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText([DEMO.teams[1]!]);
    await expect(page.getByRole('button', { name: 'Fetch now Loot' })).toBeDisabled();
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Fetch Loot' }).check();
    await expect(page.getByRole('status').filter({ hasText: 'Loot' })).toHaveText('Loot is fetched from now on.');
    expect((await tabs(request, lead, event.id)).find((tab) => tab.name === 'Loot')?.fetch_enabled).toBe(true);
    await expect(page.getByRole('button', { name: 'Fetch now Loot' })).toBeEnabled();

    await page.getByRole('checkbox', { name: 'Fetch Loot' }).uncheck();
    await expect(page.getByRole('status').filter({ hasText: 'Loot' })).toHaveText('Loot is no longer fetched.');
    expect((await tabs(request, lead, event.id)).find((tab) => tab.name === 'Loot')?.fetch_enabled).toBe(false);
  } finally {
    const now = (await tabs(request, lead, event.id)).find((tab) => tab.name === 'Loot');
    if (now?.fetch_enabled) await request.patch(`/api/${event.id}/guild-stash/${now.id}`, { headers: lead });
  }
});

test("an admin sees every team's tabs in order", async ({ page }) => {
  await logIn(page, mintToken(1, ['admin']));
  await page.goto('/admin/guild/stashes');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([DEMO.teams[0]!, DEMO.teams[1]!]);
  // By index, with a folder's sub-tabs right under it.
  await expect(rowNames(page, DEMO.teams[0]!)).toHaveText(['Bank', 'Uniques', 'Uniques 1', 'Uniques 2']);
  await expect(rowNames(page, DEMO.teams[1]!)).toHaveText(['Loot']);
});

test('a player who is neither team lead nor admin is sent home', async ({ page }) => {
  await logIn(page, mintToken(8));
  await page.goto('/admin/guild/stashes');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the stash tab list fits the screen', async ({ page }) => {
    await logIn(page, mintToken(6));
    await page.goto('/admin/guild/stashes');
    await expect(page.getByRole('checkbox', { name: 'Fetch Loot' })).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
