import {
  DEMO,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  logInAs,
  mintToken,
  simulatorUrl,
  test,
} from './support';

/** Verdant Pact's Nettlewy (demo user 13) and Oakhelm (user 14); Brimlock (user 2) plays for Ember Tide. */
const ASKER = { id: 13, name: 'Nettlewy', account: 'Nettlewy#1481' };
const TEAMMATE = 14;
const OTHER_TEAM = 2;
const TAB = 'e2e wishes';

test("a player asks the team for an item, a teammate sees it, and it ticks itself off when it shows up in the player's stash", async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const simulator = simulatorUrl();
  const asker = await logInAs(page, ASKER.id);
  const status = (await (await request.get('/api/events/current/status', { headers: asker })).json()) as {
    team_id: number;
  };
  const wishes = `/api/events/current/teams/${status.team_id}/wishes`;
  const stash = (visible: boolean) =>
    request.post(`${simulator}/_control/stash-changes`, {
      data: visible
        ? {
            account: ASKER.account,
            stash: TAB,
            league: DEMO.league,
            public: true,
            items: [{ baseType: 'Mirror of Kalandra', stackSize: 2 }],
          }
        : { account: ASKER.account, stash: TAB, league: DEMO.league, public: false },
    });
  const teammateContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  try {
    // On a phone, from the account menu.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/rules');
    await page.getByRole('button', { name: `Account menu for ${ASKER.name}` }).click();
    await page.getByRole('link', { name: 'Team wishes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Team wishes' })).toBeVisible();
    await page.getByRole('textbox', { name: /Item name or base type/ }).fill('Mirror of Kalandra');
    await page.getByRole('spinbutton', { name: /How many/ }).fill('2');
    await page.getByRole('textbox', { name: /What for/ }).fill('Duplicate the team’s six-link chest');
    await page.getByRole('button', { name: 'Add wish' }).click();
    await expect(page.getByText('Your team now sees your wish for 2 × Mirror of Kalandra.')).toBeVisible();
    await expect(page.getByRole('region', { name: /^Open wishes/ }).getByText('2 × Mirror of Kalandra')).toBeVisible();
    await expectNoSidewaysScroll(page, 'wishes with a new wish at 390 px');
    await expectAccessible(page);

    // Another team never reads it.
    const stranger = { Authorization: `Bearer ${mintToken(OTHER_TEAM)}` };
    expect((await request.get(wishes, { headers: stranger })).status()).toBe(403);

    // A teammate sees it, with who asked and what for.
    const teammate = await teammateContext.newPage();
    await logIn(teammate, mintToken(TEAMMATE));
    await teammate.goto('/team/wishes');
    const open = teammate.getByRole('region', { name: /^Open wishes/ });
    const card = open.getByRole('listitem').filter({ hasText: '2 × Mirror of Kalandra' });
    await expect(card).toContainText('For: Duplicate the team’s six-link chest');
    await expect(card).toContainText(`Asked by ${ASKER.name}`);
    await expect(card.getByRole('button', { name: 'Delete 2 × Mirror of Kalandra' })).toHaveCount(0);

    // In the game, Nettlewy puts two Mirrors in a public tab: the stash stream shows them, and the wish ticks
    // itself off on the teammate's open page.
    expect((await stash(true)).ok()).toBe(true);
    const fulfilled = teammate.getByRole('region', { name: 'Fulfilled' });
    await expect(fulfilled.getByRole('listitem').filter({ hasText: '2 × Mirror of Kalandra' })).toContainText(
      `Seen in ${ASKER.name}’s stash (${TAB})`,
      { timeout: 75_000 },
    );
    await expect(card).toHaveCount(0);
    await expectNoSidewaysScroll(teammate, 'wishes with a fulfilled wish at 390 px');
    await expectAccessible(teammate);
  } finally {
    await teammateContext.close();
    await stash(false);
    const lists = (await (await request.get(wishes, { headers: asker })).json()) as {
      open: { id: number; item: string }[];
      fulfilled: { id: number; item: string }[];
    };
    for (const wish of [...lists.open, ...lists.fulfilled].filter((w) => w.item === 'Mirror of Kalandra'))
      await request.delete(`${wishes}/${wish.id}`, { headers: asker });
  }
});
