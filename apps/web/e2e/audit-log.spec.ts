import { DEMO, expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, test } from './support';

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
      // The target is the player by name; the entry is the event's, whose id stands beside it.
      const newest = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first();
      await expect(newest).toContainText('Team assignments');
      await expect(newest).toContainText(`TargetNettlewyevent #${event.id}`);
      await expect(newest).toContainText(DEMO.league);
      // Put into the team they were in: nothing changed.
      await expect(newest).toContainText('Nothing changed.');
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    } finally {
      // The token's permissions were stored on Brimlock's account; the demo's Brimlock holds none.
      await request.patch('/api/users/2', { headers: admin, data: [] });
    }
  });

  test('an organiser reads a preset change as one line per field, names instead of ids, raw JSON on demand', async ({
    page,
    request,
  }) => {
    const token = mintToken(1, ['admin']);
    const admin = { Authorization: `Bearer ${token}` };
    const event = (await (await request.get('/api/events/current')).json()) as { id: number };
    const created = await request.put(`/api/events/${event.id}/scoring-presets`, {
      headers: admin,
      data: { name: 'Audit trail', points: [5, 3], scoring_method: 'PRESENCE' },
    });
    expect(created.status()).toBe(201);
    const preset = (await created.json()) as { id: number };
    try {
      const changed = await request.put(`/api/events/${event.id}/scoring-presets`, {
        headers: admin,
        data: { id: preset.id, name: 'Audit trail', points: [8, 3], scoring_method: 'PRESENCE' },
      });
      expect(changed.status()).toBe(200);

      await logIn(page, token);
      await page.goto('/admin/audit-log?kind=scoring_preset.update');
      const newest = page.getByRole('list', { name: 'Audit log' }).getByRole('listitem').first();
      await expect(newest).toContainText(`TargetAudit trailscoring preset #${preset.id}`);
      const lines = newest.getByRole('list', { name: /^Changed in entry/ });
      await expect(lines.getByRole('listitem')).toHaveText(['points: 5, 3 → 8, 3']);
      await expect(newest.getByText(/"points": \[/).first()).toBeHidden();
      await newest.getByText('Raw JSON').click();
      await expect(newest.getByText(/"points": \[/).first()).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    } finally {
      await request.delete(`/api/events/${event.id}/scoring-presets/${preset.id}`, { headers: admin });
    }
  });
});
