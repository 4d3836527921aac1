import type { ValidMappings } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  numberFieldAfterTypeChange,
  numberFieldsFor,
  operatorAfterFieldChange,
  operatorsFor,
  listValues,
  toggleListValue,
  valueForInput,
  valueInputFor,
} from './condition-rules';

const mappings = {
  field_to_type: { NAME: 'string', ILVL: 'int', IS_CORRUPTED: 'bool', EXPLICIT_MODS: 'string[]' },
  valid_operators: {
    string: ['EQ', 'NEQ', 'IN', 'MATCHES'],
    int: ['EQ', 'GT', 'LT'],
    bool: ['EQ'],
    'string[]': ['CONTAINS', 'CONTAINS_MATCH', 'LENGTH_GT'],
  },
  objective_type_to_number_fields: {
    ITEM: ['STACK_SIZE'],
    PLAYER: ['PLAYER_LEVEL', 'DELVE_DEPTH'],
    TEAM: ['PLAYER_LEVEL'],
    SUBMISSION: ['SUBMISSION_VALUE'],
    CATEGORY: ['FINISHED_OBJECTIVES'],
  },
} as ValidMappings;

describe('operatorsFor', () => {
  it("offers the operators of the field's type", () => {
    expect(operatorsFor('ILVL', mappings)).toEqual(['EQ', 'GT', 'LT']);
    expect(operatorsFor('EXPLICIT_MODS', mappings)).toEqual(['CONTAINS', 'CONTAINS_MATCH', 'LENGTH_GT']);
  });

  it('offers nothing for a field the server does not map', () => {
    expect(operatorsFor('SOCKETS', mappings)).toEqual([]);
  });
});

describe('operatorAfterFieldChange', () => {
  it('keeps the operator when the new field allows it', () => {
    expect(operatorAfterFieldChange('GT', 'ILVL', mappings)).toBe('GT');
  });

  it('falls back to EQ, else to the first allowed operator', () => {
    expect(operatorAfterFieldChange('GT', 'NAME', mappings)).toBe('EQ');
    expect(operatorAfterFieldChange('EQ', 'EXPLICIT_MODS', mappings)).toBe('CONTAINS');
    expect(operatorAfterFieldChange('EQ', 'SOCKETS', mappings)).toBe('');
  });
});

describe('number fields', () => {
  it('are limited to what the objective type counts', () => {
    expect(numberFieldsFor('PLAYER', mappings)).toEqual(['PLAYER_LEVEL', 'DELVE_DEPTH']);
    expect(numberFieldAfterTypeChange('DELVE_DEPTH', 'PLAYER', mappings)).toBe('DELVE_DEPTH');
    expect(numberFieldAfterTypeChange('DELVE_DEPTH', 'ITEM', mappings)).toBe('STACK_SIZE');
  });
});

describe('valueInputFor', () => {
  it("follows the field's type", () => {
    expect(valueInputFor('ILVL', 'int', 'GT')).toEqual({ kind: 'number', hint: 'A whole number' });
    expect(valueInputFor('NAME', 'string', 'EQ')).toEqual({ kind: 'text', hint: 'The exact text' });
  });

  it('asks for a list, a pattern or a count when the operator needs one', () => {
    expect(valueInputFor('NAME', 'string', 'IN')).toEqual({ kind: 'text', hint: 'Values separated by commas' });
    expect(valueInputFor('NAME', 'string', 'MATCHES')).toEqual({ kind: 'text', hint: 'A regular expression' });
    expect(valueInputFor('EXPLICIT_MODS', 'string[]', 'LENGTH_GT')).toEqual({
      kind: 'number',
      hint: 'How many entries',
    });
  });

  it('offers yes and no for a yes/no field', () => {
    expect(valueInputFor('IS_CORRUPTED', 'bool', 'EQ')).toEqual({
      kind: 'choice',
      choices: [
        { value: 'true', label: 'Yes' },
        { value: 'false', label: 'No' },
      ],
    });
  });

  it('offers the values the matcher compares for a field with a fixed set, several for a list operator', () => {
    const rarity = valueInputFor('RARITY', 'string', 'EQ');
    expect(rarity.kind === 'choice' && rarity.choices.map((choice) => choice.value)).toEqual([
      'Normal',
      'Magic',
      'Rare',
      'Unique',
    ]);
    const frameTypes = valueInputFor('FRAME_TYPE', 'int', 'NOT_IN');
    expect(frameTypes.kind === 'choices' && frameTypes.choices.slice(0, 4)).toEqual([
      { value: '0', label: '0 · Normal' },
      { value: '1', label: '1 · Magic' },
      { value: '2', label: '2 · Rare' },
      { value: '3', label: '3 · Unique' },
    ]);
    const influences = valueInputFor('INFLUENCES', 'string[]', 'CONTAINS_ALL');
    expect(influences.kind === 'choices' && influences.choices[0]).toEqual({ value: 'shaper', label: 'Shaper' });
    expect(valueInputFor('ITEM_CLASS', 'string', 'EQ')).toMatchObject({ kind: 'choice' });
  });

  it('keeps free text where a part of a value or a pattern may be typed, suggesting whole values', () => {
    expect(valueInputFor('INFLUENCES', 'string[]', 'CONTAINS')).toMatchObject({
      kind: 'text',
      suggestions: expect.arrayContaining([{ value: 'hunter', label: 'Hunter' }]) as unknown,
    });
    expect(valueInputFor('RARITY', 'string', 'MATCHES')).toEqual({ kind: 'text', hint: 'A regular expression' });
  });
});

describe('list values', () => {
  it('toggle one choice in a comma list, reading the list as the matcher does', () => {
    expect(listValues(' Rare,, Unique , Rare')).toEqual(['Rare', 'Unique']);
    expect(toggleListValue('Rare', 'Unique')).toBe('Rare, Unique');
    expect(toggleListValue('Rare, Unique', 'Rare')).toBe('Unique');
    expect(toggleListValue('', 'Magic')).toBe('Magic');
  });
});

describe('valueForInput', () => {
  it('keeps a value the new input offers and drops one it does not', () => {
    const rarity = valueInputFor('RARITY', 'string', 'EQ');
    expect(valueForInput('Unique', rarity)).toBe('Unique');
    expect(valueForInput('Goldrim', rarity)).toBe('');
    expect(valueForInput('Rare, Goldrim, Unique', valueInputFor('RARITY', 'string', 'IN'))).toBe('Rare, Unique');
    expect(valueForInput('Goldrim', valueInputFor('BASE_TYPE', 'string', 'EQ'))).toBe('Goldrim');
  });
});
