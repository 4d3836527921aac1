import { DEMO, expect, expectAccessible, expectNoSidewaysScroll, logIn, mintToken, test, type Page } from './support';

const GUILD = { id: 424242, name: 'Frost Hall', tag: 'FH' };

/** The game site's export: two entries of the event's league and one of another league (skipped). */
const HISTORY = {
  entries: [
    {
      id: 'e1',
      time: 1_764_000_000,
      league: DEMO.league,
      stash: 'Loot',
      item: '3× Chaos Orb',
      action: 'added',
      account: { name: 'Glacia#1222' },
    },
    {
      id: 'e2',
      time: 1_764_000_100,
      league: DEMO.league,
      stash: 'Loot',
      item: 'Exalted Orb',
      action: 'removed',
      account: { name: 'Hoarfen#1259' },
    },
    {
      id: 'e3',
      time: 1_764_000_200,
      league: 'Standard',
      stash: 'Loot',
      item: 'Mirror of Kalandra',
      action: 'added',
      account: { name: 'Glacia#1222' },
    },
  ],
  truncated: false,
};

/** 1,200 entries: more than one upload carries (GUILD_HISTORY_UPLOAD_LIMITS), so the page sends them in parts. */
const LONG_HISTORY = {
  entries: Array.from({ length: 1_200 }, (_, i) => ({
    id: `long-${i}`,
    time: 1_764_100_000 + i,
    league: DEMO.league,
    stash: 'Dump',
    item: `${(i % 9) + 1}× Jagged Fossil`,
    action: 'added',
    account: { name: 'Glacia#1222' },
  })),
  truncated: true,
};

const upload = (page: Page, name: string, text: string) =>
  page
    .getByLabel('The JSON file the game’s site exports for the guild stash history')
    .setInputFiles({ name, mimeType: 'application/json', buffer: Buffer.from(text) });

const cells = (page: Page) =>
  page
    .getByRole('table', { name: 'Guild stash history' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader') });

// Registers a guild for Frost Wardens, which the demo cannot take back (there is no way to delete a guild).
// Ember Tide, which the other guild journey uses, is left alone.
test("a team lead registers the team's guild, uploads its stash history and filters it", async ({ page }) => {
  test.setTimeout(120_000);
  // Glacia leads Frost Wardens.
  await logIn(page, mintToken(6));
  await page.goto('/admin/guild');
  const form = page.getByRole('form', { name: `Register ${DEMO.teams[1]}’s guild` });
  await form.getByLabel('Guild number').fill(String(GUILD.id));
  await form.getByLabel('Guild name').fill(GUILD.name);
  await form.getByLabel('Tag (optional)').fill(GUILD.tag);
  await form.getByRole('button', { name: 'Save guild' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'registered' })).toHaveText(
    `${GUILD.name} is registered for ${DEMO.teams[1]}.`,
  );
  await expect(page.getByRole('heading', { level: 2, name: `Change ${DEMO.teams[1]}’s guild` })).toBeVisible();

  await page.getByRole('navigation', { name: 'Guild pages' }).getByRole('link', { name: 'Stash logs' }).click();
  await page.getByRole('link', { name: `${GUILD.name} <${GUILD.tag}> (${DEMO.teams[1]})` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/guild/logs/${GUILD.id}$`));
  await expect(page.getByText('No history entries')).toBeVisible();

  await upload(page, 'broken.json', '{"entries": [');
  await expect(page.getByRole('alert')).toHaveText(
    'The file is not JSON. Upload the history file exactly as the game’s site exported it.',
  );

  await upload(page, 'history.json', JSON.stringify(HISTORY));
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText('Added 2 entries.');
  await expect(cells(page)).toHaveCount(2);
  await expect(cells(page).nth(0).getByRole('cell')).toHaveText([
    'Loot',
    'Hoarfen#1259',
    'removed',
    '1',
    'Exalted Orb',
  ]);
  await expect(cells(page).nth(1).getByRole('cell')).toHaveText(['Loot', 'Glacia#1222', 'added', '3', 'Chaos Orb']);
  await expectAccessible(page);

  await page.getByRole('searchbox', { name: 'Account', exact: true }).fill('Glacia#1222');
  await expect(cells(page)).toHaveCount(1);
  await expect(cells(page).nth(0).getByRole('cell').nth(4)).toHaveText('Chaos Orb');
  await page.getByRole('searchbox', { name: 'Account', exact: true }).fill('');
  await page.getByRole('searchbox', { name: 'Item', exact: true }).fill('Exalted');
  await expect(cells(page)).toHaveCount(1);
  await expect(cells(page).nth(0).getByRole('cell').nth(4)).toHaveText('Exalted Orb');
  await expect(page.getByRole('button', { name: 'Older' })).toBeDisabled();

  await upload(page, 'history.json', JSON.stringify(HISTORY));
  await expect(page.getByRole('status').filter({ hasText: 'Nothing new' })).toHaveText(
    'Nothing new: every entry of the file was stored already.',
  );

  // A longer export than one request may carry goes in consecutive parts.
  await page.getByRole('searchbox', { name: 'Item', exact: true }).fill('');
  await upload(page, 'long-history.json', JSON.stringify(LONG_HISTORY));
  await expect(page.getByRole('status').filter({ hasText: 'Added' })).toHaveText('Added 1,200 entries.');
  await expect(cells(page)).toHaveCount(100);
  await expect(page.getByRole('button', { name: 'Older' })).toBeEnabled();
});

test("another team's lead never sees that guild", async ({ page }) => {
  // Quillon leads Gilded Shade, which has no guild.
  await logIn(page, mintToken(16));
  await page.goto('/admin/guild/logs');
  await expect(page.getByRole('heading', { level: 1, name: 'Guild stash logs' })).toBeVisible();
  await expect(page.getByText('No guild registered yet')).toBeVisible();
  await page.goto(`/admin/guild/logs/${GUILD.id}`);
  await expect(page.getByText('This guild could not be found')).toBeVisible();
  await expect(page.getByText(GUILD.name)).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  // Follows the journey above in this file, which registered the guild and uploaded its history.
  test('the history fits the screen; its table scrolls in its own box', async ({ page }) => {
    await logIn(page, mintToken(6));
    await page.goto(`/admin/guild/logs/${GUILD.id}`);
    await expect(cells(page)).toHaveCount(100);
    await expectNoSidewaysScroll(page);
    await expectAccessible(page);
  });
});
