import { addCategory, createPreset, openCategory } from './designer-support';
import { makeCurrentInBrowser, onOwnEvent } from './event-support';
import { expect, expectAccessible, expectNoSidewaysScroll, mintToken, type Page, test } from './support';
import { DEMO_USERS } from './sign-in-support';

/**
 * Event formats an organiser builds in the browser (docs/domain.md §3, "Several rules"): an objective worth
 * points for finding it plus points for the first teams, scored as the sum of both rules on the public pages.
 */
const LEAGUE = 'Find And Race (PL6161)';
const BINGO_LEAGUE = 'Bingo Night (PL6262)';

type Team = { id: number; name: string };
type Headers = Record<string, string>;
type APIRequestContext = Page['request'];

/** Puts one player on each of the event's first two teams; returns those teams and their players, in order. */
async function twoTeamsOfOne(request: APIRequestContext, admin: Headers, eventId: number) {
  const teams = (await (await request.get(`/api/events/${eventId}/teams`)).json()) as Team[];
  const [first, second] = teams as [Team, Team];
  const players = [DEMO_USERS.nettlewy.id, DEMO_USERS.umberly.id] as const;
  const assigned = await request.put(`/api/events/${eventId}/teams/users`, {
    headers: admin,
    data: [
      { team_id: first.id, user_id: players[0] },
      { team_id: second.id, user_id: players[1] },
    ],
  });
  expect(assigned.status()).toBe(204);
  return { first, second, players };
}

