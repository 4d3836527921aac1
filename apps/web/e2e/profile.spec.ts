import { expect, expectAccessible, logIn, mintToken, test } from './support';

test("a profile shows the player's name and redirects to their newest character", async ({ page, request }) => {
  test.setTimeout(90_000);
  // The demo's character poll records Ashvale's character shortly after the server starts.
  await expect
    .poll(async () => ((await (await request.get('/api/users/1/characters')).json()) as unknown[]).length, {
      timeout: 60_000,
    })
    .toBeGreaterThan(0);
  await page.goto('/profile/1');
  await expect(page.getByRole('heading', { level: 1, name: "Ashvale's Profile" })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/1\/\d+\/[^/]+$/);
  const carousel = page.getByRole('navigation', { name: 'Characters by event' });
  await expect(carousel.getByRole('link').first()).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('article')).toContainText('Level');
  await expect(page.getByRole('progressbar').first()).toBeVisible();
  await expectAccessible(page);
});

test('an unknown player gets a clear message', async ({ page, pageProblems }) => {
  // The server's 404 is what the message is about; the browser logs it as a failed request.
  pageProblems.allow(/status of 404 .*\/api\/users\/999999$/);
  await page.goto('/profile/999999');
  await expect(page.getByText('This player could not be found')).toBeVisible();
  await expectAccessible(page);
});

test('/played asks a signed-up player for their time played in the last day', async ({ page, request }) => {
  // The page asks only from the event's last day on; the browser's clock is set three hours before the end.
  const event = (await (await request.get('/api/events/current')).json()) as { event_end_time: string };
  await page.clock.setFixedTime(new Date(Date.parse(event.event_end_time) - 3 * 3_600_000));
  await logIn(page, mintToken(2));
  await page.goto('/played');
  await expect(page.getByText(/The event ends/)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Time played' })).toBeVisible();
  await expect(page.getByText(/planning to play for \d+ hours per day/)).toBeVisible();
  await page.getByRole('spinbutton', { name: 'Days' }).fill('1');
  await page.getByRole('spinbutton', { name: 'Hours' }).fill('5');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();
  await expectAccessible(page);
});

test('the character page shows level, ascendancy, skill, stats and a chart that follows the chosen metric', async ({
  page,
}) => {
  // Character data is answered from fixtures here, so the page is checked whatever the demo has recorded so far.
  const character = {
    id: 'char-1',
    user_id: 1,
    event_id: 1,
    name: 'EMB_Ashvale',
    level: 91,
    experience: 2_100_000_000,
    character_class: 'Marauder',
    ascendancy: 'Juggernaut',
    ascendancy_points: 8,
    main_skill: 'Boneshatter',
    pantheon: true,
    atlas_node_count: 42,
    delve_depth: 250,
    timestamp: new Date().toISOString(),
  };
  const stats = (hoursAgo: number, level: number, dps: number) => ({
    timestamp: new Date(Date.now() - hoursAgo * 3_600_000).toISOString(),
    level,
    experience: 20_000_000 * level,
    dps,
    ehp: hoursAgo === 0 ? 2_147_483_647 : 30_000,
    phys_max_hit: 8000,
    ele_max_hit: 11_000,
    hp: 5000,
    mana: 900,
    es: 0,
    armour: 25_000,
    evasion: 1000,
    movement_speed: 130,
  });
  await page.route('**/api/users/1/characters', (route) => route.fulfill({ json: [character] }));
  await page.route('**/api/users/1/characters/char-1', (route) =>
    route.fulfill({ json: [stats(10, 60, 50_000), stats(5, 80, 400_000), stats(0, 91, 1_500_000)] }),
  );
  await page.route('**/api/users/1/characters/char-1/pobs', (route) =>
    route.fulfill({
      json: [
        {
          export_string: 'eNpz',
          stats: {
            dps: 1_500_000,
            ehp: 2_147_483_647,
            life: 5000,
            energy_shield: 0,
            mana: 900,
            armour: 25_000,
            evasion: 1000,
            resistances: { fire: 76, cold: 75, lightning: 75, chaos: 20 },
            max_hit: { physical: 8000, fire: 11_000, cold: 11_500, lightning: 11_200, chaos: 6000 },
            movement_speed: 130,
          },
          level: 91,
          ascendancy: 'Juggernaut',
          main_skill: 'Boneshatter',
          timestamp: new Date().toISOString(),
        },
      ],
    }),
  );
  await page.goto('/profile/1');
  await expect(page).toHaveURL(/\/profile\/1\/1\/char-1$/);
  const article = page.getByRole('article', { name: 'EMB_Ashvale' });
  await expect(article.getByText('Level 91', { exact: true })).toBeVisible();
  await expect(article).toContainText('Juggernaut (Marauder)');
  await expect(article).toContainText('Main skill: Boneshatter');
  await expect(article.getByRole('region', { name: 'Latest stats' })).toContainText('inf');
  await expect(article.getByRole('img', { name: /Level over time/ })).toBeVisible();
  await article.getByRole('button', { name: 'DPS', exact: true }).click();
  await expect(article.getByRole('img', { name: /DPS went from 50,000 to 1,500,000/ })).toBeVisible();
  const build = article.getByRole('region', { name: 'Build' });
  await expect(build).toContainText('Level 91 Boneshatter Juggernaut');
  await expect(build.getByRole('row', { name: /Fire/ })).toContainText('76%');
  await expectAccessible(page);
});
