import { addCategory, createPreset, openCategory } from './designer-support';
import { localInput, makeCurrentInBrowser, onOwnEvent } from './event-support';
import { expect, expectAccessible, expectNoSidewaysScroll, logInAs, test, type Page } from './support';
import { DEMO_USERS } from './sign-in-support';

/**
 * An organiser builds, through the designer's screens, an event unlike the demo — its own category names,
 * submission bosses, a flat list of chase uniques, a nested set, an objective with a time window, no personal
 * objectives — makes it current, and a member of a team finds all of it on the public score pages: every
 * objective, a Submit control where one belongs, an honest For You, the window shown, nothing wider than a phone.
 */
const LEAGUE = 'Walkthrough League (PL5151)';

async function addSubmission(page: Page, name: string, preset: string, aggregation = 'Earliest completion') {
  await page.getByRole('button', { name: 'Add objective' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Type').selectOption({ label: 'Submission (proof judged by hand)' });
  await page.getByLabel('Aggregation').selectOption({ label: aggregation });
  await page.getByLabel('Scoring preset').selectOption({ label: preset });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`Saved “${name}” — scores are being re-evaluated.`)).toBeVisible();
}

async function bulkAdd(page: Page, names: string, preset: string, count: number, category: string) {
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Names, one per line or separated by commas').fill(names);
  await page.getByLabel('Scoring preset').selectOption({ label: preset });
  await page.getByRole('button', { name: `Create ${count} objectives` }).click();
  await expect(page.getByText(`Created ${count} objectives in “${category}”`)).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
}

