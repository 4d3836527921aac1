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

test("a card whose preview picture does not load shows the streamer's name in the team's colour", async ({
  page,
  request,
  pageProblems,
}) => {
  test.setTimeout(90_000);
  // The refused pictures are the failure under test; the browser logs each as a failed request.
  pageProblems.allow(/status of 404 .*static-cdn\.jtvnw\.net/);
  await page.route('https://static-cdn.jtvnw.net/**', (route) => route.fulfill({ status: 404, body: '' }));
  await expect
    .poll(async () => ((await (await request.get('/api/streams')).json()) as unknown[]).length, { timeout: 60_000 })
    .toBeGreaterThan(0);
  const { teams } = (await (await request.get('/api/events/current')).json()) as {
    teams: { name: string; color: string }[];
  };
  // The names the page itself was given (more streamers may go live meanwhile).
  const answer = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/streams');
  await page.goto('/streams');
  const streams = (await (await answer).json()) as { user_login: string; user_name: string }[];
  await expect(page.getByRole('main').getByRole('link', { name: /LIVE/ }).first()).toBeVisible();

  let checked = 0;
  for (const team of teams) {
    const card = page.getByRole('region', { name: team.name }).getByRole('link', { name: /LIVE/ }).first();
    if ((await card.count()) === 0) continue;
    const login = ((await card.getAttribute('href')) ?? '').split('/').pop();
    const streamer = streams.find((stream) => stream.user_login === login)?.user_name;
    // The stand-in repeats the name in large type (hidden from readers: the card already says it), framed in the
    // team's own colour.
    const standIn = card.locator('[aria-hidden="true"]');
    await expect(standIn).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
    await expect(standIn).toHaveText(streamer ?? 'a streamer the API listed');
    await expect(standIn).toHaveCSS('border-top-color', rgb(team.color));
    checked += 1;
  }
  expect(checked).toBeGreaterThan(0);
  await expectAccessible(page);
});

function rgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(value >> 16) & 255}, ${(value >> 8) & 255}, ${value & 255})`;
}
