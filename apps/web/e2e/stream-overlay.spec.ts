import { createEventByApi, restoreDemo, timesInDays } from './event-support';
import { DEMO_USERS } from './sign-in-support';
import {
  countReloads,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  mintToken,
  test,
  type Page,
} from './support';

/*
 * A stream overlay (decision 039) on an event of its own, so that only this journey's approval moves its totals (the
 * demo event's players score all the time). Nettlewy plays for the event's first team.
 */
const LEAGUE = 'Overlay Cup (PL3939)';
const RACE = 'Kill the Shaper';
const FIRST_PLACE_POINTS = 30;

type Team = { id: number; name: string };
type Headers = Record<string, string>;

/** A running public event with one race judged by hand (30, 20, 10 points by place) and Nettlewy on its first team. */
async function overlayEvent(request: Page['request'], admin: Headers) {
  const event = await createEventByApi(request, admin, {
    name: LEAGUE,
    is_public: true,
    ...timesInDays(-3, -2, -1, 7),
  });
  const [team] = (await (await request.get(`/api/events/${event.id}/teams`)).json()) as Team[];
  expect(team).toBeDefined();
  const preset = await request.put(`/api/events/${event.id}/scoring-presets`, {
    headers: admin,
    data: { name: 'First kills', scoring_method: 'RANKED_TIME', points: [FIRST_PLACE_POINTS, 20, 10] },
  });
  expect(preset.status()).toBe(201);
  const root = (await (await request.get(`/api/events/${event.id}/objectives`)).json()) as { id: number };
  const race = await request.put(`/api/events/${event.id}/objectives`, {
    headers: admin,
    data: {
      parent_id: root.id,
      name: RACE,
      objective_type: 'SUBMISSION',
      aggregation: 'EARLIEST',
      number_field: 'SUBMISSION_VALUE',
      scoring_preset_id: ((await preset.json()) as { id: number }).id,
    },
  });
  expect(race.status()).toBe(201);
  const assigned = await request.put(`/api/events/${event.id}/teams/users`, {
    headers: admin,
    data: [{ team_id: team?.id, user_id: DEMO_USERS.nettlewy.id }],
  });
  expect(assigned.status()).toBe(204);
  return { eventId: event.id, team: team as Team, raceId: ((await race.json()) as { id: number }).id };
}

/** Nettlewy submits the kill and the judge approves it: the team takes first place. */
async function approveKill(request: Page['request'], admin: Headers, eventId: number, raceId: number) {
  const sent = await request.put(`/api/events/${eventId}/submissions`, {
    headers: { Authorization: `Bearer ${mintToken(DEMO_USERS.nettlewy.id)}` },
    data: {
      objective_id: raceId,
      timestamp: new Date(Date.now() - 5 * 60_000).toISOString(),
      proof: 'https://youtu.be/shaper-kill',
      comment: '',
    },
  });
  expect(sent.status()).toBe(201);
  const { id } = (await sent.json()) as { id: number };
  const reviewed = await request.put(`/api/events/${eventId}/submissions/${id}/review`, {
    headers: admin,
    data: { approval_status: 'APPROVED' },
  });
  expect(reviewed.status()).toBe(200);
}

test('a streamer’s overlay is see-through, needs no sign-in and moves its totals live; the admin page builds it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const admin = { Authorization: `Bearer ${mintToken(1, ['admin'])}` };
  try {
    const { eventId, team, raceId } = await overlayEvent(page.request, admin);

    // ── OBS: an anonymous browser opens the overlay's address ──
    await page.goto(`/overlay/totals?event=${eventId}&theme=transparent&size=l`);
    const totals = page.getByRole('region', { name: 'Team totals' });
    const row = totals.getByRole('listitem').filter({ hasText: team.name });
    await expect(row.locator('data')).toHaveText('0');
    const backgrounds = await page.evaluate(() =>
      [document.documentElement, document.body].map((element) => getComputedStyle(element).backgroundColor),
    );
    expect(backgrounds).toEqual(['rgba(0, 0, 0, 0)', 'rgba(0, 0, 0, 0)']);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('navigation')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    // ── A judge approves the team's kill; the overlay follows without reloading ──
    await page.evaluate(() => Object.assign(window, { overlayStayedOpen: true }));
    const reloads = countReloads(page);
    await approveKill(page.request, admin, eventId, raceId);
    await expect(row.locator('data')).toHaveText(String(FIRST_PLACE_POINTS), { timeout: 60_000 });
    expect(await page.evaluate(() => (window as unknown as { overlayStayedOpen?: boolean }).overlayStayedOpen)).toBe(
      true,
    );
    expect(reloads()).toBe(0);

    // ── The race results overlay shows the place ──
    await page.goto(`/overlay/races?event=${eventId}`);
    await expect(page.getByRole('list', { name: `${RACE}: places` })).toContainText(`1st${team.name}30`);

    // ── An organiser builds the address from the admin hub and sees it in the preview ──
    const organiser = await (await browser.newContext()).newPage();
    await logIn(organiser, mintToken(1, ['admin']));
    await organiser.goto('/admin');
    await organiser.getByRole('link', { name: 'Stream overlay' }).click();
    await expect(organiser.getByRole('heading', { level: 1, name: 'Stream overlay' })).toBeVisible();
    await organiser.getByLabel('Event').selectOption({ label: LEAGUE });
    await organiser.getByLabel('Team').selectOption({ label: team.name });
    const address = `/overlay/totals?event=${eventId}&team=${team.id}`;
    await expect(organiser.getByRole('textbox', { name: 'Overlay address' })).toHaveValue(
      new RegExp(`${address.replace(/[?]/g, '\\?')}$`),
    );
    const preview = organiser.frameLocator('iframe[title="Overlay preview"]');
    await expect(
      preview.getByRole('region', { name: 'Team totals' }).getByRole('listitem').filter({ hasText: team.name }),
    ).toContainText(String(FIRST_PLACE_POINTS));
    await expectAccessible(organiser);
    await organiser.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(organiser, 'the overlay builder on a phone');
    await organiser.context().close();
  } finally {
    await restoreDemo(page, admin, [LEAGUE]);
  }
});
