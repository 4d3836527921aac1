import { makeCurrentInBrowser, onOwnEvent } from './event-support';
import { countReloads, expect, simulatorUrl, test } from './support';
import { DEMO_USERS } from './sign-in-support';

/**
 * Issue 11's "done when": an organiser builds an event from the browser alone — event, teams, preset, category,
 * item objective, item test — makes it current, and a matching item found in the game (injected through the
 * provider simulator's public stash stream) scores for the right team on the public scores page, live.
 */
const LEAGUE = 'Organiser Run (PL4242)';

type JobJson = { event_id: number; job_type: string; last_success_at: string | null };

/** Goldrim as the stash API lists it (trimmed to what the matcher reads), for the item tester. */
const GOLDRIM = { name: 'Goldrim', typeLine: 'Leather Cap', baseType: 'Leather Cap', rarity: 'Unique', frameType: 3 };

test('an organiser builds an event in the browser and a found item scores for the right team live', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const simulator = simulatorUrl();
  await onOwnEvent(page, LEAGUE, async ({ eventId, admin }) => {
    // ── Two teams: rename two, delete the third ──
    await page.goto(`/admin/events/${eventId}/teams`);
    for (const [blank, name] of [
      ['Team 1', 'Sunforged'],
      ['Team 2', 'Moonbound'],
    ] as const) {
      const form = page.getByRole('form', { name: blank, exact: true });
      await form.getByRole('textbox', { name: 'Name' }).fill(name);
      await form.getByRole('button', { name: `Save ${blank}` }).click();
      await expect(page.getByRole('form', { name, exact: true }).getByRole('status')).toHaveText('Saved.');
    }
    await page.getByRole('button', { name: 'Delete Team 3' }).click();
    await page.getByRole('dialog', { name: 'Delete Team 3?' }).getByRole('button', { name: 'Delete team' }).click();
    await expect(page.getByText('Deleted Team 3.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sunforged', 'Moonbound', 'Add a team']);

    // ── A preset ──
    await page.goto(`/admin/events/${eventId}/scoring-presets`);
    await page.getByLabel('Name').fill('Found it');
    await page.getByLabel('Scoring method').selectOption({ label: 'Ranked by time' });
    await page.getByLabel('Points', { exact: true }).fill('10, 4');
    await expect(page.locator('output')).toHaveText('1st team 10, 2nd team 4.');
    await page.getByRole('button', { name: 'Create preset' }).click();
    await expect(page.getByText(/Created “Found it” — scores are being re-evaluated./)).toBeVisible();

    // ── A category with an item objective ──
    await page.goto(`/admin/events/${eventId}/categories`);
    await expect(page.getByRole('heading', { level: 1, name: 'Root' })).toBeVisible();
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Uniques');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Saved “Uniques” — scores are being re-evaluated.')).toBeVisible();
    await page.getByRole('region', { name: 'Objective tree' }).getByRole('link', { name: 'Uniques' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uniques' })).toBeVisible();
    await page.getByRole('button', { name: 'Add objective' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Goldrim');
    await page.getByLabel('Scoring preset').selectOption({ label: 'Found it (Ranked by time)' });
    await page.getByRole('button', { name: 'Add condition' }).click();
    const condition = page.getByRole('listitem', { name: 'Condition 1' });
    await condition.getByLabel('Field').selectOption({ label: 'Name' });
    await condition.getByLabel('Value').fill('Goldrim');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Saved “Goldrim” — scores are being re-evaluated.')).toBeVisible();

    // ── Does the rule work? ──
    const tester = page.getByRole('region', { name: 'Item tester' });
    await tester.getByLabel('Item JSON').fill(JSON.stringify(GOLDRIM));
    await tester.getByRole('button', { name: 'Test item' }).click();
    await expect(tester.getByRole('status')).toHaveText('Matches 1 of 1 item objectives.');

    // ── Make it current: its ingestion starts ──
    await makeCurrentInBrowser(page, LEAGUE);

    // A player joins Moonbound (team sorting has its own page; here the organiser's API call stands in).
    const teams = (await (await request.get(`/api/events/${eventId}/teams`)).json()) as { id: number; name: string }[];
    const moonbound = teams.find((team) => team.name === 'Moonbound');
    const assigned = await request.put(`/api/events/${eventId}/teams/users`, {
      headers: admin,
      data: [{ team_id: moonbound?.id, user_id: DEMO_USERS.nettlewy.id }],
    });
    expect(assigned.status()).toBe(204);
    // The stream of a new event starts where the game's stream is when it is first read: wait for that.
    await expect
      .poll(
        async () =>
          ((await (await request.get('/api/jobs', { headers: admin })).json()) as JobJson[]).find(
            (job) => job.event_id === eventId && job.job_type === 'FetchStashChanges',
          )?.last_success_at ?? null,
        { timeout: 60_000 },
      )
      .not.toBeNull();

    // ── The public scores page follows the find without a reload ──
    await page.goto('/scores/ladder');
    await expect(page.getByRole('main').getByText(LEAGUE, { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: /Team scores/ });
    const column = await table
      .getByRole('columnheader', { name: 'Uniques' })
      .evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
    const uniquesOf = (team: string) =>
      table.getByRole('row', { name: new RegExp(team) }).locator(`:nth-child(${column + 1})`);
    await expect(uniquesOf('Moonbound')).toHaveText('0');
    const reloads = countReloads(page);

    const injected = await request.post(`${simulator}/_control/stash-changes`, {
      data: {
        account: DEMO_USERS.nettlewy.account,
        stash: 'organiser journey',
        league: LEAGUE,
        public: true,
        items: [{ baseType: 'Leather Cap', name: 'Goldrim', rarity: 'Unique' }],
      },
    });
    expect(injected.ok()).toBe(true);
    await expect(uniquesOf('Moonbound')).toHaveText('10', { timeout: 60_000 });
    await expect(uniquesOf('Sunforged')).toHaveText('0');
    expect(reloads()).toBe(0);
  });
});
