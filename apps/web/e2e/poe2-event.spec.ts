import { addCategory } from './designer-support';
import { makeCurrentInBrowser, onOwnEvent } from './event-support';
import {
  expect,
  expectAccessible,
  expectNoSidewaysScroll,
  openWithoutSidewaysScroll,
  test,
  type Page,
} from './support';

/**
 * Issue 31 §4: a poe2 event's public pages. The demo's team leads also play in a PoE2 league (apps/simulator
 * demo roster: `DEMO_POE2_LEAGUE`), so an event named after it has players whose characters the simulated Path
 * of Building for PoE2 calculates. Nothing of PoE1 only (heist, gems, delve, pantheon, labyrinths, atlas) shows.
 */
const POE2_LEAGUE = 'Sandbox Dawn (PL7778)';
/** Demo team leads with a PoE2 character there: Ashvale (a Titan-to-be) and Glacia (an Infernalist-to-be). */
const PLAYERS = [
  { id: 1, name: 'Ashvale', classes: /Warrior|Titan/ },
  { id: 6, name: 'Glacia', classes: /Witch|Infernalist/ },
];

type Team = { id: number; name: string };
type Character = { id: string; event_id: number; name: string };
type Build = { stats: { spirit: number | null } | null };

/** PoE1-only names a poe2 event's pages must not show as a tab, a column or a fact. */
const POE1_ONLY = /^(Heist|Gems|Delve|Pantheon|Uber Lab|Atlas Points|Atlas passives|Delve depth|P\.O\. columns)$/;

async function expectNothingOfPoe1(page: Page) {
  await expect(page.getByRole('link', { name: POE1_ONLY })).toHaveCount(0);
  await expect(page.getByRole('columnheader', { name: POE1_ONLY })).toHaveCount(0);
  await expect(page.getByRole('button', { name: POE1_ONLY })).toHaveCount(0);
  await expect(page.getByRole('main').getByText(POE1_ONLY)).toHaveCount(0);
}

test("a poe2 event's public pages show its players' PoE2 builds and nothing of PoE1 only", async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  await onOwnEvent(
    page,
    POE2_LEAGUE,
    async ({ eventId, admin }) => {
      // ── Two team leads of the demo on two of its teams, and a category of its own ──
      const teams = (await (await request.get(`/api/events/${eventId}/teams`)).json()) as Team[];
      const assigned = await request.put(`/api/events/${eventId}/teams/users`, {
        headers: admin,
        data: PLAYERS.map((player, index) => ({ team_id: teams[index]?.id, user_id: player.id })),
      });
      expect(assigned.status()).toBe(204);
      await page.goto(`/admin/events/${eventId}/categories`);
      await expect(page.getByRole('heading', { level: 1, name: 'Root' })).toBeVisible();
      await addCategory(page, 'Bosses');
      await makeCurrentInBrowser(page, POE2_LEAGUE);

      // ── The character job polls their PoE2 characters; Path of Building for PoE2 calculates them ──
      const characterOf = async (userId: number) =>
        ((await (await request.get(`/api/users/${userId}/characters`)).json()) as Character[]).find(
          (character) => character.event_id === eventId,
        );
      let ashvale: Character | undefined;
      await expect
        .poll(
          async () => {
            ashvale = await characterOf(1);
            if (!ashvale) return null;
            const builds = (await (await request.get(`/api/users/1/characters/${ashvale.id}/pobs`)).json()) as Build[];
            return builds.at(-1)?.stats?.spirit ?? null;
          },
          { timeout: 120_000 },
        )
        .not.toBeNull();
      expect(ashvale?.name).toBe('Ashvale_Dawn');

      // ── Every public page, on a desktop screen: the event's own tabs only, readable ──
      await page.goto('/scores/ladder');
      await expect(page.getByRole('main').getByText(POE2_LEAGUE, { exact: true })).toBeVisible();
      const tabs = page.getByRole('navigation', { name: 'Score tabs' });
      await expect(tabs.getByRole('link')).toHaveText(['Ladder', 'For You', 'Progress', 'Bosses']);
      const bosses = (await tabs.getByRole('link', { name: 'Bosses' }).getAttribute('href')) ?? '';
      const ladder = page.getByRole('table', { name: 'Character ladder' });
      for (const player of PLAYERS) {
        const row = ladder.getByRole('row', { name: new RegExp(`${player.name}_Dawn`) });
        await expect(row).toBeVisible({ timeout: 60_000 });
        await expect(row).toContainText(player.classes);
      }
      const profile = `/profile/1/${eventId}/${ashvale?.id ?? ''}`;
      const pages = ['/scores/ladder', '/scores/for-you', '/scores/progress', bosses, '/streams', profile];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
        await expectNothingOfPoe1(page);
        await expectAccessible(page);
      }

      // The character page: PoE2's class, and the build as Path of Building for PoE2 calculated it.
      await page.goto(profile);
      const article = page.getByRole('article', { name: 'Ashvale_Dawn' });
      await expect(article).toContainText(PLAYERS[0]?.classes ?? /./);
      const build = article.getByRole('region', { name: 'Build' });
      await expect(build.getByText('Spirit', { exact: true })).toBeVisible();
      await expect(build.getByText('DPS', { exact: true })).toBeVisible();

      // Old links to PoE1 tabs find nothing on this event.
      for (const tab of ['heist', 'gems', 'delve']) {
        await page.goto(`/scores/${tab}`);
        await expect(page.getByText('This event has no such tab')).toBeVisible();
      }

      // ── The same pages on a phone: nothing sticks out sideways ──
      await page.setViewportSize({ width: 390, height: 844 });
      for (const path of pages) {
        await openWithoutSidewaysScroll(page, path);
        await expectNothingOfPoe1(page);
      }
      await page.goto('/scores/ladder');
      await expect(page.getByRole('main').getByText('Ashvale_Dawn').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the phone ladder');
    },
    { game: 'poe2' },
  );
});
