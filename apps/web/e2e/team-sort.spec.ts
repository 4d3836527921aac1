import { DEMO, expect, expectAccessible, logIn, mintToken, test, type Page } from './support';

type SignupJson = { user: { id: number; display_name: string }; team_id: number | null; team_lead: boolean };

/** The demo players this journey takes out of their teams so that the sort has someone to place. */
const LATE = [13, 19, 20];

async function signups(request: Page['request'], admin: Record<string, string>, eventId: number) {
  const response = await request.get(`/api/events/${eventId}/signups`, { headers: admin });
  expect(response.status()).toBe(200);
  return (await response.json()) as SignupJson[];
}

const cells = (page: Page, table: string, row: string) =>
  page
    .getByRole('table', { name: table, exact: true })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: row, exact: true }) })
    .getByRole('cell');

test('an admin sorts the late applicants into teams from the suggestion and saves it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = mintToken(1, ['admin']);
  const admin = { Authorization: `Bearer ${token}` };
  const event = (await (await request.get('/api/events/current')).json()) as { id: number };
  const original = (await signups(request, admin, event.id)).filter((signup) => LATE.includes(signup.user.id));
  expect(original.map((signup) => [signup.user.display_name, signup.team_id])).toEqual([
    ['Nettlewy', 3],
    ['Thornic', 4],
    ['Umberly', 4],
  ]);
  await logIn(page, token);
  try {
    const unplace = await request.put(`/api/events/${event.id}/teams/users`, {
      headers: admin,
      data: LATE.map((user_id) => ({ user_id, team_id: null })),
    });
    expect(unplace.status()).toBe(204);

    await page.goto('/admin/team-sort');
    await expect(page.getByRole('heading', { level: 1, name: 'Team sort' })).toBeVisible();
    await expect(page.getByLabel('Event')).toHaveValue(String(event.id));
    await expect(cells(page, 'Teams', 'Total Signups')).toHaveText(['20', '4', '4', '4', '4', '4', '164']);
    await expect(cells(page, 'Teams', DEMO.teams[3]!)).toHaveText(['3', '1', '1', '1', '0', '0', '16']);
    await expect(cells(page, 'Teams', 'No team')).toHaveText(['3', '0', '0', '1', '1', '1', '33']);
    await expectAccessible(page);

    // The pasted list matches account names with or without their #number.
    await page.getByLabel('Account names').fill('nettlewy#1 Thornic#1703');
    await expect(page.getByText('Showing 2 of 20')).toBeVisible();
    await page.getByLabel('Account names').fill('');
    await expect(page.getByText('Showing 20 of 20')).toBeVisible();

    await page.getByRole('button', { name: 'Suggest teams' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Suggested' })).toHaveText(
      'Suggested a team for 3 players; nothing is saved yet.',
    );
    await expect(cells(page, 'Suggested moves', 'Nettlewy')).toHaveText(['No team', DEMO.teams[2]!, '']);
    await expect(cells(page, 'Suggested moves', 'Thornic')).toHaveText(['No team', DEMO.teams[3]!, '']);
    await expect(cells(page, 'Suggested moves', 'Umberly')).toHaveText(['No team', DEMO.teams[3]!, '']);
    await expect(cells(page, 'Balance before → after', DEMO.teams[3]!)).toHaveText([
      '3 → 5',
      '1',
      '1',
      '1',
      '0 → 1',
      '0 → 1',
      '0',
      '0',
      '16 → 41',
    ]);
    await expect(cells(page, 'Balance before → after', 'No team')).toHaveText([
      '3 → 0',
      '0',
      '0',
      '1 → 0',
      '1 → 0',
      '1 → 0',
      '0',
      '0',
      '33 → 0',
    ]);
    // The summary already shows the proposal.
    await expect(cells(page, 'Teams', 'No team')).toHaveText(['0', '0', '0', '0', '0', '0', '0']);
    await expect(
      page.getByRole('group', { name: 'Team of Thornic' }).getByRole('button', { name: DEMO.teams[3]! }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit Assignments (3)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved 3 assignments.');
    await expect(page.getByRole('button', { name: 'Submit Assignments' })).toBeDisabled();
    const saved = (await signups(request, admin, event.id)).filter((signup) => LATE.includes(signup.user.id));
    expect(saved.map((signup) => [signup.user.id, signup.team_id, signup.team_lead])).toEqual([
      [13, 3, false],
      [19, 4, false],
      [20, 4, false],
    ]);

    // Reset drops a hand edit without sending anything.
    await page.getByRole('checkbox', { name: 'Nettlewy is team lead' }).check();
    await expect(page.getByRole('button', { name: 'Submit Assignments (1)' })).toBeEnabled();
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('checkbox', { name: 'Nettlewy is team lead' })).not.toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: 'discarded' })).toHaveText('Unsaved changes discarded.');
  } finally {
    await request.put(`/api/events/${event.id}/teams/users`, {
      headers: admin,
      data: original.map((signup) => ({
        user_id: signup.user.id,
        team_id: signup.team_id,
        is_team_lead: signup.team_lead,
      })),
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the team sort page fits the screen; its tables scroll in their own boxes', async ({ page }) => {
    await logIn(page, mintToken(1, ['admin']));
    await page.goto('/admin/team-sort');
    await expect(page.getByRole('checkbox', { name: 'Nettlewy is team lead' })).toBeAttached();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
  });
});
