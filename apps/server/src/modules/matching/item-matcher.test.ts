import { describe, expect, it } from 'vitest';
import { compileObjectives, matchStash } from './item-matcher';
import type { ObjectiveInput } from './item-matcher';
import { API_328, toApi329 } from './poe-item.fixtures';

type Triple = [field: string, operator: string, value: string];

function objective(id: number, conditions: Triple[], validFrom: number | null = null, validTo: number | null = null) {
  return {
    id,
    conditions: conditions.map(([field, operator, value]) => ({ field, operator, value })),
    valid_from: validFrom,
    valid_to: validTo,
  } satisfies ObjectiveInput;
}

const SNAPSHOT_TIME = Date.UTC(2026, 4, 2, 12, 0, 0);
const ALL_ITEMS = Object.values(API_328);

function totalsFor(objectives: ObjectiveInput[], items: readonly unknown[], time = SNAPSHOT_TIME) {
  const { matcher, problems } = compileObjectives(objectives);
  expect(problems).toEqual([]);
  return Object.fromEntries(matchStash(matcher, items, { time }).totals);
}

describe('compileObjectives + matchStash', () => {
  it('sums stack sizes per objective over one stash snapshot', () => {
    const moreChaos = { ...API_328.chaosOrbs, id: 'b'.repeat(64), stackSize: 3 };
    const totals = totalsFor(
      [
        objective(1, [['BASE_TYPE', 'EQ', 'Chaos Orb']]),
        objective(2, [['BASE_TYPE', 'EQ', 'The Doctor']]),
        objective(3, [['NAME', 'EQ', 'Goldrim']]),
      ],
      [API_328.chaosOrbs, moreChaos, API_328.divinationCard, API_328.uniqueHelmet, API_328.rareBodyArmour],
    );
    expect(totals).toEqual({ 1: 20, 2: 3, 3: 1 });
  });

  it('leaves out objectives that match nothing', () => {
    expect(totalsFor([objective(1, [['NAME', 'EQ', 'Mageblood']])], ALL_ITEMS)).toEqual({});
  });

  it('ANDs the conditions of an objective', () => {
    const totals = totalsFor(
      [
        objective(1, [
          ['NAME', 'EQ', 'Goldrim'],
          ['IS_CORRUPTED', 'EQ', 'true'],
        ]),
        objective(2, [
          ['NAME', 'EQ', 'Goldrim'],
          ['IS_CORRUPTED', 'EQ', 'false'],
          ['QUALITY', 'GT', '10'],
        ]),
      ],
      ALL_ITEMS,
    );
    expect(totals).toEqual({ 2: 1 });
  });

  it('matches objectives indexed by base type, name and item class', () => {
    const objectives = [
      objective(1, [['BASE_TYPE', 'IN', 'Pristine Fossil, Powerful Chaotic Resonator']]),
      objective(2, [['NAME', 'IN', 'Headhunter, Starforge']]),
      objective(3, [['ITEM_CLASS', 'EQ', 'Divination Cards']]),
      objective(4, [
        ['ITEM_CLASS', 'IN', 'Helmets, Gloves'],
        ['RARITY', 'EQ', 'Rare'],
      ]),
    ];
    const { matcher } = compileObjectives(objectives);
    expect(matcher.unindexed).toEqual([]);
    expect([...matcher.index.ITEM_CLASS.keys()].sort()).toEqual(['Divination Cards', 'Gloves', 'Helmets']);
    expect(totalsFor(objectives, ALL_ITEMS)).toEqual({ 1: 5, 2: 2, 3: 3, 4: 1 });
  });

  it('still matches objectives without an index key, on the slow path', () => {
    const objectives = [
      objective(1, [['MAX_LINKS', 'EQ', '6']]),
      objective(2, [
        ['BASE_TYPE', 'MATCHES', ' Map$'],
        ['MAP_TIER', 'GT', '15'],
      ]),
      objective(3, [
        ['NAME', 'NEQ', ''],
        ['INFLUENCES', 'CONTAINS', 'hunter'],
      ]),
      objective(4, [['TEMPLE_ROOMS', 'CONTAINS', 'Locus of Corruption']]),
    ];
    const { matcher } = compileObjectives(objectives);
    expect(matcher.unindexed.map((compiled) => compiled.id)).toEqual([1, 2, 3, 4]);
    expect(totalsFor(objectives, ALL_ITEMS)).toEqual({ 1: 1, 2: 1, 3: 1, 4: 1 });
  });

  it('counts an item once even when an IN list repeats its value', () => {
    const totals = totalsFor(
      [objective(1, [['BASE_TYPE', 'IN', 'Chaos Orb,Chaos Orb, Chaos Orb ']])],
      [API_328.chaosOrbs],
    );
    expect(totals).toEqual({ 1: 17 });
  });

  it('counts an item once when several index conditions of one objective hold', () => {
    const totals = totalsFor(
      [
        objective(1, [
          ['ITEM_CLASS', 'EQ', 'Helmets'],
          ['NAME', 'IN', 'Goldrim'],
          ['BASE_TYPE', 'EQ', 'Leather Cap'],
        ]),
      ],
      [API_328.uniqueHelmet],
    );
    expect(totals).toEqual({ 1: 1 });
  });

  it('indexes by the most selective field and still checks the other index conditions', () => {
    const { matcher } = compileObjectives([
      objective(1, [
        ['ITEM_CLASS', 'EQ', 'Helmets'],
        ['BASE_TYPE', 'EQ', 'Leather Cap'],
        ['NAME', 'EQ', 'Crown of Eyes'],
      ]),
    ]);
    expect([...matcher.index.BASE_TYPE.keys()]).toEqual(['Leather Cap']);
    expect(matcher.index.ITEM_CLASS.size).toBe(0);
    expect(Object.fromEntries(matchStash(matcher, [API_328.uniqueHelmet], { time: SNAPSHOT_TIME }).totals)).toEqual({});
  });

  it('matches items without a name through a NAME EQ "" index key', () => {
    expect(
      totalsFor(
        [
          objective(1, [
            ['NAME', 'EQ', ''],
            ['ITEM_CLASS', 'EQ', 'Skill Gems'],
          ]),
        ],
        ALL_ITEMS,
      ),
    ).toEqual({ 1: 2 });
  });

  it('gives the same totals for a stash in the 3.29 mod format', () => {
    const objectives = [
      objective(1, [['CRAFTED_MODS', 'CONTAINS', 'Resistances']]),
      objective(2, [['FRACTURED_MODS', 'LENGTH_GT', '0']]),
      objective(3, [
        ['ITEM_CLASS', 'EQ', 'Body Armours'],
        ['EXPLICIT_MODS', 'CONTAINS', 'maximum Life'],
      ]),
      objective(4, [['BASE_TYPE', 'EQ', 'Chaos Orb']]),
    ];
    const expected = { 1: 1, 2: 1, 3: 2, 4: 17 };
    expect(totalsFor(objectives, ALL_ITEMS)).toEqual(expected);
    expect(totalsFor(objectives, ALL_ITEMS.map(toApi329))).toEqual(expected);
  });

  it('does not count supporter foils, whether marked by frameType or frameTypeId', () => {
    const objectives = [objective(1, [['NAME', 'EQ', 'Headhunter']])];
    expect(totalsFor(objectives, [API_328.supporterFoil, toApi329(API_328.supporterFoil)])).toEqual({});
    expect(totalsFor(objectives, [API_328.supporterFoil, API_328.headhunter])).toEqual({ 1: 1 });
  });

  it('counts items that are not items as rejected instead of throwing', () => {
    const { matcher } = compileObjectives([objective(1, [['BASE_TYPE', 'EQ', 'Chaos Orb']])]);
    const result = matchStash(matcher, [null, 'Chaos Orb', {}, { name: 'x' }, API_328.chaosOrbs, 42], {
      time: SNAPSHOT_TIME,
    });
    expect(result.rejected).toBe(5);
    expect(Object.fromEntries(result.totals)).toEqual({ 1: 17 });
  });
});

