import { countReloads, DEMO, expect, expectAccessible, openWithoutSidewaysScroll, simulatorUrl, test } from './support';

type LadderRow = { team_id: number | null; user_id: number | null };
type Character = { id: string; name: string; event_id: number; level: number };

test("the ladder lists the event's players with their team, and the whole league behind a toggle kept in the address", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  // The demo's character job polls the league ladder (players and 400 strangers) shortly after the server starts.
  await expect
    .poll(
      async () => {
        const ladder = (await (await request.get('/api/events/current/ladder')).json()) as LadderRow[];
        return ladder.filter((row) => row.team_id !== null).length > 0 && ladder.length > 100;
      },
      { timeout: 120_000 },
    )
    .toBe(true);
  await page.goto('/scores/ladder');
  const table = page.getByRole('table', { name: 'Character ladder' });
  const count = page.getByText(/^\d+ event players? \(\d+ on the league ladder\)$/);
  await expect(count).toBeVisible();
  const [, players, league] = /^(\d+) event players? \((\d+) on/.exec((await count.textContent()) ?? '') ?? [];
  expect(Number(players)).toBeLessThan(Number(league));
  // Every listed character belongs to one of the event's teams.
  const teams = table.locator('tbody tr td:nth-child(3)');
  await expect(teams.first()).toBeVisible();
  for (const team of await teams.allTextContents()) expect(DEMO.teams).toContain(team);

  const toggle = page.getByRole('checkbox', { name: 'Whole league ladder' });
  await expect(toggle).not.toBeChecked();
  await toggle.check();
  await expect(page).toHaveURL(/\/scores\/ladder\?ladder=league$/);
  await expect(page.getByText(new RegExp(`^${league} characters$`))).toBeVisible();
  // The address keeps the choice.
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Whole league ladder' })).toBeChecked();
  await expectAccessible(page);
  await page.getByRole('checkbox', { name: 'Whole league ladder' }).uncheck();
  await expect(page).toHaveURL(/\/scores\/ladder$/);
  await expect(count).toBeVisible();
});

test('the races tab explains its icons on the page', async ({ page }) => {
  await page.goto('/scores/races');
  const legend = page.getByRole('list', { name: 'What the icons mean' });
  await expect(legend).toContainText('In review');
  await expect(legend).toContainText('No submissions');
  await expectAccessible(page);
});

test('an open character page follows the character as the game levels it, without a reload', async ({
  page,
  request,
}) => {
  // The game is polled once a minute and the page asks again every 60 s: a change shows within about two minutes.
  test.setTimeout(240_000);
  const simulator = simulatorUrl();
  let character: Character | undefined;
  await expect
    .poll(
      async () => {
        character = ((await (await request.get('/api/users/1/characters')).json()) as Character[])[0];
        return character !== undefined && character.level < 99;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  const name = character?.name ?? '';
  await page.goto(`/profile/1/${character?.event_id}/${character?.id}`);
  const article = page.getByRole('article', { name });
  const level = article.getByText(/^Level \d+$/);
  const shownLevel = async () => Number(/\d+/.exec((await level.textContent()) ?? '')?.[0]);
  await expect(level).toBeVisible();
  const before = await shownLevel();
  const reloads = countReloads(page);

  // The game moves the character to level 99 (the demo keeps levelling it on its own too).
  const moved = await request.post(`${simulator}/_control/characters/${encodeURIComponent(name)}/progress`, {
    data: { level: 99 },
  });
  expect(moved.ok()).toBe(true);
  await expect.poll(shownLevel, { timeout: 200_000 }).toBeGreaterThan(before);
  // The bar never contradicts the level: a share of the way to the next level, or the maximum.
  await expect(article.getByText(/experience \(\d+%\)|maximum level/)).toBeVisible();
  expect(reloads()).toBe(0);
});

test.describe('on the narrowest phone', () => {
  test.use({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true });

  test('the ladder with its toggle and a character page fit 320 px without scrolling sideways', async ({ page }) => {
    for (const path of ['/scores/ladder', '/scores/ladder?ladder=league', '/profile/1']) {
      await openWithoutSidewaysScroll(page, path);
    }
    await expect(page.getByRole('article')).toBeVisible();
  });
});
