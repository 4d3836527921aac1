import { DEMO, expect, expectAccessible, test } from './support';

test('streams by team: every demo team, own sections, live cards linking to the player', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The demo's streamers go live on the simulator's schedule; wait until the server has seen one.
  await expect
    .poll(async () => ((await (await request.get('/api/streams')).json()) as unknown[]).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  await page.goto('/streams');
  await expect(page.getByRole('heading', { level: 1, name: 'Streams by Team' })).toBeVisible();
  for (const team of DEMO.teams) await expect(page.getByRole('region', { name: team })).toBeVisible();
  const cards = page.getByRole('main').getByRole('link', { name: /LIVE/ });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first()).toContainText('viewers');
  await expectAccessible(page);

  const href = await cards.first().getAttribute('href');
  expect(href).toMatch(/^\/streams\/[\w-]+$/);
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  const player = page.locator('iframe[title^="Twitch player"]');
  await expect(player).toHaveAttribute('src', /^https:\/\/player\.twitch\.tv\/\?channel=[\w-]+&parent=127\.0\.0\.1$/);
  await expect(page.getByRole('region', { name: DEMO.teams[0] as string })).toBeVisible();
});

test('streams page states its failure in words when streams cannot be loaded', async ({ page, pageProblems }) => {
  // The 503 is the failure under test (answered below); the browser logs each attempt as a failed request.
  pageProblems.allow(/status of 503 .*\/api\/streams$/);
  await page.route('**/api/streams', (route) =>
    route.fulfill({ status: 503, json: { error: 'Twitch is down', code: 'upstream_unavailable' } }),
  );
  await page.goto('/streams');
  await expect(page.getByText('Failed to load streams')).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page);
});

test('a chosen stream plays above the list in the Twitch player for this site', async ({ page }) => {
  await page.route('https://player.twitch.tv/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
  );
  await page.goto('/streams/glacia_live');
  const player = page.locator('iframe[title="Twitch player: glacia_live"]');
  await expect(player).toHaveAttribute('src', 'https://player.twitch.tv/?channel=glacia_live&parent=127.0.0.1');
  await expect(page.getByRole('heading', { level: 1, name: 'Streams by Team' })).toBeVisible();
  await expectAccessible(page);
});
