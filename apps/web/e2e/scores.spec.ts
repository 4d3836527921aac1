import { DEMO, expect, expectAccessible, logIn, mintToken, test } from './support';
import { DEMO_TABS } from './scores-support';

test('/scores goes to the ladder and lists the demo event’s tabs', async ({ page }) => {
  await page.goto('/scores');
  await expect(page).toHaveURL(/\/scores\/ladder$/);
  const tabs = page.getByRole('navigation', { name: 'Score tabs' });
  await expect(tabs.getByRole('link')).toHaveText(DEMO_TABS.map((tab) => tab.heading));
});

// One test per tab: each runs the accessibility check on a large page, which takes a while on a busy machine.
for (const tab of DEMO_TABS) {
  test(`the ${tab.heading} tab renders the demo event’s data accessibly`, async ({ page }) => {
    await page.goto('/scores');
    const tabs = page.getByRole('navigation', { name: 'Score tabs' });
    await tabs.getByRole('link', { name: tab.heading, exact: true }).click();
    await expect(page).toHaveURL(typeof tab.path === 'string' ? new RegExp(`${tab.path}$`) : tab.path);
    await expect(page.getByRole('heading', { level: 1, name: tab.heading })).toBeVisible();
    await expect(page.getByText(tab.shows).first()).toBeVisible();
    await expect(page.getByText('The scores could not be loaded.')).toHaveCount(0);
    await expectAccessible(page);
  });
}

test('the ladder shows every demo team in the team score table with P.O. and category columns', async ({ page }) => {
  await page.goto('/scores/ladder');
  const table = page.getByRole('table', { name: /Team scores/ });
  await expect(table.getByRole('columnheader', { name: 'P.O.' })).toBeVisible();
  for (const column of ['Uniques', 'Races', 'Bounties', 'Heist', 'Gems', 'Delve']) {
    await expect(table.getByRole('columnheader', { name: column })).toBeVisible();
  }
  for (const team of DEMO.teams) await expect(table.getByRole('rowheader', { name: team })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Personal Objective Points' })).toBeVisible();
});

test('rules panels are generated per tab and toggled with Show/Hide Rules', async ({ page }) => {
  await page.goto('/scores/races');
  await page.getByRole('button', { name: 'Show Rules' }).click();
  await expect(page).toHaveURL(/\/scores\/races\?rules=true$/);
  const rules = page.getByRole('region', { name: 'Races rules' });
  await expect(rules).toContainText(
    'Deathless Maven, Uber Elder (2 objectives): The first team to complete it gets 20 points',
  );
  await expectAccessible(page);
  await page.getByRole('navigation', { name: 'Score tabs' }).getByRole('link', { name: 'Delve' }).click();
  await expect(page.getByRole('region', { name: 'Delve rules' })).toContainText('1 point per 10 depth');
  await expect(page).toHaveURL(/rules=true/);
  await page.getByRole('button', { name: 'Hide Rules' }).click();
  await expect(page.getByRole('region', { name: 'Delve rules' })).toHaveCount(0);
});

test('limitTeams shows that many teams, the own team first', async ({ page }) => {
  // Demo user 17 plays for Gilded Shade (apps/simulator demo roster: five players per team).
  await logIn(page, mintToken(17));
  await page.addInitScript(() => window.localStorage.setItem('preferences', JSON.stringify({ limitTeams: 2 })));
  await page.goto('/scores/ladder');
  const rows = page.getByRole('table', { name: /Team scores/ }).getByRole('rowheader');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Gilded Shade');
  await expect(rows.first()).toContainText('Your team');
  await page.getByRole('navigation', { name: 'Score tabs' }).getByRole('link', { name: 'Races' }).click();
  const tiles = page.getByRole('list', { name: 'Races points by team' }).getByRole('listitem');
  await expect(tiles).toHaveCount(2);
  await expect(tiles.first()).toContainText('Gilded Shade');
  await expectAccessible(page);
});

test('team members get the Submit Bounty dialog, titled with the objective', async ({ page }) => {
  await logIn(page, mintToken(17));
  await page.goto('/scores/bounties');
  await page.getByRole('button', { name: 'Submit Bounty: Complete a Simulacrum' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submission for "Complete a Simulacrum"' });
  await expect(dialog.getByLabel('Link to proof')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Submit Bounty: Complete a Simulacrum' })).toBeFocused();
});

// One test per page: five pages with an accessibility scan each outgrew one test's time on a busy machine.
for (const path of ['/scores/ladder', '/scores/races', '/scores/uniques', '/scores/gems', '/scores/delve']) {
  test(`${path} stays readable in the light theme`, async ({ page }) => {
    await page.addInitScript(() => window.localStorage.setItem('preferences', JSON.stringify({ theme: 'light' })));
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading scores...')).toHaveCount(0);
    await expectAccessible(page);
  });
}
