import type { EventResults, Objective, ScoringPreset } from '@app/shared';
import { createEventByApi, restoreDemo, timesInDays } from './event-support';
import { expect, expectNoSidewaysScroll, logInAs, test } from './support';

const LEAGUE = 'Ended Cup (PL9300)';

test('an ended event keeps a results page with its podium, its winner and a record, reached from the past events', async ({
  page,
}) => {
  const admin = await logInAs(page, 1, ['admin']);
  const { request } = page;
  try {
    // An event that ran from 18 days ago until 2 days ago: over, while judges may still settle it for 5 more days.
    const event = await createEventByApi(request, admin, {
      name: LEAGUE,
      is_public: true,
      ...timesInDays(-20, -19, -18, -2),
    });
    const teams = event.teams as { id: number; name: string }[];
    const [first, second, third] = teams;
    if (!first || !second || !third) throw new Error('a new event starts with three teams');

    const preset = (await (
      await request.put(`/api/events/${event.id}/scoring-presets`, {
        headers: admin,
        data: { name: 'Race', points: [30, 20, 10], scoring_method: 'RANKED_TIME' },
      })
    ).json()) as ScoringPreset;
    const root = (await (
      await request.get(`/api/events/${event.id}/objectives`, { headers: admin })
    ).json()) as Objective;
    const saveObjective = async (data: Record<string, unknown>) => {
      const saved = await request.put(`/api/events/${event.id}/objectives`, { headers: admin, data });
      expect(saved.ok()).toBe(true);
      return (await saved.json()) as Objective;
    };
    const races = await saveObjective({
      parent_id: root.id,
      name: 'Races',
      objective_type: 'CATEGORY',
      aggregation: 'NONE',
      number_field: 'FINISHED_OBJECTIVES',
    });
    const sirus = await saveObjective({
      parent_id: races.id,
      name: 'First to kill Sirus',
      objective_type: 'SUBMISSION',
      aggregation: 'EARLIEST',
      number_field: 'SUBMISSION_VALUE',
      scoring_preset_id: preset.id,
    });
    // A judge settles the race after the end, before the closing time: the second team first.
    const placed = await request.put(`/api/events/${event.id}/submissions/admin`, {
      headers: admin,
      data: { objective_id: sirus.id, team_ids: [second.id, first.id, third.id] },
    });
    expect(placed.ok()).toBe(true);
    await expect
      .poll(async () => {
        const results = (await (await request.get(`/api/events/${event.id}/results`)).json()) as EventResults;
        return results.standings.map((row) => row.points);
      })
      .toEqual([30, 20, 10]);

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Past events' }).click();
    await page.getByRole('link', { name: `Results of ${LEAGUE}` }).click();

    await expect(page).toHaveURL(`/events/${event.id}/results`);
    await expect(page.getByRole('heading', { level: 1, name: `Results of ${LEAGUE}` })).toBeVisible();
    await expect(page.getByText(/The event has ended and its scores are frozen\./)).toBeVisible();
    await expect(page.getByText(`${second.name} wins with 30 points.`, { exact: true })).toBeVisible();
    const podium = page.getByRole('list', { name: 'Podium' }).getByRole('listitem');
    await expect(podium).toHaveText([
      new RegExp(`1st place${second.name}30 points`),
      new RegExp(`2nd place${first.name}20 points`),
      new RegExp(`3rd place${third.name}10 points`),
    ]);
    await expect(page.getByRole('region', { name: 'Category winners' })).toContainText(`${second.name} with 30 points`);
    const records = page.getByRole('region', { name: 'Records' });
    await expect(records).toContainText(`First to kill Sirus, won by`);
    await expect(records).toContainText(second.name);

    // The address stays the same for good, and the page fits a phone.
    await page.setViewportSize({ width: 390, height: 800 });
    await page.reload();
    await expect(page.getByRole('list', { name: 'Podium' })).toBeVisible();
    await expectNoSidewaysScroll(page, 'results at 390 px');
  } finally {
    await restoreDemo(page, admin, [LEAGUE]);
  }
});
