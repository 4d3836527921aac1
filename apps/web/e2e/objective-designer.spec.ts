import { createEventByApi, TIMES_OF_2026 } from './event-support';
import { expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, type Page, test } from './support';

/** The API client Playwright hands a test (`request`), the same type as a page's. */
type APIRequestContext = Page['request'];

type TreeNode = {
  id: number;
  name: string;
  objective_type: string;
  parent_id: number | null;
  valid_from: string | null;
  valid_to: string | null;
  children: TreeNode[];
};

/** A fresh, non-current event (with its root and three blank teams), so the demo event's scores stay untouched. */
async function createEvent(request: APIRequestContext, admin: Record<string, string>, name: string) {
  return (await createEventByApi(request, admin, { name, ...TIMES_OF_2026 })).id;
}

async function readTree(request: APIRequestContext, admin: Record<string, string>, eventId: number) {
  return (await (await request.get(`/api/events/${eventId}/objectives`, { headers: admin })).json()) as TreeNode;
}

function find(node: TreeNode, name: string): TreeNode | undefined {
  if (node.name === name) return node;
  for (const child of node.children) {
    const found = find(child, name);
    if (found) return found;
  }
  return undefined;
}

/** A unique helmet as a stash tab lists it (trimmed to what the matcher reads). */
const GOLDRIM = {
  verified: false,
  w: 2,
  h: 2,
  icon: 'https://web.poecdn.com/image/Art/2DItems/Armours/Helmets/Goldrim.png',
  id: 'a'.repeat(64),
  name: 'Goldrim',
  typeLine: 'Leather Cap',
  baseType: 'Leather Cap',
  rarity: 'Unique',
  frameType: 3,
  identified: true,
  ilvl: 71,
};
const DOOM_COWL = { ...GOLDRIM, id: 'b'.repeat(64), name: 'Doom Cowl', rarity: 'Rare', frameType: 2 };

// A zone other than the machine's, so the journey shows the local time really is converted.
test.use({ timezoneId: 'Europe/Berlin' });

