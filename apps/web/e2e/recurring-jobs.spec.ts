import { createEventByApi, timesInDays } from './event-support';
import { DEMO, expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, test, type Page } from './support';

type JobJson = { id: number; event_id: number; job_type: string; status: string; end_date: string };
type EventJson = { id: number; event_end_time: string };

// A zone west of UTC with its own offset: the end date must show the event's end in local time, shifted once.
test.use({ timezoneId: 'America/New_York' });

const LABEL = `Fetch character data of ${DEMO.league}`;

async function jobs(request: Page['request'], admin: Record<string, string>) {
  const response = await request.get('/api/jobs', { headers: admin });
  expect(response.status()).toBe(200);
  return (await response.json()) as JobJson[];
}

/** The wall time of an instant in New York as a datetime-local value, computed independently of the app. */
function newYorkInput(iso: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
}

test('an admin stops and resumes a job of the demo event and sees it live', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = mintToken(1, ['admin']);
  const admin = { Authorization: `Bearer ${token}` };
  const event = (await (await request.get('/api/events/current')).json()) as EventJson;
  const original = (await jobs(request, admin)).find(
    (job) => job.event_id === event.id && job.job_type === 'FetchCharacterData',
  );
  expect(original?.status).not.toBe('stopped');
  await logIn(page, token);
  try {
    await page.goto('/admin/recurring-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Recurring jobs' })).toBeVisible();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Fetch character data', exact: true }) });
    await expect(row.getByRole('cell').nth(0)).toHaveText(DEMO.league);
    await expectAccessible(page);

    await page.getByRole('button', { name: `Stop ${LABEL}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Stopped' })).toHaveText(`Stopped ${LABEL}.`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Stopped');
    const stopped = (await jobs(request, admin)).find((job) => job.id === original?.id);
    expect(stopped?.status).toBe('stopped');

    await page.getByRole('button', { name: `Resume ${LABEL}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Resumed' })).toHaveText(`Resumed ${LABEL}.`);
    await expect(row.getByRole('cell').nth(1)).not.toHaveText('Stopped');
    const resumed = (await jobs(request, admin)).find((job) => job.id === original?.id);
    expect(resumed?.end_date).toBe(event.event_end_time);
    expect(resumed?.status).not.toBe('stopped');

    // Both changes are in the audit log, newest first, and the filter lives in the URL.
    await page.goto('/admin/audit-log');
    await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
    await page.getByLabel('Kind of change').selectOption('job.change');
    await expect(page).toHaveURL(/\?kind=job\.change$/);
    const newest = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first();
    await expect(newest).toContainText('Job changed job.change');
    await expect(newest).toContainText('WhoAshvale');
    await expect(newest).toContainText(`Event${DEMO.league}`);
    await expect(newest).toContainText(`TargetFetchCharacterDatajob #${original?.id}`);
    // What changed, as a line a person reads: the end date moved back to the event's end.
    await expect(newest.getByRole('list', { name: /^Changed in entry/ }).getByRole('listitem')).toHaveText([
      /^end date: .+ → .+$/,
    ]);
    await expectAccessible(page);
    await page.goto('/admin/recurring-jobs');
    await expect(page.getByRole('heading', { level: 1, name: 'Recurring jobs' })).toBeVisible();

    // Extend opens on the job's own end date, in the viewer's time zone.
    await page.getByRole('button', { name: `Extend ${LABEL}` }).click();
    const extend = page.getByRole('dialog', { name: 'Extend job' });
    await expect(extend.getByLabel('Runs until (your time)')).toHaveValue(newYorkInput(event.event_end_time));
    await expect(extend.getByLabel('Job type')).toBeDisabled();
    await extend.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(extend).toBeHidden();

    // Add Job starts from the current event's end.
    await page.getByRole('button', { name: 'Add Job' }).click();
    const add = page.getByRole('dialog', { name: 'Add Job' });
    await expect(add.getByLabel('Event')).toHaveValue(String(event.id));
    await expect(add.getByLabel('Runs until (your time)')).toHaveValue(newYorkInput(event.event_end_time));
    await add.getByLabel('Runs until (your time)').fill('');
    await add.getByRole('button', { name: 'Add job' }).click();
    await expect(add.getByText('Enter an end date and time.')).toBeVisible();
    await expectAccessible(page);
    await add.getByRole('button', { name: 'Close', exact: true }).click();
  } finally {
    if (original) {
      await request.post('/api/jobs', {
        headers: admin,
        data: { event_id: original.event_id, job_type: original.job_type, end_date: original.end_date },
      });
    }
  }
});

test('a job of an event not named by its league id says that the league does not exist', async ({ page, request }) => {
  const token = mintToken(1, ['admin']);
  const admin = { Authorization: `Bearer ${token}` };
  // The name an old "Duplicate" gave a copy: no league of the game is called that.
  const misnamed = `${DEMO.league} (copy)`;
  const event = await createEventByApi(request, admin, { name: misnamed, ...timesInDays(-1, 1, -1, 7) });
  try {
    const started = await request.post('/api/jobs', {
      headers: admin,
      data: { event_id: event.id, job_type: 'FetchCharacterData', end_date: event.event_end_time },
    });
    expect(started.status()).toBe(201);
    await logIn(page, token);
    await page.goto('/admin/recurring-jobs');
    const label = `Fetch character data of ${misnamed}`;
    const row = page.getByRole('row').filter({ has: page.getByRole('button', { name: `Stop ${label}` }) });
    // The worker's first run and the page's next refresh (every 10 s) both have to come.
    await expect(row.getByRole('cell').nth(1)).toHaveText('Failing', { timeout: 40_000 });
    await expect(row.getByRole('cell').nth(4)).toContainText(
      `League "${misnamed}" does not exist on Path of Exile: the event's name must be the league's id`,
    );
    await expect(row.getByRole('cell').nth(4)).not.toContainText('not answering');
  } finally {
    await request.delete(`/api/events/${event.id}`, { headers: admin });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the jobs page fits the screen; the table scrolls in its own box', async ({ page }) => {
    await logIn(page, mintToken(1, ['admin']));
    await page.goto('/admin/recurring-jobs');
    await expect(page.getByRole('button', { name: `Stop ${LABEL}` })).toBeAttached();
    await expectNoSidewaysScroll(page);
    const box = page.getByRole('region', { name: 'Jobs' });
    expect(await box.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expectAccessible(page);
  });
});
