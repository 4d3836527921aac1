import type { ValidMappings } from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  numberFieldAfterTypeChange,
  numberFieldsFor,
  operatorAfterFieldChange,
  operatorsFor,
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
    expect(valueInputFor('bool', 'EQ')).toEqual({ kind: 'bool' });
    expect(valueInputFor('int', 'GT')).toEqual({ kind: 'number', hint: 'A whole number' });
    expect(valueInputFor('string', 'EQ')).toEqual({ kind: 'text', hint: 'The exact text' });
  });

  it('asks for a list, a pattern or a count when the operator needs one', () => {
    expect(valueInputFor('string', 'IN')).toEqual({ kind: 'text', hint: 'Values separated by commas' });
    expect(valueInputFor('string', 'MATCHES')).toEqual({ kind: 'text', hint: 'A regular expression' });
    expect(valueInputFor('string[]', 'LENGTH_GT')).toEqual({ kind: 'number', hint: 'How many entries' });
  });
});