/** A player submits a completion of `objectiveId` done `minutesAgo`, and the judge approves it. */
async function approvedCompletion(
  request: APIRequestContext,
  admin: Headers,
  eventId: number,
  player: number,
  objectiveId: number | undefined,
  minutesAgo: number,
) {
  const sent = await request.put(`/api/events/${eventId}/submissions`, {
    headers: { Authorization: `Bearer ${mintToken(player)}` },
    data: {
      objective_id: objectiveId,
      timestamp: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
      proof: `https://youtu.be/proof-${objectiveId}-${player}`,
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

/** The objectives of one top-level category, by name. */
async function categoryObjectives(request: APIRequestContext, eventId: number, category: string) {
  const tree = (await (await request.get(`/api/events/${eventId}/objectives`)).json()) as {
    children: { name: string; children: { id: number; name: string }[] }[];
  };
  return tree.children.find((node) => node.name === category)?.children ?? [];
}

/** Adds a submission objective (proof judged by hand) with one scoring preset, in the open category. */
async function addSubmission(page: Page, name: string, preset: string) {
  await page.getByRole('button', { name: 'Add objective' }).click();
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByLabel('Type').selectOption({ label: 'Submission (proof judged by hand)' });
  await page.getByLabel('Scoring preset').selectOption({ label: preset });
  await page.getByRole('button', { name: 'Create', exact: true }).click();
  await expect(page.getByText(`Saved “${name}” — scores are being re-evaluated.`)).toBeVisible();
}

test('an organiser builds a find-it-and-race-it objective; each team scores the find plus its place', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  await onOwnEvent(page, LEAGUE, async ({ eventId, admin }) => {
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
    const { first, second, players } = await twoTeamsOfOne(request, admin, eventId);
    const [maven] = await categoryObjectives(request, eventId, 'Bosses');
    expect(maven?.name).toBe('The Maven');
    await approvedCompletion(request, admin, eventId, players[0], maven?.id, 10);
    await approvedCompletion(request, admin, eventId, players[1], maven?.id, 9);

    // ── On the public ladder: the first team 10 + 30, the second 10 + 20 ──
    await page.goto('/scores/ladder');
    await expect(page.getByRole('main').getByText(LEAGUE, { exact: true })).toBeVisible();
    const table = page.getByRole('table', { name: /Team scores/ });
    await expect(table.getByRole('row', { name: new RegExp(first.name) })).toContainText('40');
    await expect(table.getByRole('row', { name: new RegExp(second.name) })).toContainText('30');
  });
});

test('an organiser builds a bingo board; the first team to complete a line wins the race and every line scores', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await onOwnEvent(page, BINGO_LEAGUE, async ({ eventId, admin }) => {
    await page.goto(`/admin/events/${eventId}/scoring-presets`);
    await createPreset(page, 'Square', 'Presence', '1');
    await page.getByLabel('Name').fill('First line');
    await page.getByLabel('Scoring method').selectOption({ label: 'Bingo board: ranked by lines (category)' });
    await page.getByLabel('Points', { exact: true }).fill('50, 25');
    await expect(page.getByLabel('Lines needed')).toHaveValue('1');
    await page.getByRole('button', { name: 'Create preset' }).click();
    await expect(page.getByText(/Created “First line”/)).toBeVisible();
    await createPreset(page, 'Per line', 'Bingo board: points per line (category)', '10');

    // ── A category scored as a board by two rules, and nine squares in it ──
    await page.goto(`/admin/events/${eventId}/categories`);
    await page.getByRole('button', { name: 'Add category' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Board');
    await page
      .getByLabel('Scoring preset')
      .selectOption({ label: 'First line (Bingo board: ranked by lines (category))' });
    await page.getByRole('button', { name: 'Add another rule' }).click();
    await page
      .getByLabel('Scoring rule 2', { exact: true })
      .selectOption({ label: 'Per line (Bingo board: points per line (category))' });
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Saved “Board” — scores are being re-evaluated.')).toBeVisible();
    await openCategory(page, 'Board');
    const squares = [
      'Kill Hydra',
      'Kill Phoenix',
      'Kill Minotaur',
      'Kill Chimera',
      'Run a lab',
      'Sell a mirror',
      'Map 16',
      'Level 90',
      'Six-link',
    ];
    for (const square of squares) await addSubmission(page, square, 'Square (Presence)');
    await page.getByRole('button', { name: 'Edit this category' }).click();
    await expect(
      page.getByText('Its 9 objectives make a 3 × 3 board, row by row in the order they were added.'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Cancel' }).click();

    // ── The first team completes the top row; the second has two squares off the line ──
    await makeCurrentInBrowser(page, BINGO_LEAGUE);
    const { first, second, players } = await twoTeamsOfOne(request, admin, eventId);
    const cells = await categoryObjectives(request, eventId, 'Board');
    expect(cells.map((cell) => cell.name)).toEqual(squares);
    for (const [index, cell] of [0, 1, 2].entries())
      await approvedCompletion(request, admin, eventId, players[0], cells[cell]?.id, 30 - index);
    for (const [index, cell] of [0, 4].entries())
      await approvedCompletion(request, admin, eventId, players[1], cells[cell]?.id, 20 - index);

    // ── The public board, per team: the line outlined and named; the ladder adds race, line and squares ──
    await page.goto('/scores/ladder');
    const table = page.getByRole('table', { name: /Team scores/ });
    await expect(table.getByRole('row', { name: new RegExp(first.name) })).toContainText('63');
    await expect(table.getByRole('row', { name: new RegExp(second.name) })).toContainText('2');
    await page.getByRole('navigation', { name: 'Score tabs' }).getByRole('link', { name: 'Board' }).click();
    await page
      .getByRole('button', { name: new RegExp(first.name) })
      .first()
      .click();
    const firstBoard = page.getByRole('region', { name: `Board: board of ${first.name}` });
    await expect(firstBoard).toContainText('3 of 9 done — 1 line complete (Row 1), 1 needed.');
    await expect(firstBoard.getByRole('listitem').filter({ hasText: 'in a line' })).toHaveCount(3);
    await page
      .getByRole('button', { name: new RegExp(second.name) })
      .first()
      .click();
    const secondBoard = page.getByRole('region', { name: `Board: board of ${second.name}` });
    await expect(secondBoard).toContainText('2 of 9 done — 0 lines complete, 1 needed.');
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, 'the bingo board');
  });
});
