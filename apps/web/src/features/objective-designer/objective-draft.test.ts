import { describe, expect, it } from 'vitest';
import { node, preset } from '~/lib/scoreboard/scores.fixture';
import type { OffsetAt } from '~/lib/local-datetime';
import { draftOf, draftToRequest, newDraft, sameObjectiveDraft } from './objective-draft';

const utcPlusOne: OffsetAt = () => -60;

const goldrim = node(40, 'Goldrim', {
  event_id: 1,
  parent_id: 3,
  valid_from: '2026-11-25T14:00:00.000Z',
  scoring_preset_id: 7,
  conditions: [
    { id: 100, field: 'NAME', operator: 'EQ', value: 'Goldrim' },
    { id: 101, field: 'BASE_TYPE', operator: 'EQ', value: 'Leather Cap' },
  ],
});

describe('draftToRequest', () => {
  it('sends an edited objective with its conditions as the whole set', () => {
    const draft = draftOf(goldrim, utcPlusOne);
    expect(draft.valid_from).toBe('2026-11-25T15:00');
    draft.conditions = [draft.conditions[0]!, { key: 'new-1', field: 'ILVL', operator: 'GT', value: ' 70 ' }];
    draft.parent_id = '5';
    expect(draftToRequest(draft, goldrim, utcPlusOne)).toEqual({
      ok: true,
      body: {
        id: 40,
        parent_id: 5,
        name: 'Goldrim',
        extra: '',
        objective_type: 'ITEM',
        aggregation: 'EARLIEST',
        number_field: 'STACK_SIZE',
        required_number: 1,
        valid_from: '2026-11-25T14:00:00.000Z',
        valid_to: null,
        hide_progress: false,
        scoring_preset_id: 7,
        scoring_preset_ids: [7],
        replace_conditions: true,
        conditions: [
          { id: 100, field: 'NAME', operator: 'EQ', value: 'Goldrim' },
          { field: 'ILVL', operator: 'GT', value: '70' },
        ],
      },
    });
  });

  it('creates a category without conditions and without a preset', () => {
    const draft = { ...newDraft(1, 'category'), name: ' Uniques ' };
    expect(draftToRequest(draft, undefined)).toEqual({
      ok: true,
      body: {
        parent_id: 1,
        name: 'Uniques',
        extra: '',
        objective_type: 'CATEGORY',
        aggregation: 'NONE',
        number_field: 'FINISHED_OBJECTIVES',
        required_number: 1,
        valid_from: null,
        valid_to: null,
        hide_progress: false,
        presentation: null,
        scoring_preset_id: null,
        scoring_preset_ids: [],
        replace_conditions: false,
      },
    });
  });

  it('keeps every scoring rule in order, the first also as the single preset', () => {
    const boss = node(41, 'Boss', {
      parent_id: 3,
      objective_type: 'SUBMISSION',
      scoring_presets: [preset('PRESENCE', [10]), preset('RANKED_TIME', [30, 20, 10]), preset('PRESENCE', [1])],
    });
    const [first, second, third] = boss.scoring_preset_ids;
    const draft = draftOf(boss);
    expect(draft.scoring_preset_ids).toEqual([String(first), String(second), String(third)]);
    expect(sameObjectiveDraft(draft, draftOf(boss))).toBe(true);
    // The designer removes the second rule: the rest keep their order.
    const edited = { ...draft, scoring_preset_ids: [String(first), String(third)] };
    expect(draftToRequest(edited, boss)).toMatchObject({
      ok: true,
      body: { scoring_preset_id: first, scoring_preset_ids: [first, third] },
    });
  });

  it('reads the single preset of an answer that lists no rules', () => {
    expect(draftOf(goldrim).scoring_preset_ids).toEqual(['7']);
    expect(draftOf(node(42, 'Plain')).scoring_preset_ids).toEqual(['']);
  });

  it('asks for a preset in every added rule, once each', () => {
    const draft = { ...newDraft(1, 'objective'), name: 'Boss', scoring_preset_ids: ['', '4', '', '4'] };
    expect(draftToRequest(draft, undefined)).toEqual({
      ok: false,
      errors: {
        'scoring_preset_ids.0': 'Choose a preset, or remove the other rules.',
        'scoring_preset_ids.2': 'Choose a preset, or remove this rule.',
        'scoring_preset_ids.3': 'This preset is already a rule above.',
      },
    });
  });

  it("sends a category's chosen presentation, and null to let the pages choose", () => {
    const draft = { ...newDraft(1, 'category'), name: 'Bosses', presentation: 'GRID' as const };
    expect(draftToRequest(draft, undefined)).toMatchObject({ ok: true, body: { presentation: 'GRID' } });
    expect(draftToRequest({ ...draft, presentation: '' }, undefined)).toMatchObject({
      ok: true,
      body: { presentation: null },
    });
  });

  it('says what to fix before anything is sent', () => {
    const draft = {
      ...newDraft(1, 'objective'),
      required_number: '0',
      valid_from: '2026-11-25T15:00',
      valid_to: '2026-11-25T14:00',
      conditions: [{ key: 'n', field: 'NAME' as const, operator: '' as const, value: '' }],
    };
    expect(draftToRequest(draft, undefined, utcPlusOne)).toEqual({
      ok: false,
      errors: {
        name: 'A name is required.',
        required_number: 'A whole number, 1 or more.',
        valid_to: 'Must be after the start.',
        'conditions.0.operator': 'Choose an operator.',
        'conditions.0.value': 'A value is required.',
      },
    });
  });
});

describe('sameObjectiveDraft', () => {
  it('tells an untouched form from a changed one', () => {
    expect(sameObjectiveDraft(draftOf(goldrim, utcPlusOne), draftOf(goldrim, utcPlusOne))).toBe(true);
    expect(sameObjectiveDraft(draftOf(goldrim, utcPlusOne), { ...draftOf(goldrim, utcPlusOne), extra: 'x' })).toBe(
      false,
    );
  });
});
