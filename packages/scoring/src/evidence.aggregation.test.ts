import type { Aggregation } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { aggregateEvidence, type AggregationContext } from './evidence.aggregation';
import { minute } from './objective.fixture';
import type { Evidence } from './scoring.types';

let id = 0;
const row = (at: number, number: number, user_id: number | null = 1, extra: Partial<Evidence> = {}): Evidence => ({
  id: ++id,
  objective_id: 1,
  team_id: 1,
  user_id,
  number,
  timestamp: minute(at),
  ...extra,
});

/** What aggregateEvidence answers: the number, whether it finishes the objective, and when and by whom. */
const outcome = (number: number, finished: boolean, atMinute: number, user_id: number | null) => ({
  number,
  finished,
  timestamp: minute(atMinute),
  user_id,
});

const context = (aggregation: Aggregation, fields: Partial<AggregationContext> = {}): AggregationContext => ({
  aggregation,
  required: 1,
  from: -Infinity,
  to: Infinity,
  now: minute(1_000),
  latestSnapshotOf: () => undefined,
  ...fields,
});

describe('EARLIEST', () => {
  it('credits the first row that reaches the required number', () => {
    const rows = [row(5, 3, 7), row(2, 1, 8), row(9, 4, 9)];
    expect(aggregateEvidence(rows, context('EARLIEST', { required: 3 }))).toEqual(outcome(3, true, 5, 7));
  });

  it('breaks a timestamp tie by the lower user id, then puts rows without a player last', () => {
    const rows = [row(4, 1, null), row(4, 1, 12), row(4, 1, 3)];
    expect(aggregateEvidence(rows, context('EARLIEST'))?.user_id).toBe(3);
    expect(aggregateEvidence([row(4, 1, null), row(4, 1, 12)], context('EARLIEST'))?.user_id).toBe(12);
  });

  it('breaks a tie of time and player by the lower evidence id', () => {
    const first = row(4, 2, 5);
    const second = row(4, 1, 5);
    expect(aggregateEvidence([second, first], context('EARLIEST'))?.number).toBe(2);
  });

  it('reports the best progress, from when it was first seen, when nobody reached the requirement', () => {
    const rows = [row(1, 1), row(6, 2, 4), row(3, 2, 9), row(8, 1)];
    expect(aggregateEvidence(rows, context('EARLIEST', { required: 5 }))).toEqual(outcome(2, false, 3, 9));
  });

  it('ignores evidence outside the window, keeping both bounds', () => {
    const rows = [row(9, 1, 1), row(10, 1, 2), row(20, 1, 3), row(21, 1, 4)];
    const window = { from: minute(10), to: minute(20) };
    expect(aggregateEvidence(rows, context('EARLIEST', window))?.user_id).toBe(2);
    expect(aggregateEvidence([rows[0] as Evidence, rows[3] as Evidence], context('EARLIEST', window))).toBeNull();
    expect(aggregateEvidence([rows[2] as Evidence], context('EARLIEST', window))?.user_id).toBe(3);
  });
});

describe('EARLIEST_FRESH_ITEM', () => {
  const latest = (snapshots: Record<string, number>) => (stashId: string) => snapshots[stashId];

  it('keeps the first finder and time while the item is still in a stash of the team', () => {
    const rows = [row(1, 1, 4, { stash_id: 'a', snapshot_id: 1 }), row(5, 1, 6, { stash_id: 'b', snapshot_id: 3 })];
    const result = aggregateEvidence(
      rows,
      context('EARLIEST_FRESH_ITEM', { latestSnapshotOf: latest({ a: 2, b: 3 }) }),
    );
    expect(result).toEqual(outcome(1, true, 1, 4));
  });

  it('gives no credit once the item is in no latest snapshot', () => {
    const rows = [row(1, 1, 4, { stash_id: 'a', snapshot_id: 1 }), row(5, 1, 6, { stash_id: 'b', snapshot_id: 3 })];
    expect(
      aggregateEvidence(rows, context('EARLIEST_FRESH_ITEM', { latestSnapshotOf: latest({ a: 2, b: 4 }) })),
    ).toBeNull();
  });

  it('never counts evidence that names no snapshot as still held', () => {
    expect(aggregateEvidence([row(1, 1)], context('EARLIEST_FRESH_ITEM'))).toBeNull();
  });

  it('caps progress at the amount still held when the requirement is above one', () => {
    const rows = [
      row(1, 2, 4, { stash_id: 'a', snapshot_id: 1 }),
      row(2, 5, 4, { stash_id: 'a', snapshot_id: 2 }),
      row(6, 3, 4, { stash_id: 'a', snapshot_id: 3 }),
    ];
    const fresh = { latestSnapshotOf: latest({ a: 3 }), required: 5 };
    expect(aggregateEvidence(rows, context('EARLIEST_FRESH_ITEM', fresh))).toEqual(outcome(3, false, 2, 4));
    const stillFull = { latestSnapshotOf: latest({ a: 2 }), required: 5 };
    expect(aggregateEvidence(rows, context('EARLIEST_FRESH_ITEM', stillFull))).toEqual(outcome(5, true, 2, 4));
  });

  it('keeps the credit of an item found in the window and still held after the window closed', () => {
    const rows = [row(5, 1, 4, { stash_id: 'a', snapshot_id: 1 }), row(30, 1, 4, { stash_id: 'a', snapshot_id: 2 })];
    const daily = { latestSnapshotOf: latest({ a: 2 }), from: minute(0), to: minute(10) };
    expect(aggregateEvidence(rows, context('EARLIEST_FRESH_ITEM', daily))).toEqual(outcome(1, true, 5, 4));
  });
});

