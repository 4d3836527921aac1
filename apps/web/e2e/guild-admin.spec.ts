import {
  DEMO,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logInAs,
  simulatorUrl,
  test,
  type Page,
} from './support';

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
  const lead = await logInAs(page, 6);
  const event = (await (await request.get('/api/events/current')).json()) as { id: number };
  const loot = (await tabs(request, lead, event.id)).find((tab) => tab.name === 'Loot');
  expect(loot?.fetch_enabled).toBe(false);
  try {
    await page.goto('/admin/guild');
    await expect(page.getByRole('heading', { level: 1, name: 'Guild' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: `Register ${DEMO.teams[1]}’s guild` })).toBeVisible();
    // Where the number is: the guild's profile page on the game's website.
    await expect(page.getByLabel('Guild number')).toHaveAccessibleDescription(
      /open your guild’s profile page: the number at the end of its address is the guild’s number \(pathofexile\.com\/guild\/profile\/number\)/,
    );
    await page.getByRole('button', { name: 'Save guild' }).click();
    await expect(
      page.getByText(
        'Enter the guild’s number: the digits at the end of its profile page’s address on pathofexile.com.',
      ),
    ).toBeVisible();
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
  await logInAs(page, 1, ['admin']);
  await page.goto('/admin/guild/stashes');
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([DEMO.teams[0]!, DEMO.teams[1]!]);
  // By index, with a folder's sub-tabs right under it.
  await expect(rowNames(page, DEMO.teams[0]!)).toHaveText([
    'Bank',
    'Uniques',
    'Uniques 1',
    'Uniques 2',
    'Currency',
    'Maps',
  ]);
  await expect(rowNames(page, DEMO.teams[1]!)).toHaveText(['Loot']);
});

test("a lead browses the team's guild tab and sees scoring items highlighted", async ({ page, request }) => {
  const simulator = simulatorUrl();
  const lead = await logInAs(page, 6);
  const event = (await (await request.get('/api/events/current')).json()) as { id: number };
  const loot = (await tabs(request, lead, event.id)).find((tab) => tab.name === 'Loot');
  expect(loot).toBeDefined();
  const lootId = loot!.id;
  const change = (body: object) => request.post(`${simulator}/_control/guild-tabs/${lootId}`, { data: body });
  // In the game, a Frost Wardens player puts a Goldrim (an objective of the demo) and some Chaos Orbs (none) in Loot.
  expect(
    (
      await change({
        add: [
          { key: 'e2e-goldrim', name: 'Goldrim', baseType: 'Leather Cap' },
          { key: 'e2e-chaos', baseType: 'Chaos Orb', stackSize: 7 },
        ],
      })
    ).ok(),
  ).toBe(true);
  try {
    expect((await request.patch(`/api/${event.id}/guild-stash/${lootId}`, { headers: lead })).status()).toBe(200);
    expect((await request.post(`/api/${event.id}/guild-stash/${lootId}/update`, { headers: lead })).status()).toBe(202);
    await expect
      .poll(
        async () => {
          const response = await request.get(`/api/${event.id}/guild-stash/${lootId}`, { headers: lead });
          const content = (await response.json()) as { items: { item: { name?: string } }[] };
          return content.items.some((entry) => entry.item.name === 'Goldrim');
        },
        { timeout: 60_000 },
      )
      .toBe(true);

    await page.goto('/admin/guild/stashes');
    await page.getByRole('link', { name: 'Loot', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/guild/stashes/${lootId}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Loot' })).toBeVisible();
    const board = page.getByRole('list', { name: 'Items in Loot' });
    const goldrim = board.getByRole('button', { name: 'Goldrim Leather Cap, counts for Goldrim' });
    const chaos = board.getByRole('button', { name: 'Chaos Orb, 7 in the stack, counts for no objective' });
    await expect(goldrim).toBeVisible();
    await expect(chaos).toBeVisible();

    await page.getByRole('checkbox', { name: 'Highlight scoring items' }).check();
    await expect(page).toHaveURL(/highlightScoring=true/);
    // What does not score fades back and drops out of reach; what scores stays.
    await expect(chaos).toHaveCount(0);
    await expect(goldrim).toBeVisible();
    await expectAccessible(page);

    await goldrim.click();
    const dialog = page.getByRole('dialog', { name: 'Goldrim Leather Cap' });
    await expect(dialog.getByRole('heading', { name: 'Counts for' })).toBeVisible();
    await expect(dialog.getByRole('listitem').filter({ hasText: 'Goldrim' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();

    // The link keeps the highlighting: reloading shows the same view.
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Highlight scoring items' })).toBeChecked();
  } finally {
    await change({ remove: ['e2e-goldrim', 'e2e-chaos'] });
    const now = (await tabs(request, lead, event.id)).find((tab) => tab.id === lootId);
    if (now?.fetch_enabled) await request.patch(`/api/${event.id}/guild-stash/${lootId}`, { headers: lead });
  }
});

test("a lead cannot open another team's tab", async ({ page, pageProblems }) => {
  // The server answers 404 for another team's tab, as for one that does not exist; the browser logs it.
  pageProblems.allow(/404 \(Not Found\).*\/guild-stash\/a1b2c3d4e5/);
  await logInAs(page, 6);
  // Bank belongs to Ember Tide; Glacia leads Frost Wardens.
  await page.goto('/admin/guild/stashes/a1b2c3d4e5');
  await expect(page.getByText('No such stash tab')).toBeVisible();
  await expect(page.getByRole('list', { name: /Items in/ })).toHaveCount(0);
});

test('a player who is neither team lead nor admin is sent home', async ({ page }) => {
  await logInAs(page, 8);
  await page.goto('/admin/guild/stashes');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: DEMO.league })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the stash tab list fits the screen', async ({ page }) => {
    await logInAs(page, 6);
    await page.goto('/admin/guild/stashes');
    await expect(page.getByRole('checkbox', { name: 'Fetch Loot' })).toBeAttached();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });

  test('a stash tab fits the screen', async ({ page }) => {
    await logInAs(page, 1, ['admin']);
    // Ember Tide's quad-free tabs: a premium grid and the sectioned map tab.
    for (const [id, name] of [
      ['a1b2c3d4e5', 'Bank'],
      ['a1b2c3d4e7', 'Maps'],
    ]) {
      await page.goto(`/admin/guild/stashes/${id}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    }
  });
});
