import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Objective, ScoringPreset } from '@app/shared';
import { objectiveConditions, objectives, scoringPresets } from '../../db/schema';
import { insertEvent, insertObjective, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';

describe.each(DATABASE_KINDS)('objectives API on %s', (kind) => {
  const t = useTestApp(kind);
  let eventId: number;
  let ids: { category: number; leaf: number; daily: number; dailyChild: number; preset: number };

  beforeAll(async () => {
    const db = t.database.db;
    const event = await insertEvent(db);
    eventId = event.id;
    const [root] = await db.select().from(objectives).where(eq(objectives.eventId, event.id));
    const [b, a] = await db
      .insert(scoringPresets)
      .values([
        { eventId, name: 'Race', points: [10, 5], scoringMethod: 'RANKED_TIME' },
        { eventId, name: 'Set', points: [3], scoringMethod: 'PRESENCE' },
      ])
      .returning();
    const add = (values: Partial<typeof objectives.$inferInsert> & { name: string; presetIds?: number[] }) =>
      insertObjective(db, {
        eventId,
        parentId: root!.id,
        objectiveType: 'ITEM',
        aggregation: 'EARLIEST',
        numberField: 'STACK_SIZE',
        ...values,
      });
    const category = await add({
      name: 'Uniques',
      objectiveType: 'CATEGORY',
      aggregation: 'NONE',
      numberField: 'FINISHED_OBJECTIVES',
    });
    const leaf = await add({
      name: 'Headhunter',
      parentId: category.id,
      presetIds: [a!.id],
      extra: 'Leather Belt',
    });
    await db
      .insert(objectiveConditions)
      .values({ objectiveId: leaf.id, field: 'NAME', operator: 'EQ', value: 'Headhunter' });
    const daily = await add({
      name: 'Secret daily: Mirror of Kalandra',
      validFrom: new Date(Date.now() + 3_600_000),
      validTo: new Date(Date.now() + 25 * 3_600_000),
      presetIds: [b!.id],
    });
    const dailyChild = await add({ name: 'Hidden child', parentId: daily.id });
    ids = { category: category.id, leaf: leaf.id, daily: daily.id, dailyChild: dailyChild.id, preset: a!.id };
  });

  it('returns the tree with presets and conditions embedded', async () => {
    const root = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/objectives` })).json<Objective>();
    expect(root.parent_id).toBeNull();
    const category = root.children.find((c) => c.id === ids.category);
    const leaf = category?.children[0];
    expect(leaf).toMatchObject({
      name: 'Headhunter',
      extra: 'Leather Belt',
      scoring_preset: { id: ids.preset, scoring_method: 'PRESENCE', points: [3] },
    });
    expect(leaf?.conditions).toEqual([expect.objectContaining({ field: 'NAME', operator: 'EQ', value: 'Headhunter' })]);
  });

  it('keeps unreleased objectives secret from visitors but shows when they come', async () => {
    const root = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/objectives` })).json<Objective>();
    const daily = root.children.find((c) => c.id === ids.daily);
    expect(daily).toMatchObject({
      name: '',
      extra: '',
      conditions: [],
      children: [],
      scoring_preset: { name: 'Race' },
    });
    expect(daily?.valid_from).not.toBeNull();
    expect(JSON.stringify(root)).not.toContain('Mirror');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/objectives/${ids.dailyChild}` })).statusCode,
    ).toBe(404);

    const designer = await insertUser(t.database.db, { permissions: ['objective_designer'] });
    const asDesigner = (
      await t.app.inject({
        method: 'GET',
        url: `/api/events/${eventId}/objectives/${ids.daily}`,
        headers: await t.auth(designer.id),
      })
    ).json<Objective>();
    expect(asDesigner.name).toBe('Secret daily: Mirror of Kalandra');
    expect(asDesigner.children.map((c) => c.name)).toEqual(['Hidden child']);
  });

  it('finds one objective only within its event', async () => {
    const other = await insertEvent(t.database.db);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/objectives/${ids.leaf}` })).json<Objective>()
        .name,
    ).toBe('Headhunter');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/events/${other.id}/objectives/${ids.leaf}` })).statusCode,
    ).toBe(404);
  });

  it('lists scoring presets by id', async () => {
    const presets = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/scoring-presets` })).json<
      ScoringPreset[]
    >();
    expect(presets.map((p) => p.name)).toEqual(['Race', 'Set']);
    expect(presets.map((p) => p.id)).toEqual([...presets.map((p) => p.id)].sort((x, y) => x - y));
  });
});