describe('time gating', () => {
  const from = Date.UTC(2026, 4, 2, 0, 0, 0);
  const to = Date.UTC(2026, 4, 3, 0, 0, 0);
  const daily = [objective(1, [['BASE_TYPE', 'EQ', 'Chaos Orb']], from, to)];

  it.each([
    ['before valid_from', from - 1, {}],
    ['at valid_from', from, { 1: 17 }],
    ['inside the window', SNAPSHOT_TIME, { 1: 17 }],
    ['at valid_to', to, { 1: 17 }],
    ['after valid_to', to + 1, {}],
  ])('uses the snapshot time: %s', (_label, time, expected) => {
    expect(totalsFor(daily, [API_328.chaosOrbs], time)).toEqual(expected);
  });

  it('replays an old snapshot with its own time, not the wall clock', () => {
    const longAgo = [objective(1, [['BASE_TYPE', 'EQ', 'Chaos Orb']], Date.UTC(2020, 0, 1), Date.UTC(2020, 0, 2))];
    expect(totalsFor(longAgo, [API_328.chaosOrbs], Date.UTC(2020, 0, 1, 12))).toEqual({ 1: 17 });
  });

  it('treats null bounds as open-ended', () => {
    expect(totalsFor([objective(1, [['BASE_TYPE', 'EQ', 'Chaos Orb']], null, to)], [API_328.chaosOrbs], 0)).toEqual({
      1: 17,
    });
    expect(
      totalsFor([objective(1, [['MAX_LINKS', 'EQ', '6']], from, null)], ALL_ITEMS, Number.MAX_SAFE_INTEGER),
    ).toEqual({
      1: 1,
    });
  });

  it('refuses a snapshot time that is not a number rather than matching everything', () => {
    const { matcher } = compileObjectives(daily);
    expect(() => matchStash(matcher, [API_328.chaosOrbs], { time: Number.NaN })).toThrow(RangeError);
  });

  it('gates unindexed objectives too', () => {
    expect(totalsFor([objective(1, [['MAX_LINKS', 'EQ', '6']], from, to)], ALL_ITEMS, to + 1)).toEqual({});
  });
});

