import { expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, test } from './support';
import type { EventJson } from './event-support';
import { eventSignups, rowCells as cells } from './team-sort-support';

/**
 * Two demo players from different teams, taken out of them for this journey so that they can sign up together
 * anew; nobody else's journey uses them. Everything they change is put back in the finally block.
 */
const FRIENDS = [
  { id: 4, name: 'Dustmoth' },
  { id: 9, name: 'Jorune' },
] as const;

/** The demo event as PUT /api/events takes it, with the group size given. */
function withGroupSize(event: EventJson, maxGroupSize: number) {
  const { teams: _teams, ...body } = event;
  return { ...body, max_group_size: maxGroupSize };
}

test('friends sign up together with an invite, and the team sort puts them on one team', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const adminToken = mintToken(1, ['admin']);
  const admin = { Authorization: `Bearer ${adminToken}` };
  const tokens = FRIENDS.map((friend) => mintToken(friend.id));
  const event = (await (await request.get('/api/events/current')).json()) as EventJson;
  const signups = () => eventSignups(request, admin, event.id);
  const original = (await signups())
    .filter((signup) => FRIENDS.some((friend) => friend.id === signup.user.id))
    .map((signup) => ({ user_id: signup.user.id, team_id: signup.team_id, is_team_lead: signup.team_lead }));
  expect(original).toHaveLength(2);
  try {
    expect((await request.put('/api/events', { headers: admin, data: withGroupSize(event, 3) })).status()).toBe(200);
    const free = await request.put(`/api/events/${event.id}/teams/users`, {
      headers: admin,
      data: FRIENDS.map((friend) => ({ user_id: friend.id, team_id: null })),
    });
    expect(free.status()).toBe(204);

    // Dustmoth starts a group.
    await logIn(page, tokens[0]!);
    await page.goto('/');
    const mine = page.getByRole('region', { name: 'Sign up with friends' });
    await expect(mine).toContainText('Up to 3 friends play on one team when they sign up together');
    await mine.getByRole('button', { name: 'Start a group' }).click();
    await expect(mine.getByText('Your group is ready: send your friends its code.')).toBeFocused();
    const code = (await mine.locator('code').textContent()) ?? '';
    expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    const link = new URL((await mine.getByRole('link', { name: /invite=/ }).getAttribute('href')) ?? '');
    expect(link.search).toBe(`?invite=${code}`);
    await expectAccessible(page);

    // Jorune opens the link on a phone: the code is filled in, and one press joins.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const friend = await phone.newPage();
    await logIn(friend, tokens[1]!);
    await friend.goto(`${link.pathname}${link.search}`);
    const theirs = friend.getByRole('region', { name: 'Sign up with friends' });
    await expect(theirs.getByRole('textbox', { name: 'Invite code' })).toHaveValue(code);
    await expectNoSidewaysScroll(friend);
    await expectAccessible(friend);
    await theirs.getByRole('button', { name: 'Join group' }).click();
    await expect(theirs.getByText('You joined the group.')).toBeVisible();
    await expect(theirs.getByRole('list', { name: 'Members of your group' }).getByRole('listitem')).toHaveText([
      'Dustmoth',
      'Jorune',
    ]);
    await expectNoSidewaysScroll(friend);
    await expectAccessible(friend);
    await phone.close();

    await page.reload();
    await expect(mine).toContainText('You are in a group of 2 (at most 3)');
    await expect(mine.getByRole('list', { name: 'Members of your group' })).toContainText('Jorune');

    // The organiser sorts teams: the friends land on one team.
    const office = await browser.newContext();
    const organiser = await office.newPage();
    await logIn(organiser, adminToken);
    await organiser.goto('/admin/team-sort');
    const groups = organiser.getByRole('region', { name: 'Groups' });
    await expect(groups.getByRole('listitem')).toHaveText(['Group of 2: Dustmoth and JoruneNo team yet']);
    await organiser.getByRole('button', { name: 'Suggest teams' }).click();
    await expect(cells(organiser, 'Suggested moves', 'Dustmoth')).toHaveCount(3);
    const to = await cells(organiser, 'Suggested moves', 'Dustmoth').nth(1).textContent();
    await expect(cells(organiser, 'Suggested moves', 'Jorune').nth(1)).toHaveText(to ?? '');
    await expect(groups.getByRole('listitem')).toHaveText([`Group of 2: Dustmoth and JoruneAll on ${to}`]);
    await expectAccessible(organiser);
    await organiser.getByRole('button', { name: 'Submit Assignments (2)' }).click();
    await expect(organiser.getByRole('status').filter({ hasText: 'Saved' })).toHaveText('Saved 2 assignments.');
    const placed = (await signups()).filter((signup) => FRIENDS.some((f) => f.id === signup.user.id));
    expect(new Set(placed.map((signup) => signup.team_id)).size).toBe(1);
    expect(placed[0]?.team_id).not.toBeNull();
    await office.close();
  } finally {
    for (const token of tokens)
      await request.delete(`/api/events/${event.id}/signups/self/group`, {
        headers: { Authorization: `Bearer ${token}` },
      });
    await request.put(`/api/events/${event.id}/teams/users`, { headers: admin, data: original });
    await request.put('/api/events', { headers: admin, data: withGroupSize(event, Number(event.max_group_size)) });
  }
});
