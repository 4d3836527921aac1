import {
  type Browser,
  countReloads,
  DEMO,
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  logIn,
  mintToken,
  test,
  type Page,
} from './support';

/*
 * Demo roster (apps/simulator demo roster, apps/server demo seed): five players per team in DEMO.teams order, the
 * first of each five leads it — users 6 to 10 play for Frost Wardens (6 leads), 16 to 20 for Gilded Shade.
 * User 21 is the seeded 'Demo Judge' (no team). Gilded Shade and Frost Wardens have no submission yet for
 * 'Kill Sirus at awakening level 8'.
 */
const FROST_LEAD = 6;
const FROST_PLAYER = 7;
const SHADE_PLAYER = 17;
const JUDGE = 21;
const SIRUS = 'Kill Sirus at awakening level 8';

type Node = { id: number; name: string; children: Node[]; scoring_preset: { points: number[] } | null };

async function displayName(page: Page, userId: number): Promise<string> {
  const users = (await (await page.request.get('/api/events/current/users')).json()) as Record<
    string,
    { id: number; display_name: string }[]
  >;
  const found = Object.values(users)
    .flat()
    .find((user) => user.id === userId);
  expect(found).toBeDefined();
  return found?.display_name ?? '';
}

async function objective(page: Page, category: string, name: string): Promise<Node> {
  const tree = (await (await page.request.get('/api/events/current/objectives')).json()) as Node;
  const found = tree.children.find((child) => child.name === category)?.children.find((child) => child.name === name);
  expect(found).toBeDefined();
  return found as Node;
}

/** Signs the judge in, in a browser of their own, and opens /submissions on one team's submissions for Sirus. */
async function judgeSirus(browser: Browser, team: string): Promise<Page> {
  const judge = await (await browser.newContext()).newPage();
  await logIn(judge, mintToken(JUDGE, ['submission_judge']));
  await judge.goto('/submissions');
  await expect(judge.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
  await judge.getByLabel('Objective').selectOption({ label: SIRUS });
  await judge.getByLabel('Team').selectOption({ label: team });
  return judge;
}

test('a player submits a bounty, sees it in review, then sees the judge’s decision and reason without reloading', async ({
  page,
  browser,
}) => {
  await logIn(page, mintToken(SHADE_PLAYER));
  const name = await displayName(page, SHADE_PLAYER);
  await page.goto('/scores/bounties');
  await page.getByRole('button', { name: `Submit Bounty: ${SIRUS}` }).click();
  const dialog = page.getByRole('dialog', { name: `Submission for "${SIRUS}"` });
  // Date and time start at the moment the dialog opened, in the player's time zone; bounties ask for no number.
  await expect(dialog.getByLabel('Date')).not.toHaveValue('');
  await expect(dialog.getByLabel('Time')).not.toHaveValue('');
  await expect(dialog.getByRole('spinbutton')).toHaveCount(0);

  await dialog.getByLabel('Link to proof').fill('javascript:alert(1)');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByText('The proof must be a link starting with https:// or http://')).toBeVisible();
  await expect(dialog.getByLabel('Link to proof')).toHaveAttribute('aria-invalid', 'true');
  await expectAccessible(page);

  await dialog.getByLabel('Link to proof').fill('https://www.youtube.com/watch?v=sirus-a8');
  await dialog.getByLabel('Comment (optional)').fill('Awakening 8, no deaths');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog).toBeHidden();

  // The team's state on the card names the player who submitted: only Gilded Shade's can.
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: SIRUS }) });
  await expect(card.getByRole('button', { name: `In review — submitted by ${name}` })).toBeVisible();
  const notice = page.getByRole('status').filter({ hasText: `Your submission for ${SIRUS}` });
  await expect(notice).toHaveText(`Your submission for ${SIRUS} was sent and is in review.`);
  const reloads = countReloads(page);

  // The judge, in another browser, rejects it with a reason: a first decision is taken at once.
  const judge = await judgeSirus(browser, 'Gilded Shade');
  const submitted = judge.getByRole('row').filter({ hasText: 'Awakening 8, no deaths' });
  await submitted.getByRole('textbox', { name: /^Reason for the decision/ }).fill('The video is private');
  await submitted.getByRole('button', { name: /^Reject/ }).click();
  await expect(submitted).toContainText('Reason: The video is private');

  // The player's card and notice follow on their own.
  await expect(
    card.getByRole('button', { name: `Rejected by Demo Judge (The video is private) — submitted by ${name}` }),
  ).toBeVisible();
  await expect(notice).toHaveText(`Your submission for ${SIRUS} was rejected (The video is private).`);
  expect(reloads()).toBe(0);

  // Changing the decision asks first, saying what the team gains.
  const bountyPoints = (await objective(page, 'Bounties', SIRUS)).scoring_preset?.points[0] ?? 0;
  await submitted.getByRole('textbox', { name: /^Reason for the decision/ }).fill('Checked with the player');
  await submitted.getByRole('button', { name: /^Approve/ }).click();
  const confirm = judge.getByRole('dialog', { name: `Approve ${SIRUS} by Gilded Shade?` });
  await expect(confirm).toContainText(`Gilded Shade gains ${bountyPoints} points on ${SIRUS} (0 → ${bountyPoints}).`);
  await expect(confirm).toContainText('The team reads the reason: Checked with the player');
  await expectAccessible(judge);
  await confirm.getByRole('button', { name: 'Approve' }).click();
  await expect(confirm).toBeHidden();
  await expect(submitted).toContainText('Approved');
  await expect(submitted).toContainText('Reason: Checked with the player');
  await judge.context().close();
});

