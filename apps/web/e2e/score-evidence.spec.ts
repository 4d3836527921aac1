import type { Objective, ScoreDiff, ScoreEvidence } from '@app/shared';
import { expect, expectAccessible, expectNoSidewaysScroll, test, type Page } from './support';

type Found = { label: string; title: string; item: string; condition: string };

/**
 * An item objective a demo team holds points for with an item the server can show: the demo's simulated game fills
 * the players' stash tabs within a minute of the start, so the journey waits until one has been matched and scored.
 */
async function scoredItem(request: Page['request']): Promise<Found> {
  let found: Found | undefined;
  await expect
    .poll(
      async () => {
        const tree = (await (await request.get('/api/events/current/objectives')).json()) as Objective;
        const items = new Map<number, Objective>();
        const walk = (node: Objective) => {
          if (node.objective_type === 'ITEM' && node.name) items.set(node.id, node);
          node.children.forEach(walk);
        };
        walk(tree);
        const scores = (await (await request.get('/api/events/current/scores/latest')).json()) as ScoreDiff[];
        // Newest first: the score log lists those at its top.
        const candidates = scores
          .filter((diff) => diff.score.points > 0 && items.has(diff.objective_id))
          .sort((a, b) => Date.parse(b.score.timestamp ?? '') - Date.parse(a.score.timestamp ?? ''))
          .slice(0, 10);
        for (const candidate of candidates) {
          const answer = await request.get(
            `/api/events/current/scores/evidence?objective_id=${candidate.objective_id}&team_id=${candidate.team_id}`,
          );
          const evidence = (await answer.json()) as ScoreEvidence;
          const item = evidence.item?.item;
          const condition = item?.conditions[0];
          if (!item || !condition) continue;
          const points = evidence.score.points;
          found = {
            label: `Why ${points} ${points === 1 ? 'point' : 'points'} for ${evidence.team.name}: ${evidence.objective.name}`,
            title: `Why these points — ${evidence.team.name}: ${evidence.objective.name}`,
            item: item.name || item.type_line,
            condition: `“${condition.expected}”`,
          };
          return true;
        }
        return false;
      },
      { timeout: 150_000, intervals: [2_000] },
    )
    .toBe(true);
  return found as Found;
}

/** The score log row's button, following "Show more" while the score is further down the log. */
async function scoreButton(page: Page, label: string) {
  const button = page.getByRole('button', { name: label, exact: true });
  const more = page.getByRole('button', { name: /^Show \d+ more/ });
  while ((await button.count()) === 0 && (await more.count()) > 0) await more.click();
  return button;
}

test('a visitor opens the evidence behind a score: the item, where it was found and the conditions it met', async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  const found = await scoredItem(request);
  await page.goto('/scores/progress');
  await expect(page.getByRole('heading', { name: 'Score log' })).toBeVisible();
  const button = await scoreButton(page, found.label);
  await button.click();

  const dialog = page.getByRole('dialog', { name: found.title });
  await expect(dialog).toBeVisible();
  const item = dialog.getByRole('region', { name: 'The item' });
  await expect(item).toContainText(found.item);
  await expect(item).toContainText('First seen');
  await expect(item.getByRole('heading', { name: 'Conditions met' })).toBeVisible();
  await expect(item.getByRole('listitem').first()).toContainText(found.condition);
  await expect(dialog.getByRole('region', { name: 'Scoring rules' })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Every team' })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // On a phone the same dialog fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await button.click();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'The item' })).toContainText(found.item);
  await expectNoSidewaysScroll(page, 'evidence dialog at 390 px');
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
});

test('the team table’s category cells open what made their points', async ({ page }) => {
  await page.goto('/scores/ladder');
  const table = page.getByRole('table', { name: /Team scores/ });
  const cell = table.getByRole('button', { name: /^Why \d+ points? for Ember Tide: Uniques$/ });
  await cell.click();
  const dialog = page.getByRole('dialog', { name: 'Why these points — Ember Tide: Uniques' });
  await expect(dialog.getByRole('region', { name: 'What it is made of' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(cell).toBeFocused();
});
