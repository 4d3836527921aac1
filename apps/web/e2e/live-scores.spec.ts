import { createEventByApi, TIMES_OF_2026 } from './event-support';
import { countReloads, expect, logIn, mintToken, simulatorUrl, test, type WebSocket } from './support';

test('the open ladder page follows a score change from the live socket without reloading', async ({ page }) => {
  // The server's feed is real; the change is added to what it sends, as the next diff of the feed would be.
  let forward: ((message: string) => void) | undefined;
  await page.routeWebSocket(/\/api\/events\/\d+\/scores\/ws/, (ws) => {
    const server = ws.connectToServer();
    forward = (message) => ws.send(message);
    void server;
  });
  await page.goto('/scores/ladder');
  await expect(page.getByRole('status').filter({ hasText: 'Live score updates' })).toBeVisible();
  const tree = (await (await page.request.get('/api/events/current/objectives')).json()) as {
    children: { name: string; children: { id: number }[] }[];
  };
  const bounty = tree.children.find((child) => child.name === 'Bounties')?.children[0];
  expect(bounty).toBeDefined();
  const table = page.getByRole('table', { name: /Team scores/ });
  const row = table.getByRole('row', { name: /Gilded Shade/ });
  const bountiesHeader = table.getByRole('columnheader', { name: 'Bounties' });
  await expect(bountiesHeader).toBeVisible();
  const column = await bountiesHeader.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
  const bounties = row.locator(`:nth-child(${column + 1})`);
  // Bounties are judged submissions: the running demo never changes them, so the expected value is exact.
  const before = Number(await bounties.textContent());
  const latest = (await (await page.request.get('/api/events/current/scores/latest')).json()) as {
    objective_id: number;
    team_id: number;
    score: { points: number };
  }[];
  const old = latest.find((diff) => diff.objective_id === bounty?.id && diff.team_id === 4)?.score.points ?? 0;
  const reloads = countReloads(page);
  forward?.(
    JSON.stringify([
      {
        objective_id: bounty?.id,
        team_id: 4,
        diff_type: 'Changed',
        field_diff: ['points'],
        score: { points: 1000, user_id: null, rank: 0, timestamp: new Date().toISOString(), number: 1, finished: true },
      },
    ]),
  );
  await expect(bounties).toHaveText(String(before - old + 1000));
  await expect(table.getByRole('rowheader').first()).toContainText('Gilded Shade');
  expect(reloads()).toBe(0);
});

test('switching the current event closes the old socket and opens one for the new event', async ({ page, request }) => {
  // The app re-reads the current event once its cached copy is a minute old; the clock is moved on instead of waiting.
  await page.clock.install();
  const admin = { Authorization: `Bearer ${mintToken(1, ['admin'])}` };
  const demo = (await (await request.get('/api/events/current')).json()) as Record<string, unknown> & { id: number };
  const sockets: WebSocket[] = [];
  page.on('websocket', (ws) => sockets.push(ws));
  await logIn(page, mintToken(1));
  await page.goto('/scores/ladder');
  await expect.poll(() => sockets.length).toBeGreaterThan(0);
  const first = sockets[sockets.length - 1] as WebSocket;
  expect(first.url()).toContain(`/api/events/${demo.id}/scores/ws`);
  const closed = first.waitForEvent('close', { timeout: 15_000 });

  const next = await createEventByApi(request, admin, {
    name: 'Switch Test (PL9999)',
    is_current: true,
    is_public: true,
    ...TIMES_OF_2026,
  });
  try {
    // A minute later, returning to the tab makes the app check which event is current.
    await page.clock.fastForward(61_000);
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await closed;
    await expect.poll(() => sockets.some((ws) => ws.url().includes(`/api/events/${next.id}/scores/ws`))).toBe(true);
    await expect(page.getByText('Switch Test (PL9999)')).toBeVisible();
  } finally {
    const { id, name, game_version, is_public, is_locked, max_size, waitlist_size } = demo;
    const times = ['application_start_time', 'application_end_time', 'event_start_time', 'event_end_time'] as const;
    await request.put('/api/events', {
      headers: admin,
      data: {
        id,
        name,
        game_version,
        is_public,
        is_locked,
        max_size,
        waitlist_size,
        is_current: true,
        ...Object.fromEntries(times.map((key) => [key, demo[key]])),
      },
    });
    await request.delete(`/api/events/${next.id}`, { headers: admin });
  }
});

test('a stash change injected through the simulator shows on the open collections page without reloading', async ({
  page,
  request,
}) => {
  // The demo simulator's control API (playwright.config.ts starts the server with it on a fixed port).
  const simulator = simulatorUrl();
  test.setTimeout(90_000);
  await page.goto('/scores/collections');
  // The demo never finds "The Doctor" (neverFound in the simulator's catalogue): only this injection can move it.
  const doctor = page.getByRole('list', { name: 'The Doctor: results by team' });
  await expect(doctor.getByRole('progressbar', { name: 'Ember Tide: 0 of 8' })).toBeAttached();
  const reloads = countReloads(page);

  // Cindra (Ember Tide) puts a full "The Doctor" collection (8 cards) in a public tab.
  const injected = await request.post(`${simulator}/_control/stash-changes`, {
    data: {
      account: 'Cindra#1111',
      stash: 'e2e collection',
      league: 'Sandbox Sprint (PL7777)',
      public: true,
      items: [{ baseType: 'The Doctor', stackSize: 8 }],
    },
  });
  expect(injected.ok()).toBe(true);
  await expect(doctor.getByRole('progressbar', { name: 'Ember Tide: 8 of 8' })).toBeAttached({ timeout: 60_000 });
  await expect(doctor.getByRole('listitem').filter({ hasText: 'Ember Tide' }).getByText('8/8')).toBeVisible();
  expect(reloads()).toBe(0);
});