describe('SUM_LATEST', () => {
  it("sums each player's latest value, rows without a player counting as one more player", () => {
    const rows = [row(1, 10, 1), row(4, 3, 1), row(2, 5, 2), row(3, 7, null), row(6, 1, null)];
    expect(aggregateEvidence(rows, context('SUM_LATEST', { required: 9 }))).toEqual(outcome(9, true, 6, null));
  });

  it("takes a player's lower evidence id when two of their rows share the latest time", () => {
    const rows = [row(4, 2, 1), row(4, 8, 1)];
    expect(aggregateEvidence(rows, context('SUM_LATEST'))?.number).toBe(2);
  });

  it('only sums rows inside the window', () => {
    const rows = [row(1, 4, 1), row(5, 2, 1), row(50, 9, 1)];
    expect(aggregateEvidence(rows, context('SUM_LATEST', { from: minute(2), to: minute(10), required: 3 }))).toEqual(
      outcome(2, false, 5, null),
    );
  });
});

describe('LATEST', () => {
  it("counts the team's newest row even when it is lower than an earlier one", () => {
    // 40 currency at minute 3 (player 4), 90 at minute 7 (player 5), 25 at minute 12 (player 4): 25 counts.
    const rows = [row(7, 90, 5), row(3, 40, 4), row(12, 25, 4)];
    expect(aggregateEvidence(rows, context('LATEST', { required: 50 }))).toEqual(outcome(25, false, 12, 4));
    expect(aggregateEvidence(rows.slice(0, 2), context('LATEST', { required: 50 }))).toEqual(outcome(90, true, 7, 5));
  });

  it('settles rows at the same instant by the lower user id, a row without a player last', () => {
    const rows = [row(6, 10, null), row(6, 30, 8), row(6, 20, 2)];
    expect(aggregateEvidence(rows, context('LATEST'))).toEqual(outcome(20, true, 6, 2));
  });

  it('reads only the rows inside the window', () => {
    const rows = [row(4, 70, 1), row(10, 15, 1), row(30, 99, 1)];
    const window = context('LATEST', { from: minute(5), to: minute(20), required: 10 });
    expect(aggregateEvidence(rows, window)).toEqual(outcome(15, true, 10, 1));
    expect(aggregateEvidence([row(30, 99, 1)], window)).toBeNull();
  });
});

describe('MAXIMUM and MINIMUM', () => {
  const rows = () => [row(3, 7, 2), row(1, 4, 5), row(2, 7, 9), row(5, 4, 1), row(6, 9, 3)];

  it('credits the highest number to its first occurrence', () => {
    expect(aggregateEvidence(rows().slice(0, 4), context('MAXIMUM', { required: 7 }))).toEqual(outcome(7, true, 2, 9));
  });

  it('credits the lowest number to its first occurrence', () => {
    expect(aggregateEvidence(rows(), context('MINIMUM', { required: 5 }))).toEqual(outcome(4, false, 1, 5));
  });
});

describe('DIFFERENCE_BETWEEN', () => {
  const window = { from: minute(10), to: minute(20) };

  it('subtracts the last value before the window from the last value at its end', () => {
    // The reference's own example: 1 before the start, 2, 12 and 10 inside, 11 after the end → 10 − 1.
    const rows = [row(5, 1), row(11, 2), row(15, 12), row(20, 10), row(25, 11)];
    expect(aggregateEvidence(rows, context('DIFFERENCE_BETWEEN', { ...window, now: minute(30) }))).toEqual(
      outcome(9, true, 20, null),
    );
  });

  it('finishes only once the window has closed and the difference reaches the requirement', () => {
    const rows = [row(5, 1), row(15, 12)];
    expect(aggregateEvidence(rows, context('DIFFERENCE_BETWEEN', { ...window, now: minute(19) }))?.finished).toBe(
      false,
    );
    expect(aggregateEvidence(rows, context('DIFFERENCE_BETWEEN', { ...window, now: minute(20) }))?.finished).toBe(true);
    expect(
      aggregateEvidence(rows, context('DIFFERENCE_BETWEEN', { ...window, now: minute(20), required: 12 }))?.finished,
    ).toBe(false);
  });

  it('uses a baseline of 0 when there is no evidence before the window', () => {
    expect(aggregateEvidence([row(12, 6)], context('DIFFERENCE_BETWEEN', window))?.number).toBe(6);
  });

  it('gives no result when all evidence is after the window', () => {
    expect(aggregateEvidence([row(25, 6)], context('DIFFERENCE_BETWEEN', window))).toBeNull();
  });

  it('never finishes without a valid_to', () => {
    expect(aggregateEvidence([row(25, 6)], context('DIFFERENCE_BETWEEN', { from: minute(10) }))).toEqual(
      outcome(6, false, 25, null),
    );
  });
});

describe('NONE', () => {
  it('ignores evidence', () => {
    expect(aggregateEvidence([row(1, 5)], context('NONE'))).toBeNull();
  });
});