test("a designer builds an event's presets and objective tree", async ({ page, request, pageProblems }) => {
  test.setTimeout(180_000);
  // The server's refusal of the cyclic move is under test; the browser logs the 400 as a failed request.
  pageProblems.allow(/status of 400 .*\/api\/events\/\d+\/objectives$/);
  const admin = { Authorization: `Bearer ${mintToken(1, ['admin'])}` };
  const eventId = await createEvent(request, admin, 'Designer Trial (PL9101)');
  const testCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('/conditions/test')) testCalls.push(sent.url());
  });
  try {
    await logIn(page, mintToken(1, ['admin']));

    // ── A scoring preset, with its example points ──
    await page.goto(`/admin/events/${eventId}/scoring-presets`);
    await expect(page.getByRole('heading', { level: 1, name: 'Scoring presets' })).toBeVisible();
    await expect(page.getByText('Event “Designer Trial (PL9101)”')).toBeVisible();
    await expect(page.getByText('No scoring presets yet')).toBeVisible();
    await page.getByLabel('Name').fill('Race points');
    await page.getByLabel('Scoring method').selectOption({ label: 'Ranked by time' });
    await expect(
      page.getByText('Teams take places in the order they finished; the 1st place gets the first number'),
    ).toBeVisible();
    await page.getByLabel('Points', { exact: true }).fill('10, 6, 3');
    // The new event has three teams: one place each.
    await expect(page.locator('output')).toHaveText('1st team 10, 2nd team 6, 3rd team 3.');
    await page.getByLabel('Scoring method').selectOption({ label: 'Points from value' });
    await page.getByLabel('Point cap').fill('50');
    await expect(page.locator('output')).toHaveText('1 → 10 points, 3 → 30 points, 10 → 50 points, 100 → 50 points.');
    await page.getByLabel('Scoring method').selectOption({ label: 'Ranked by time' });
    await page.getByLabel('Point cap').fill('0');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create preset' }).click();
    await expect(
      page.getByText('Created “Race points” — scores are being re-evaluated. To change it, use Edit in its row.'),
    ).toBeVisible();
    const presetRow = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /Race points/ }) });
    await expect(presetRow).toContainText('Ranked by time');
    await expect(presetRow).toContainText('10, 6, 3');
    // The form is ready for the next preset, which does not overwrite the one just created.
    await expect(page.getByRole('heading', { name: 'New preset' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await page.getByLabel('Name').fill('Finds');
    await page.getByLabel('Points', { exact: true }).fill('2');
    await page.getByRole('button', { name: 'Create preset' }).click();
    await expect(page.getByText(/Created “Finds”/)).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveCount(2);
    await expect(presetRow).toContainText('10, 6, 3');

    // ── The tree: /categories opens the root ──
    await page.goto(`/admin/events/${eventId}/categories`);
    await expect(page.getByRole('heading', { level: 1, name: 'Root' })).toBeVisible();
    const root = await readTree(request, admin, eventId);
    await expect(page).toHaveURL(new RegExp(`/admin/events/${eventId}/categories/${root.id}$`));
    await expect(page.getByText('This category is empty.')).toBeVisible();

    for (const name of ['Uniques', 'Archive']) {
      await page.getByRole('button', { name: 'Add category' }).click();
      await expect(page.getByRole('heading', { name: 'New category' })).toBeFocused();
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
      await page.getByRole('button', { name: 'Create', exact: true }).click();
      await expect(page.getByText(`Saved “${name}” — scores are being re-evaluated.`)).toBeVisible();
    }
    const tree = page.getByRole('region', { name: 'Objective tree' });
    await tree.getByRole('link', { name: 'Uniques' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Uniques' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Root' }),
    ).toBeVisible();

    // ── An item objective with a condition, scored by the preset ──
    await page.getByRole('button', { name: 'Add objective' }).click();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Goldrim');
    await page.getByLabel('Scoring preset').selectOption({ label: 'Race points (Ranked by time)' });
    await expect(page.getByLabel('Aggregation')).toHaveAccessibleDescription(
      'Finished when a count first reaches the required number within the time window; until then the highest count shows.',
    );
    await page.getByRole('button', { name: 'Add condition' }).click();
    const condition = page.getByRole('listitem', { name: 'Condition 1' });
    await condition.getByLabel('Field').selectOption({ label: 'Name' });
    await expect(condition.getByLabel('Operator')).toHaveValue('EQ');
    // Number fields get number operators only (valid mappings).
    await condition.getByLabel('Field').selectOption({ label: 'Ilvl' });
    await expect(condition.getByLabel('Operator').getByRole('option')).toHaveText([
      'equals',
      'does not equal',
      'greater than',
      'less than',
      'is one of',
      'is none of',
    ]);
    await condition.getByLabel('Field').selectOption({ label: 'Name' });
    await condition.getByLabel('Value').fill('Goldrim');
    // A field whose values come from a fixed set offers them, several for "is one of".
    await page.getByRole('button', { name: 'Add condition' }).click();
    const rarity = page.getByRole('listitem', { name: 'Condition 2' });
    await rarity.getByLabel('Field').selectOption({ label: 'Rarity' });
    await expect(rarity.getByLabel('Value').getByRole('option')).toHaveText([
      'Choose…',
      'Normal',
      'Magic',
      'Rare',
      'Unique',
    ]);
    await rarity.getByLabel('Operator').selectOption({ label: 'is one of' });
    await rarity.getByRole('checkbox', { name: 'Rare' }).check();
    await rarity.getByRole('checkbox', { name: 'Unique' }).check();
    // The time window is typed in the designer's own zone (this browser runs in Berlin, UTC+2 in June).
    await expect(page.getByText('Times are in your time zone (Europe/Berlin)')).toBeVisible();
    await page.getByLabel('Available from').fill('2026-06-01T12:00');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByText('Saved “Goldrim” — scores are being re-evaluated.')).toBeVisible();
    expect(find(await readTree(request, admin, eventId), 'Goldrim')).toMatchObject({
      valid_from: '2026-06-01T10:00:00.000Z',
      valid_to: null,
    });
    await expect(tree.getByRole('list', { name: 'Conditions of Goldrim' }).getByRole('listitem')).toHaveText([
      'Name equals “Goldrim”',
      'Rarity is one of “Rare, Unique”',
    ]);
    await expect(tree.getByText('item objective · Race points')).toBeVisible();

    // ── Bulk add ──
    await page.getByRole('button', { name: 'Bulk add' }).click();
    await page
      .getByLabel('Names, one per line or separated by commas')
      .fill('Wanderlust\nTabula Rasa, Lifesprig\nWanderlust');
    await expect(page.getByText('3 objectives will be created (duplicates count once).')).toBeVisible();
    await page.getByRole('button', { name: 'Create 3 objectives' }).click();
    await expect(page.getByText('Created 3 objectives in “Uniques” — scores are being re-evaluated.')).toBeVisible();
    for (const name of ['Wanderlust', 'Tabula Rasa', 'Lifesprig']) {
      await expect(tree.getByRole('list', { name: `Conditions of ${name}` })).toHaveText(`Name equals “${name}”`);
    }
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    // ── The item tester ──
    const tester = page.getByRole('region', { name: 'Item tester' });
    await tester.getByLabel('Item JSON').fill('{"name": "Goldrim", ');
    await tester.getByRole('button', { name: 'Test item' }).click();
    await expect(tester.getByRole('alert')).toContainText('This is not valid JSON: ');
    expect(testCalls).toEqual([]);

    await tester.getByLabel('Item JSON').fill(JSON.stringify(GOLDRIM, null, 2));
    await tester.getByRole('button', { name: 'Test item' }).click();
    await expect(tester.getByRole('status')).toHaveText('Matches 1 of 4 item objectives.');
    const goldrimCard = tester.getByRole('article', { name: /^Goldrim/ });
    await expect(goldrimCard.getByRole('heading')).toHaveText('GoldrimMatched (counts 1)');
    await expect(goldrimCard.getByRole('row').nth(1)).toHaveText(
      ['Name', 'Goldrim', 'equals', 'Goldrim', '✓ Pass'].join(''),
    );
    await expectAccessible(page);

    await tester.getByLabel('Item JSON').fill(JSON.stringify(DOOM_COWL));
    await tester.getByRole('button', { name: 'Test item' }).click();
    await expect(tester.getByRole('status')).toHaveText('Matches 0 of 4 item objectives.');
    const missCard = tester.getByRole('article', { name: /^Goldrim/ });
    await expect(missCard.getByRole('heading')).toHaveText('GoldrimNot matched');
    await expect(missCard.getByRole('row').nth(1)).toHaveText(
      ['Name', 'Doom Cowl', 'equals', 'Goldrim', '✗ Fail'].join(''),
    );
    expect(testCalls).toHaveLength(2);

    // ── Move an objective to another category ──
    await tree.getByRole('button', { name: 'Edit Wanderlust' }).click();
    await expect(page.getByRole('heading', { name: 'Edit “Wanderlust”' })).toBeFocused();
    // Only categories are offered.
    await expect(page.getByRole('combobox', { name: 'Category', exact: true }).getByRole('option')).toHaveText([
      'Root',
      'Root › Uniques',
      'Root › Archive',
    ]);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Root › Archive' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByText('Saved “Wanderlust” (now in “Archive”) — scores are being re-evaluated.'),
    ).toBeVisible();
    await expect(tree.getByText('Wanderlust')).toHaveCount(0);

    // ── Delete, after a confirmation that says what goes ──
    await tree.getByRole('button', { name: 'Delete Lifesprig' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete “Lifesprig”?' });
    await expect(confirm).toContainText('The objective is deleted with its conditions and the evidence found for it.');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Deleted “Lifesprig” — scores are being re-evaluated.')).toBeVisible();
    await expect(tree.getByText('Lifesprig')).toHaveCount(0);

    // ── Unsaved changes are not lost silently ──
    await tree.getByRole('button', { name: 'Edit Tabula Rasa' }).click();
    await page.getByRole('textbox', { name: 'Extra', exact: true }).fill('Any six-link white chest');
    const breadcrumbRoot = page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Root' });
    await breadcrumbRoot.click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay and keep editing' }).click();
    await expect(leave).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Uniques' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Extra', exact: true })).toHaveValue('Any six-link white chest');
    await breadcrumbRoot.click();
    await leave.getByRole('button', { name: 'Leave and discard changes' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Root' })).toBeVisible();

    // ── A move into its own subtree is refused, with the server's reason ──
    // The form is opened first; meanwhile someone else moves Archive into Uniques, so this page's tree is stale and
    // still offers Archive as a place for Uniques.
    await tree.getByRole('button', { name: 'Edit Uniques' }).click();
    const before = await readTree(request, admin, eventId);
    const archive = find(before, 'Archive');
    const uniques = find(before, 'Uniques');
    expect(archive && uniques).toBeTruthy();
    const moved = await request.put(`/api/events/${eventId}/objectives`, {
      headers: admin,
      data: {
        id: archive?.id,
        parent_id: uniques?.id,
        name: 'Archive',
        objective_type: 'CATEGORY',
        aggregation: 'NONE',
        number_field: 'FINISHED_OBJECTIVES',
      },
    });
    expect(moved.status()).toBe(200);
    await page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Root › Archive' });
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Not saved' })).toHaveText(
      'Not saved: Category: is the objective itself or one of its children',
    );
    // The refusal refreshed the tree: Archive now shows inside Uniques.
    await expect(tree.getByRole('link', { name: 'Archive' })).toBeVisible();
    await expect(tree.getByRole('button', { name: 'Collapse Uniques' })).toHaveAttribute('aria-expanded', 'true');
    await expectAccessible(page);
  } finally {
    await request.delete(`/api/events/${eventId}`, { headers: admin });
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('both designer pages fit the screen', async ({ page, request }) => {
    const admin = { Authorization: `Bearer ${mintToken(1, ['admin'])}` };
    const eventId = await createEvent(request, admin, 'Designer Phone (PL9102)');
    try {
      await logIn(page, mintToken(1, ['admin']));
      await page.goto(`/admin/events/${eventId}/scoring-presets`);
      await expect(page.getByRole('heading', { level: 1, name: 'Scoring presets' })).toBeVisible();
      await page.getByLabel('Name').fill('Phone preset');
      await page.getByLabel('Points', { exact: true }).fill('5, 3');
      await page.getByRole('button', { name: 'Create preset' }).click();
      await expect(page.getByText(/Created “Phone preset” — scores are being re-evaluated\./)).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);

      await page.goto(`/admin/events/${eventId}/categories`);
      await expect(page.getByRole('heading', { level: 1, name: 'Root' })).toBeVisible();
      await page.getByRole('button', { name: 'Add objective' }).click();
      await page.getByRole('button', { name: 'Add condition' }).click();
      const condition = page.getByRole('listitem', { name: 'Condition 1' });
      await expect(condition).toBeVisible();
      // The longest list of choices, with the longest class names, still fits.
      await condition.getByLabel('Field').selectOption({ label: 'Item class' });
      await condition.getByLabel('Operator').selectOption({ label: 'is one of' });
      await expect(condition.getByRole('checkbox', { name: 'Delve Stackable Socketable Currency' })).toBeVisible();
      await expectNoSidewaysScroll(page);
      await expectAccessible(page);
    } finally {
      await request.delete(`/api/events/${eventId}`, { headers: admin });
    }
  });
});