test('a judge approves a submission on /submissions and the team’s Bounties points change live', async ({
  page,
  browser,
}) => {
  // A Frost Wardens player submits through the API (the form has its own journey above).
  const sent = await page.request.put('/api/events/current/submissions', {
    headers: { Authorization: `Bearer ${mintToken(FROST_PLAYER)}` },
    data: {
      objective_id: (await objective(page, 'Bounties', SIRUS)).id,
      timestamp: new Date(Date.now() - 60_000).toISOString(),
      proof: 'https://youtu.be/frost-sirus',
      comment: 'A8 down',
    },
  });
  expect(sent.status()).toBe(201);
  const bountyPoints = (await objective(page, 'Bounties', SIRUS)).scoring_preset?.points[0] ?? 0;
  expect(bountyPoints).toBeGreaterThan(0);

  // Someone watches the ladder.
  await page.goto('/scores/ladder');
  const table = page.getByRole('table', { name: /Team scores/ });
  const header = table.getByRole('columnheader', { name: 'Bounties' });
  await expect(header).toBeVisible();
  const column = await header.evaluate((cell) => (cell as HTMLTableCellElement).cellIndex);
  const bounties = table.getByRole('row', { name: /Frost Wardens/ }).locator(`:nth-child(${column + 1})`);
  await expect(bounties).toHaveText(/^\d+$/);
  const before = Number(await bounties.textContent());
  const reloads = countReloads(page);

  // The judge, in another browser.
  const judge = await judgeSirus(browser, 'Frost Wardens');
  const row = judge.getByRole('row').filter({ hasText: 'A8 down' });
  await expect(row).toContainText('In review');
  const link = row.getByRole('link', { name: 'youtu.be (opens in a new tab)' });
  await expect(link).toHaveAttribute('href', 'https://youtu.be/frost-sirus');
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  await expectAccessible(judge);
  await row.getByRole('button', { name: /^Approve/ }).click();
  await expect(row).toContainText('Approved');

  await expect(bounties).toHaveText(String(before + bountyPoints));
  expect(reloads()).toBe(0);
  await judge.context().close();
});

