import { addCategory, createPreset, openCategory } from './designer-support';
import { onOwnEvent } from './event-support';
import { DEMO, expect, expectAccessible, expectNoSidewaysScroll, test, type Page } from './support';

/**
 * Before the start (docs/domain.md §3, "Objective validation"): an organiser learns which item objectives no real
 * item has ever matched. The demo event's stored stash tabs prove one objective, a pasted item proves another, and
 * a typo stays red.
 */
const LEAGUE = 'Checked Before Start (PL6363)';

/** Adds item objectives worth the 'Unique' preset to the open category, one per name, compared with `field`. */
async function bulkAdd(page: Page, names: string, field: string) {
  const count = names.split(',').length;
  await page.getByRole('button', { name: 'Bulk add' }).click();
  await page.getByLabel('Names, one per line or separated by commas').fill(names);
  await page.getByLabel('Compared with').selectOption({ label: field });
  await page.getByLabel('Scoring preset').selectOption({ label: 'Unique (Presence)' });
  await page.getByRole('button', { name: `Create ${count} objective${count === 1 ? '' : 's'}` }).click();
  await expect(page.getByText(`Created ${count} objective${count === 1 ? '' : 's'} in “Chase”`)).toBeVisible();
  await page.getByRole('button', { name: 'Close', exact: true }).click();
}

/** A Headhunter as a stash tab lists it; the demo's players never find one, so only this item proves the rule. */
const HEADHUNTER = JSON.stringify({
  name: 'Headhunter',
  typeLine: 'Leather Belt',
  baseType: 'Leather Belt',
  frameType: 3,
  rarity: 'Unique',
  identified: true,
  ilvl: 84,
});

test('a designer sees which item objectives nothing has matched, and proves them with stored tabs and a pasted item', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await onOwnEvent(page, LEAGUE, async ({ eventId }) => {
    await page.goto(`/admin/events/${eventId}/scoring-presets`);
    await createPreset(page, 'Unique', 'Presence', '10');
    await page.goto(`/admin/events/${eventId}/categories`);
    await addCategory(page, 'Chase');
    await openCategory(page, 'Chase');
    await bulkAdd(page, 'Headhunter, Magebloood', 'Name');
    await bulkAdd(page, 'Chaos Orb', 'Base type');

    // ── Nothing has matched yet: all three in red ──
    await page.getByRole('navigation', { name: 'Event design' }).getByRole('link', { name: 'Validation' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Objective validation' })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('3 of 3 item objectives have never matched a real item.');

    // ── The demo's stored stash tabs hold Chaos Orbs (its stash stream is read in the background) ──
    const objectives = page.getByRole('list', { name: 'Item objectives' });
    const chaos = objectives.getByRole('listitem').filter({ hasText: 'Chase › Chaos Orb' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Search earlier events for samples' }).click();
      await expect(page.getByText(/^Search done: \d+ stored stash tabs read/)).toBeVisible({ timeout: 20_000 });
      await expect(chaos).toContainText('Matched a sample item', { timeout: 2_000 });
    }).toPass({ timeout: 90_000 });
    await expect(chaos).toContainText(`Sample: Chaos Orb — ${DEMO.league}, stash “`);

    // ── A pasted Headhunter is recorded as the sample of its objective ──
    await page.getByRole('navigation', { name: 'Event design' }).getByRole('link', { name: 'Objectives' }).click();
    await openCategory(page, 'Chase');
    await page.getByLabel('Item JSON').fill(HEADHUNTER);
    await page.getByRole('button', { name: 'Test item' }).click();
    await page.getByRole('button', { name: 'Record as the sample of Headhunter' }).click();
    await expect(page.getByText('Recorded as the sample item of “Headhunter”.')).toBeVisible();

    // ── Only the typo is left in red ──
    await page.goto(`/admin/events/${eventId}/validation`);
    await expect(page.getByRole('alert')).toContainText('1 of 3 item objectives have never matched a real item.');
    const first = objectives.getByRole('listitem').first();
    await expect(first).toContainText('Chase › Magebloood');
    await expect(first).toContainText('Never matched');
    await expect(objectives.getByRole('listitem').filter({ hasText: 'Chase › Headhunter' })).toContainText(
      'Sample: Headhunter Leather Belt — Pasted in the item tester',
    );
    await expectAccessible(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoSidewaysScroll(page, 'the objective validation page');
  });
});
