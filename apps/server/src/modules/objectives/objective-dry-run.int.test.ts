import { describe, expect, it } from 'vitest';
import { SAMPLE_SEARCH_BATCH, type DryRunResult } from '@app/shared';
import { scores, stashSnapshots } from '../../db/schema';
import { insertEvent, insertTeam, insertUser } from '../../test/fixtures';
import { DATABASE_KINDS } from '../../test/test-app';
import { useTestApp } from '../../test/use-test-app';
import { API_328 } from '../matching/poe-item.fixtures';

describe.each(DATABASE_KINDS)('dry run of a draft objective on %s', (kind) => {
  const t = useTestApp(kind);
  const at = (minute: number) => new Date(Date.UTC(2026, 9, 1, 12, minute));

  it('answers which teams of an earlier event a draft would have credited, and when, batch by batch, touching nothing', async () => {
    const db = t.database.db;
    const designer = await t.auth((await insertUser(db, { permissions: ['objective_designer'] })).id);
    const draftEvent = await insertEvent(db, { name: 'Next Cup (PL8001)' });
    const earlier = await insertEvent(db, { name: 'Old Cup (PL5001)' });
    const ember = await insertTeam(db, earlier.id, 'Ember');
    const frost = await insertTeam(db, earlier.id, 'Frost');
    const snapshot = (stashId: string, teamId: number | null, minute: number, items: unknown[]) => ({
      eventId: earlier.id,
      stashId,
      kind: 'public' as const,
      teamId,
      observedAt: at(minute),
      items,
      changeId: `page-${stashId}-${minute}`,
    });
    await db.insert(stashSnapshots).values([
      snapshot('ember-1', ember.id, 5, [{ ...API_328.chaosOrbs, stackSize: 3 }]),
      snapshot('ember-2', ember.id, 9, [
        { ...API_328.chaosOrbs, stackSize: 7 },
        { ...API_328.chaosOrbs, stackSize: 2 },
      ]),
      snapshot('frost-1', frost.id, 20, [API_328.uniqueHelmet]),
      snapshot('nobody', null, 1, [API_328.chaosOrbs]),
      // Enough filler for a second batch; the last snapshot holds Frost's first Chaos Orb.
      ...Array.from({ length: SAMPLE_SEARCH_BATCH }, (_, index) => snapshot(`filler-${index}`, ember.id, 30, [])),
      snapshot('frost-2', frost.id, 40, [{ ...API_328.chaosOrbs, stackSize: 1 }]),
    ]);
    const run = (body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/events/${draftEvent.id}/objectives/dry-run`,
        headers: designer,
        payload: body,
      });
    const draft = {
      source_event_id: earlier.id,
      conditions: [{ field: 'BASE_TYPE', operator: 'EQ', value: 'Chaos Orb' }],
    };

    const first = await run(draft);
    expect(first.statusCode).toBe(200);
    const batch = first.json<DryRunResult>();
    expect(batch).toMatchObject({ searched: SAMPLE_SEARCH_BATCH, remaining: 5 });
    expect(batch.teams).toEqual([{ team_id: ember.id, team_name: 'Ember', first_seen: at(5).toISOString(), most: 9 }]);
    const second = (await run({ ...draft, after: batch.next_after })).json<DryRunResult>();
    expect(second).toMatchObject({ next_after: null, searched: 5, remaining: 0 });
    expect(second.teams).toEqual([
      { team_id: frost.id, team_name: 'Frost', first_seen: at(40).toISOString(), most: 1 },
    ]);

    // Bad drafts are refused before any snapshot is read; nothing was scored.
    const refused = await run({ ...draft, conditions: [{ field: 'NAME', operator: 'MATCHES', value: '(unclosed' }] });
    expect(refused.statusCode).toBe(400);
    expect((await run({ ...draft, conditions: [] })).statusCode).toBe(400);
    expect((await run({ ...draft, source_event_id: 2_000_000_000 })).statusCode).toBe(404);
    expect(await db.select().from(scores)).toEqual([]);
  });
});