test('a judge places three teams on /admin/submissions, after both of the form’s alerts', async ({ page }) => {
  await logIn(page, mintToken(JUDGE, ['submission_judge']));
  await page.goto('/admin/submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'Submission management' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Set results by place' });
  await form.getByLabel('Objective').selectOption({ label: 'Uber Elder' });
  await form.getByLabel('1. Place').selectOption({ label: 'Verdant Pact' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('You have to select a team for each place');

  await form.getByLabel('2. Place').selectOption({ label: 'Verdant Pact' });
  await form.getByLabel('3. Place').selectOption({ label: 'Ember Tide' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('alert')).toHaveText('You have to select different teams for each place');

  await form.getByLabel('2. Place').selectOption({ label: 'Gilded Shade' });
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(form.getByRole('status')).toHaveText('Saved the places for Uber Elder.');
  await expect(form.getByRole('alert')).toHaveCount(0);

  const table = page.getByRole('region', { name: `Submissions of ${DEMO.league}` });
  await page.getByLabel('Objective', { exact: true }).last().selectOption({ label: 'Uber Elder' });
  for (const [place, team] of ['Verdant Pact', 'Gilded Shade', 'Ember Tide'].entries()) {
    await expect(table.getByRole('row').filter({ hasText: team })).toContainText(`Approved (place ${place + 1})`);
  }
  // A placement is whole: choosing the objective again starts from the places just given.
  await form.getByLabel('Objective').selectOption({ label: 'Uber Elder' });
  await expect(form.getByLabel('1. Place').locator('option:checked')).toHaveText('Verdant Pact');
  await expect(form.getByLabel('3. Place').locator('option:checked')).toHaveText('Ember Tide');
  await expectAccessible(page);
});

/** Removes every suggestion of the Frost lead's team, so the test starts and ends with none (the demo has none). */
async function clearFrostSuggestions(page: Page) {
  const headers = { Authorization: `Bearer ${mintToken(FROST_LEAD)}` };
  const stored = (await (await page.request.get('/api/events/current/suggestions', { headers })).json()) as {
    objective_id: number;
  }[];
  for (const { objective_id } of stored) {
    const removed = await page.request.delete(`/api/events/current/suggestions/${objective_id}`, { headers });
    expect(removed.ok()).toBe(true);
  }
}

test('a team lead marks a focus objective with a message and the team sees it on For You', async ({
  page,
  browser,
}) => {
  await clearFrostSuggestions(page);
  await logIn(page, mintToken(FROST_LEAD));
  await page.goto('/admin/team-suggestions');
  await expect(page.getByRole('heading', { level: 1, name: 'Team suggestions' })).toBeVisible();
  await page.getByLabel('Team message').fill('Sirus tonight, everyone online at 8');
  await page.getByRole('button', { name: 'Save Team message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved' }).first()).toBeVisible();

  const objectives = page.getByRole('table', { name: 'Objectives your team can still finish' });
  const first = objectives.getByRole('rowheader').first();
  const focus = (await first.textContent()) ?? '';
  expect(focus).not.toBe('');
  await objectives.getByRole('checkbox', { name: `Team Focus: ${focus}` }).click();
  await expect(objectives.getByRole('checkbox', { name: `Team Focus: ${focus}` })).toBeChecked();
  await objectives.getByLabel(`Message for Team: ${focus}`).fill('Race it first');
  await objectives.getByRole('button', { name: `Save Message for Team: ${focus}` }).click();
  await expect(objectives.getByRole('row', { name: new RegExp(focus) }).getByRole('status')).toHaveText('Saved');
  await expectAccessible(page);

  // A member of the team reads it; a member who does not lead sees no suggestions page.
  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await logIn(member, mintToken(FROST_PLAYER));
  await member.goto('/scores/for-you');
  const message = member.getByRole('region', { name: 'Your team leads have left a message for you:' });
  await expect(message).toContainText('Sirus tonight, everyone online at 8');
  const urgent = member.getByRole('region', {
    name: 'Your team leads have selected objectives that are urgent for you to do.',
  });
  await expect(urgent.getByText(focus, { exact: true })).toBeVisible();
  await expect(urgent.getByRole('button', { name: 'Note from your team leads: Race it first' })).toBeVisible();
  await member.goto('/admin/team-suggestions');
  await expect(member.getByText('You must be a team lead to view this')).toBeVisible();
  await memberContext.close();
  await clearFrostSuggestions(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('the submission pages fit the screen and are accessible', async ({ page }) => {
    await page.goto('/submissions');
    await expect(page.getByRole('heading', { level: 1, name: 'Submissions' })).toBeVisible();
    await expect(page.getByRole('region', { name: `Submissions of ${DEMO.league}` })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);

    const judge = await page
      .context()
      .browser()
      ?.newContext({ viewport: { width: 390, height: 844 }, isMobile: true });
    const judgePage = await judge?.newPage();
    if (!judge || !judgePage) throw new Error('no second context');
    await logIn(judgePage, mintToken(JUDGE, ['submission_judge']));
    await judgePage.goto('/admin/submissions');
    await expect(judgePage.getByRole('form', { name: 'Set results by place' })).toBeVisible();
    await expectNoSidewaysScroll(judgePage);
    await expectAccessible(judgePage);
    await judge.close();

    await logIn(page, mintToken(FROST_LEAD));
    await page.goto('/admin/team-suggestions');
    await expect(page.getByRole('heading', { name: 'Write a message for your team members' })).toBeVisible();
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
