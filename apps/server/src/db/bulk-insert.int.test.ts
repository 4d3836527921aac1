import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { insertEvent } from '../test/fixtures';
import { DATABASE_KINDS } from '../test/test-app';
import { useTestDatabase } from '../test/use-test-app';
import { insertRowsAsJson, withoutNul } from './bulk-insert';
import { stashSnapshots } from './schema';

const COLUMNS = {
  eventId: stashSnapshots.eventId,
  stashId: stashSnapshots.stashId,
  kind: stashSnapshots.kind,
  stashName: stashSnapshots.stashName,
  changeId: stashSnapshots.changeId,
  observedAt: stashSnapshots.observedAt,
  items: stashSnapshots.items,
};

describe.each(DATABASE_KINDS)('insertRowsAsJson on %s', (kind) => {
  const database = useTestDatabase(kind, 'test');

  it('stores rows in order with their JSON intact, skips conflicting rows, and survives NUL characters', async () => {
    const db = database.db;
    const event = await insertEvent(db);
    const at = new Date('2026-05-01T20:00:00.123Z');
    const row = (stashId: string, stashName: string, items: unknown[]) => ({
      eventId: event.id,
      stashId,
      kind: 'public' as const,
      stashName,
      changeId: '1-2',
      observedAt: at,
      items,
    });
    await insertRowsAsJson(db, stashSnapshots, COLUMNS, [
      row('b', 'Loot', [{ name: 'Headhunter', stackSize: 1, nested: { a: [1, 2] } }]),
      row('a', 'Hostile\u0000tab', [{ name: 'Gold\u0000rim', note: 'a literal \\u0000 stays' }]),
    ]);
    // The same stash from the same page again: skipped, not duplicated.
    await insertRowsAsJson(db, stashSnapshots, COLUMNS, [row('b', 'Loot again', [])]);

    const stored = await db.select().from(stashSnapshots).orderBy(asc(stashSnapshots.id));
    expect(stored.map((s) => [s.stashId, s.stashName, s.observedAt.toISOString()])).toEqual([
      ['b', 'Loot', at.toISOString()],
      ['a', 'Hostiletab', at.toISOString()],
    ]);
    expect(stored[0]?.items).toEqual([{ name: 'Headhunter', stackSize: 1, nested: { a: [1, 2] } }]);
    expect(stored[1]?.items).toEqual([{ name: 'Goldrim', note: 'a literal \\u0000 stays' }]);
  });
});

describe('withoutNul', () => {
  it('drops NUL escapes but keeps an escaped backslash followed by "u0000"', () => {
    expect(withoutNul(JSON.stringify({ a: 'x\u0000y' }))).toBe('{"a":"xy"}');
    expect(withoutNul(JSON.stringify({ a: '\\u0000' }))).toBe(JSON.stringify({ a: '\\u0000' }));
    expect(withoutNul(JSON.stringify({ a: '\\\u0000' }))).toBe(JSON.stringify({ a: '\\' }));
  });
});
