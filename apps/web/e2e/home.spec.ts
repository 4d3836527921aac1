import { DEMO, expect, expectAccessible, test } from './support';

test('home shows the demo event and meets its four teams', async ({ page }) => {
  await page.goto('/');
  const event = page.getByRole('region', { name: DEMO.league });
  await expect(event.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(event.getByText('Path of Exile', { exact: true })).toBeVisible();
  await expect(event.getByText('Signups')).toBeVisible();

  const teams = page.getByRole('region', { name: 'Meet the Teams' });
  for (const name of DEMO.teams) await expect(teams.getByRole('heading', { name })).toBeVisible();
  await expect(teams.getByRole('heading', { level: 3 })).toHaveCount(4);
  await expect(teams.getByText('Tag: EMB')).toBeVisible();
  await expect(teams.getByRole('list', { name: 'Classes Ember Tide may play' })).toContainText('Juggernaut');

  // The "Demo data" marker follows the server's health answer.
  const health = (await (await page.request.get('/api/health')).json()) as { demo?: boolean };
  await expect(page.getByRole('banner').getByText('Demo data')).toHaveCount(health.demo === true ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toContainText('not affiliated with or endorsed by Grinding Gear Games');
  await expectAccessible(page);
});
