import { DEMO, expect, expectAccessible, logIn, mintToken, test } from './support';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('a manager finds their own team assignment in the audit log, filtered by the URL', async ({ page, request }) => {
    const token = mintToken(2, ['manager']);
    const manager = { Authorization: `Bearer ${token}` };
    const admin = { Authorization: `Bearer ${mintToken(1, ['admin'])}` };
    const event = (await (await request.get('/api/events/current')).json()) as { id: number };
    // Nettlewy is put into the team they are already in: recorded as a change, the demo stays as it is.
    const assign = await request.put(`/api/events/${event.id}/teams/users`, {
      headers: manager,
      data: [{ user_id: 13, team_id: 3, is_team_lead: false }],
    });
    expect(assign.status()).toBe(204);

    await logIn(page, token);
    try {
      await page.goto('/admin/audit-log?actor=2&kind=team.assign');
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(page.getByLabel('Changed by')).toHaveValue('2');
      await expect(page.getByLabel('Kind of change')).toHaveValue('team.assign');
      const newest = page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1);
      await expect(newest.getByRole('cell')).toHaveText([
        'Brimlock',
        'Team assignmentsteam.assign',
        DEMO.league,
        String(event.id),
        /^Show/,
      ]);
      await newest.getByRole('button', { name: /^Show/ }).click();
      await expect(newest.getByRole('button', { name: /^Hide/ })).toHaveAttribute('aria-expanded', 'true');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await expectAccessible(page);
    } finally {
      // The token's permissions were stored on Brimlock's account; the demo's Brimlock holds none.
      await request.patch('/api/users/2', { headers: admin, data: [] });
    }
  });
});
