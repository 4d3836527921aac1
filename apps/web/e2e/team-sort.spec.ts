import { DEMO, expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, test } from './support';
import { eventSignups as signups, rowCells as cells } from './team-sort-support';

/**
 * The demo players this journey takes out of their teams so that the sort has someone to place. Nobody else's
 * journey changes them (the sign-up journey withdraws Thornic, who is therefore put back on his team first).
 */
const LATE = [13, 14, 20];
const THORNIC = 19;

type Placement = { user_id: number; team_id: number | null; is_team_lead: boolean };

test('an admin sorts the late applicants into teams from the suggestion and saves it', async ({ page, request }) => {
  test.setTimeout(120_000);
  const token = mintToken(1, ['admin']);
  const admin = { Authorization: `Bearer ${token}` };
  const event = (await (await request.get('/api/events/current')).json()) as { id: number };
  const teams = (await (await request.get(`/api/events/${event.id}/teams`)).json()) as { id: number; name: string }[];
  const teamId = (name: string) => teams.find((team) => team.name === name)?.id;
  const before = await signups(request, admin, event.id);
  const thornic = before.find((signup) => signup.user.id === THORNIC);
  // Every placement this journey may change, as it was, for the finally block.
  const original: Placement[] = before
    .filter((signup) => LATE.includes(signup.user.id) || signup.user.id === THORNIC)
    .map((signup) => ({ user_id: signup.user.id, team_id: signup.team_id, is_team_lead: signup.team_lead }));
  expect(original).toHaveLength(4);
  await logIn(page, token);
  try {
    const start = await request.put(`/api/events/${event.id}/teams/users`, {
      headers: admin,
      data: [
        ...LATE.map((user_id) => ({ user_id, team_id: null })),
        {
          user_id: THORNIC,
          team_id: thornic?.team_id ?? teamId(DEMO.teams[3]!),
          is_team_lead: thornic?.team_lead ?? false,
        },
      ],
    });
    expect(start.status()).toBe(204);
    const unplaced = (await signups(request, admin, event.id)).filter(
      (signup) => signup.team_id === null && signup.status !== 'waitlisted',
    );
    expect(unplaced.map((signup) => signup.user.display_name).sort()).toEqual(['Nettlewy', 'Oakhelm', 'Umberly']);

    await page.goto('/admin/team-sort');
    await expect(page.getByRole('heading', { level: 1, name: 'Team sort' })).toBeVisible();
    await expect(page.getByLabel('Event')).toHaveValue(String(event.id));
    await expect(cells(page, 'Teams', DEMO.teams[2]!)).toHaveText(['3', '1', '1', '0', '0', '1', '22']);
    await expect(cells(page, 'Teams', 'No team')).toHaveText(['3', '0', '0', '1', '1', '1', '33']);
    await expectAccessible(page);

    // The pasted list matches account names with or without their #number.
    await page.getByLabel('Account names').fill('nettlewy#1 Oakhelm#1518');
    await expect(page.getByText('Showing 2 of 20')).toBeVisible();
    await page.getByLabel('Account names').fill('');
    await expect(page.getByText('Showing 20 of 20')).toBeVisible();

    await page.getByRole('button', { name: 'Suggest teams' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Suggested' })).toHaveText(
      'Suggested a team for 3 players; nothing is saved yet.',
    );
    await expect(cells(page, 'Suggested moves', 'Nettlewy')).toHaveText(['No team', DEMO.teams[2]!, '']);
    await expect(cells(page, 'Suggested moves', 'Oakhelm')).toHaveText(['No team', DEMO.teams[2]!, '']);
    await expect(cells(page, 'Suggested moves', 'Umberly')).toHaveText(['No team', DEMO.teams[3]!, '']);
    await expect(cells(page, 'Balance before → after', DEMO.teams[2]!)).toHaveText([
      '3 → 5',
      '1',
      '1',
      '0 → 1',
      '0 → 1',
      '1',
      '0',
      '0',
      '22 → 41',
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
      page.getByRole('group', { name: 'Team of Oakhelm' }).getByRole('button', { name: DEMO.teams[2]! }),
    ).toHaveAttribute('aria-pressed', 'true');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Submit Assignments (3)' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved 3 assignments.');
    await expect(page.getByRole('button', { name: 'Submit Assignments' })).toBeDisabled();
    const saved = (await signups(request, admin, event.id))
      .filter((signup) => LATE.includes(signup.user.id))
      .map((signup) => [signup.user.display_name, signup.team_id, signup.team_lead])
      .sort();
    expect(saved).toEqual([
      ['Nettlewy', teamId(DEMO.teams[2]!), false],
      ['Oakhelm', teamId(DEMO.teams[2]!), false],
      ['Umberly', teamId(DEMO.teams[3]!), false],
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
      data: original,
    });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the team sort page fits the screen; its tables scroll in their own boxes', async ({ page }) => {
    await logIn(page, mintToken(1, ['admin']));
    await page.goto('/admin/team-sort');
    await expect(page.getByRole('checkbox', { name: 'Nettlewy is team lead' })).toBeAttached();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