test('an event unlike the demo is fully visible and playable from the public score pages', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await onOwnEvent(page, LEAGUE, async ({ eventId, admin }) => {
    // ── Presets ──
    await page.goto(`/admin/events/${eventId}/scoring-presets`);
    await createPreset(page, 'Boss kill', 'Ranked by time', '30, 20, 10');
    await createPreset(page, 'Unique', 'Presence', '10');
    await createPreset(page, 'Set race', 'Ranked by completion time (category)', '15, 5');
    await createPreset(page, 'Happy hour', 'Presence', '5');

    // ── Categories of its own: bosses to submit, a flat list of uniques, extras with a set and a window ──
    await page.goto(`/admin/events/${eventId}/categories`);
    for (const name of ['Bosses', 'Chase uniques', 'Extras']) await addCategory(page, name);
    await openCategory(page, 'Bosses');
    await addSubmission(page, 'The Maven', 'Boss kill (Ranked by time)');
    await addSubmission(page, 'The Feared', 'Boss kill (Ranked by time)', 'Minimum');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Root' }).click();
    await openCategory(page, 'Chase uniques');
    await bulkAdd(page, 'Headhunter\nMageblood\nNimis', 'Unique (Presence)', 3, 'Chase uniques');
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Root' }).click();
    await openCategory(page, 'Extras');
    await page.getByRole('button', { name: 'Add objective' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Happy hour');
    await page.getByLabel('Type').selectOption({ label: 'Player (per character)' });
    await page.getByLabel('Counts').selectOption({ label: 'Player level' });
    await page.getByLabel('Required number').fill('70');
    await page.getByLabel('Scoring preset').selectOption({ label: 'Happy hour (Presence)' });
    await page.getByLabel('Available from').fill(await localInput(page, 2));
    await page.getByLabel('Available until').fill(await localInput(page, 3));
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Saved “Happy hour” — scores are being re-evaluated.')).toBeVisible();
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Starter set');
    await page.getByLabel('Scoring preset').selectOption({ label: 'Set race (Ranked by completion time (category))' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Saved “Starter set” — scores are being re-evaluated.')).toBeVisible();
    await openCategory(page, 'Starter set');
    await bulkAdd(page, 'Goldrim, Wanderlust', 'Unique (Presence)', 2, 'Starter set');

    // ── The designer picks how Extras is drawn, and sees it before saving ──
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Extras' }).click();
    await page.getByRole('button', { name: 'Edit this category' }).click();
    const presentation = page.getByLabel('Shown on the score pages as');
    await expect(presentation.getByRole('option').first()).toHaveText('Chosen from its objectives (now: Sections)');
    await presentation.selectOption({ label: 'Plain table' });
    const preview = page.locator('details').filter({ hasText: 'What players see of “Extras”: Plain table' });
    await preview.locator('summary').click();
    await expect(preview.getByRole('table', { name: 'Extras: every objective by team' })).toContainText('Happy hour');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Saved “Extras” — scores are being re-evaluated.')).toBeVisible();

    // ── Current, with a player in the first team ──
    await makeCurrentInBrowser(page, LEAGUE);
    const teams = (await (await request.get(`/api/events/${eventId}/teams`)).json()) as { id: number; name: string }[];
    const assigned = await request.put(`/api/events/${eventId}/teams/users`, {
      headers: admin,
      data: [{ team_id: teams[0]?.id, user_id: DEMO_USERS.nettlewy.id }],
    });
    expect(assigned.status()).toBe(204);

    // ── A member of that team on the public score pages ──
    await logInAs(page, DEMO_USERS.nettlewy.id);
    await page.goto('/scores/ladder');
    await expect(page.getByRole('main').getByText(LEAGUE, { exact: true })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Score tabs' });
    await expect(tabs.getByRole('link')).toHaveText([
      'Ladder',
      'For You',
      'Progress',
      'Bosses',
      'Chase uniques',
      'Extras',
    ]);
    // Nobody has scored: no team has a place or a medal.
    const table = page.getByRole('table', { name: /Team scores/ });
    await expect(table.getByRole('cell', { name: 'No points yet' })).toHaveCount(3);

    await tabs.getByRole('link', { name: 'Bosses' }).click();
    await expect(page).toHaveURL(/\/scores\/bosses-\d+$/);
    await expect(page.getByRole('button', { name: 'Submit Bounty: The Maven' })).toBeVisible();
    await page.getByRole('button', { name: 'Submit Bounty: The Feared' }).click();
    const dialog = page.getByRole('dialog', { name: 'Submission for "The Feared"' });
    await expect(dialog.getByLabel('Time taken for completion in seconds')).toBeVisible();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Show Rules' }).click();
    await expect(page.getByRole('region', { name: 'Bosses rules' })).toContainText(
      'The Feared is submitted with the time taken in seconds; the fastest counts.',
    );
    await page.getByRole('button', { name: 'Hide Rules' }).click();

    await tabs.getByRole('link', { name: 'Chase uniques' }).click();
    const items = page.getByRole('table', { name: 'Chase uniques items' });
    for (const name of ['Headhunter', 'Mageblood', 'Nimis'])
      await expect(items.getByRole('rowheader', { name: new RegExp(name) })).toBeVisible();
    await expect(page.getByText('No item matches the filter.')).toHaveCount(0);

    await tabs.getByRole('link', { name: 'Extras' }).click();
    const extras = page.getByRole('table', { name: 'Extras: every objective by team' });
    // Players learn when the timed objective opens (what it is stays hidden from those who do not design events).
    const happyHour = extras.getByRole('row').filter({ hasText: 'Not open yet' });
    await expect(happyHour).toContainText(/opens in \dh/);
    for (const name of ['Starter set', 'Goldrim', 'Wanderlust']) await expect(extras).toContainText(name);
    await page.getByRole('button', { name: 'Show Rules' }).click();
    await expect(page.getByRole('region', { name: 'Extras rules' })).toContainText(
      'Some objectives count only within their time window',
    );
    await expectAccessible(page);

    await tabs.getByRole('link', { name: 'For You' }).click();
    await expect(page.getByRole('heading', { name: 'What your team can still score' })).toBeVisible();
    await expect(page.getByText('Nothing left to chase')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Personal Objectives' })).toHaveCount(0);
    for (const name of ['Bosses', 'Chase uniques', 'Extras'])
      await expect(page.getByRole('region', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Bosses', exact: true })).toContainText('up to 30 more points');
    await expect(page.getByRole('button', { name: 'Submit Bounty: The Maven' })).toBeVisible();

    // ── Every tab on a phone ──
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/scores/ladder', '/scores/for-you', '/scores/progress'])
      await page.goto(path).then(() => expectNoSidewaysScroll(page, path));
    const hrefs = await tabs.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    for (const href of hrefs.slice(3)) {
      await page.goto(href ?? '/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText('Loading scores...')).toHaveCount(0);
      await expectNoSidewaysScroll(page, href ?? '');
    }
  });
});