describe('problems', () => {
  it('reports and skips objectives that cannot be compiled, and keeps the others', () => {
    const { matcher, problems } = compileObjectives([
      objective(1, [['BASE_TYPE', 'EQ', 'Chaos Orb']]),
      objective(2, [
        ['NAME', 'EQ', 'Goldrim'],
        ['EXPLICIT_MODS', 'CONTAINS_MATCH', '(?=\\w)Life'],
      ]),
      objective(3, [['NAME', 'MATCHES', '[unclosed']]),
      objective(4, [['COLOUR', 'EQ', 'red']]),
      objective(5, [['MAP_TIER', 'EQ', 'sixteen']]),
      objective(6, []),
      objective(7, [['BASE_TYPE', 'EQ', 'Chaos Orb']], 2_000, 1_000),
      objective(1, [['BASE_TYPE', 'EQ', 'Divine Orb']]),
      objective(8, [['BASE_TYPE', 'EQ', 'Chaos Orb']], Number.NaN, null),
    ]);
    expect(problems.map((problem) => problem.objective_id)).toEqual([2, 3, 4, 5, 6, 7, 1, 8]);
    expect(problems[0]?.message).toMatch(
      /^Condition 2 \(EXPLICIT_MODS CONTAINS_MATCH ".*"\): This pattern cannot be matched in linear time/,
    );
    expect(problems[1]?.message).toContain('not a valid regular expression');
    expect(problems[2]?.message).toContain('"COLOUR" is not an item field.');
    expect(problems[3]?.message).toContain('"sixteen" is not a whole number');
    expect(problems[4]?.message).toContain('no conditions');
    expect(problems[5]?.message).toContain('valid_from is after valid_to');
    expect(problems[6]?.message).toContain('appears twice');
    expect(problems[7]?.message).toContain('epoch milliseconds');
    expect(matcher.objectiveIds).toEqual([1]);
    expect(Object.fromEntries(matchStash(matcher, ALL_ITEMS, { time: SNAPSHOT_TIME }).totals)).toEqual({ 1: 17 });
  });

  it('reports every bad condition of an objective', () => {
    const { problems } = compileObjectives([
      objective(9, [
        ['NAME', 'GT', 'x'],
        ['IS_VAAL', 'EQ', 'maybe'],
      ]),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems.every((problem) => problem.objective_id === 9)).toBe(true);
  });

  it('does not throw on malformed condition input', () => {
    const malformed = [
      {
        id: 1,
        conditions: [{ field: 'NAME', operator: 'EQ', value: 7 as unknown as string }],
        valid_from: null,
        valid_to: null,
      },
    ];
    const { problems } = compileObjectives(malformed);
    expect(problems[0]?.message).toContain('The condition value must be text.');
  });
});
