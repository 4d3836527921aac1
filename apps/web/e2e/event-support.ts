import { DEMO, expect, logInAs, type Page } from './support';

export type EventJson = Record<string, unknown> & { id: number; name: string; is_current: boolean };

const DAY = 86_400_000;

/** Times of an event running through 2026, for journeys to which its times do not matter. */
export const TIMES_OF_2026 = {
  application_start_time: '2026-01-01T00:00:00Z',
  application_end_time: '2026-01-02T00:00:00Z',
  event_start_time: '2026-01-03T00:00:00Z',
  event_end_time: '2026-12-31T00:00:00Z',
};

/** An event's times, each so many days from now: applications open and close, then the event starts and ends. */
export function timesInDays(applicationsOpen: number, applicationsClose: number, starts: number, ends: number) {
  const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
  return {
    application_start_time: inDays(applicationsOpen),
    application_end_time: inDays(applicationsClose),
    event_start_time: inDays(starts),
    event_end_time: inDays(ends),
  };
}

/**
 * Creates an event through the API, as a poe1 event for ten players unless `fields` say otherwise, and answers it
 * as stored.
 */
export async function createEventByApi(
  request: Page['request'],
  admin: Record<string, string>,
  fields: Record<string, unknown> & { name: string },
): Promise<EventJson> {
  const created = await request.put('/api/events', {
    headers: admin,
    data: { game_version: 'poe1', max_size: 10, ...fields },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as EventJson;
}

/**
 * For journeys that make their own events: the demo event is current again, and the events named `leagues` are
 * gone, whatever step a failed run stopped at. The page leaves the app first (for a plain answer of the same site,
 * where its start-up scripts still run): a page still showing one of those events would have its live-score socket
 * refused (404) once the event is gone, which Chromium reports as an error.
 */
export async function restoreDemo(
  page: Page,
  admin: Record<string, string>,
  leagues: readonly string[],
): Promise<void> {
  await page.goto('/api/health');
  const { request } = page;
  const events = (await (await request.get('/api/events', { headers: admin })).json()) as EventJson[];
  const demo = events.find((event) => event.name === DEMO.league);
  if (demo && !demo.is_current) {
    const { teams: _teams, ...body } = demo;
    await request.put('/api/events', { headers: admin, data: { ...body, is_current: true } });
  }
  for (const event of events.filter((candidate) => leagues.includes(candidate.name)))
    await request.delete(`/api/events/${event.id}`, { headers: admin });
}

/** datetime-local text for a moment `hours` from now in the browser's zone. */
export function localInput(page: Page, hours: number): Promise<string> {
  return page.evaluate((offset) => {
    const at = new Date(Date.now() + offset * 3_600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  }, hours);
}

/** Options of an event a journey makes in the browser: its game (poe1 unless said). */
export type OwnEventOptions = { game?: 'poe1' | 'poe2' };

const GAME_LABELS = { poe1: 'Path of Exile 1', poe2: 'Path of Exile 2' } as const;

/**
 * Creates a public event from the events page as an organiser does — applications the days before, running
 * since yesterday for a week, three blank teams — and answers its id.
 */
export async function createEventInBrowser(
  page: Page,
  admin: Record<string, string>,
  league: string,
  { game = 'poe1' }: OwnEventOptions = {},
): Promise<number> {
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Create event' }).click();
  const create = page.getByRole('dialog', { name: 'Create event' });
  await create.getByRole('textbox', { name: 'Name' }).fill(league);
  await create.getByLabel('Game', { exact: true }).selectOption({ label: GAME_LABELS[game] });
  await create.getByLabel('Applications open').fill(await localInput(page, -72));
  await create.getByLabel('Applications close').fill(await localInput(page, -48));
  await create.getByLabel('Event starts').fill(await localInput(page, -24));
  await create.getByLabel('Event ends').fill(await localInput(page, 24 * 7));
  await create.getByRole('checkbox', { name: /Public/ }).check();
  await create.getByRole('button', { name: 'Create event' }).click();
  await expect(page.getByText(`Created ${league} with 3 blank teams.`)).toBeVisible();
  const events = (await (await page.request.get('/api/events', { headers: admin })).json()) as EventJson[];
  const created = events.find((event) => event.name === league);
  expect(created).toBeDefined();
  return created?.id ?? 0;
}

/** Makes an event current from the events page, as an organiser does, and waits until its jobs are starting. */
export async function makeCurrentInBrowser(page: Page, league: string): Promise<void> {
  await page.goto('/admin/events');
  await page.getByRole('button', { name: `Make ${league} current` }).click();
  await page
    .getByRole('dialog', { name: `Make ${league} the current event?` })
    .getByRole('button', { name: 'Make current' })
    .click();
  await expect(page.getByText(`${league} is now the current event; its ingestion jobs are starting.`)).toBeVisible();
}

/**
 * An organiser's journey on an event of its own: signs in as an admin, creates `league` in the browser (running
 * since yesterday, three blank teams), runs `journey` with its id and the admin's API headers, and puts the demo
 * back as the current event afterwards, whatever happened.
 */
export async function onOwnEvent(
  page: Page,
  league: string,
  journey: (event: { eventId: number; admin: Record<string, string> }) => Promise<void>,
  options: OwnEventOptions = {},
): Promise<void> {
  const admin = await logInAs(page, 1, ['admin']);
  try {
    await journey({ eventId: await createEventInBrowser(page, admin, league, options), admin });
  } finally {
    await restoreDemo(page, admin, [league]);
  }
}
