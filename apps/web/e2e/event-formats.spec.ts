import { addCategory, createPreset, openCategory } from './designer-support';
import { createEventInBrowser, makeCurrentInBrowser, restoreDemo } from './event-support';
import { expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, test } from './support';
import { DEMO_USERS } from './sign-in-support';

/**
 * Event formats an organiser builds in the browser (docs/domain.md §3, "Several rules"): an objective worth
 * points for finding it plus points for the first teams, scored as the sum of both rules on the public pages.
 */
const LEAGUE = 'Find And Race (PL6161)';

test('an organiser builds a find-it-and-race-it objective; each team scores the find plus its place', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const token = mintToken(1, ['admin']);
  const admin = { Authorization: `Bearer ${token}` };
  await logIn(page, token);
  try {
    const eventId = await createEventInBrowser(page, admin, LEAGUE);
    await page.goto(`/admin/events/${eventId}/scoring-presets`);
    await createPreset(page, 'Finding it', 'Presence', '10');
    await createPreset(page, 'First kills', 'Ranked by time', '30, 20, 10');

    // ── One objective, two rules: the designer shows what each gives and the most it can give ──
    await page.goto(`/admin/events/${eventId}/categories`);
    await addCategory(page, 'Bosses');
    await openCategory(page, 'Bosses');
    await page.getByRole('button', { name: 'Add objective' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('The Maven');
    await page.getByLabel('Type').selectOption({ label: 'Submission (proof judged by hand)' });
    await page.getByLabel('Scoring preset').selectOption({ label: 'Finding it (Presence)' });
    await page.getByRole('button', { name: 'Add another rule' }).click();
    await page.getByLabel('Scoring rule 2', { exact: true }).selectOption({ label: 'First kills (Ranked by time)' });
    const shares = page.getByRole('list', { name: 'What each rule gives' });
    await expect(shares.getByRole('listitem')).toHaveText([
      'Finding it: 10 points',
      'First kills: 30, 20, 10 by place',
    ]);
    await expect(page.getByText('Up to 40 points')).toBeVisible();
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, 'the objective form with two rules');
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Saved “The Maven” — scores are being re-evaluated.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Objective tree' })).toContainText('Finding it + First kills');

    // ── Two teams kill The Maven, one after the other; the judge approves both ──
    await makeCurrentInBrowser(page, LEAGUE);
    const teams = (await (await request.get(`/api/events/${eventId}/teams`)).json()) as { id: number; name: string }[];
    const [first, second] = teams;
    const players = [DEMO_USERS.nettlewy.id, DEMO_USERS.umberly.id];
    const assigned = await request.put(`/api/events/${eventId}/teams/users`, {
      headers: admin,
      data: [
        { team_id: first?.id, user_id: players[0] },
        { team_id: second?.id, user_id: players[1] },
      ],
    });
    expect(assigned.status()).toBe(204);
    const tree = (await (await request.get(`/api/events/${eventId}/objectives`)).json()) as {
      children: { name: string; children: { id: number; name: string }[] }[];
    };
    const maven = tree.children.find((node) => node.name === 'Bosses')?.children[0];
    expect(maven?.name).toBe('The Maven');
    for (const [index, player] of players.entries()) {
      const sent = await request.put(`/api/events/${eventId}/submissions`, {
        headers: { Authorization: `Bearer ${mintToken(player)}` },
        data: {
          objective_id: maven?.id,
          timestamp: new Date(Date.now() - (10 - index) * 60_000).toISOString(),
          proof: `https://youtu.be/maven-${index}`,
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

    // ── On the public ladder: the first team 10 + 30, the second 10 + 20 ──
    await page.goto('/scores/ladder');
    await expect(page.getByRole('main').getByText(LEAGUE, { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: /Team scores/ });
    await expect(table.getByRole('row', { name: new RegExp(first?.name ?? '') })).toContainText('40');
    await expect(table.getByRole('row', { name: new RegExp(second?.name ?? '') })).toContainText('30');
  } finally {
    await restoreDemo(page, admin, [LEAGUE]);
  }
});
