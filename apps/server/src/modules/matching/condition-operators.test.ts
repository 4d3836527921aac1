import { ItemFieldSchema, OperatorSchema } from '@app/shared';
import type { Operator } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { VALID_OPERATORS_BY_TYPE, compileCondition, validateCondition } from './condition-operators';
import { FIELD_TYPES, ItemView } from './item-fields';
import type { FieldType } from './item-fields';
import { API_328, parseItem, toApi329 } from './poe-item.fixtures';
import type { FixtureName } from './poe-item.fixtures';

/** Fields the 3.29 format dropped: only the 3.28 item carries them. */
const ONLY_IN_328: readonly string[] = ['TALISMAN_TIER'];

function holds(fixture: FixtureName, field: string, operator: string, value: string): boolean {
  const compiled = compileCondition({ field, operator, value });
  if (compiled.condition === undefined) throw new Error(compiled.error);
  const formats = ONLY_IN_328.includes(field) ? [API_328[fixture]] : [API_328[fixture], toApi329(API_328[fixture])];
  const results = formats.map((raw) => compiled.condition.check(new ItemView(parseItem(raw))));
  // Both API formats must give the same answer.
  if (results.length === 2) expect(results[0]).toBe(results[1]);
  return results[0] ?? false;
}

type Case = [FixtureName, string, string, string, boolean];

const CASES: Record<FieldType, Case[]> = {
  string: [
    ['uniqueHelmet', 'BASE_TYPE', 'EQ', 'Leather Cap', true],
    ['uniqueHelmet', 'BASE_TYPE', 'EQ', '  Leather Cap ', true],
    ['uniqueHelmet', 'BASE_TYPE', 'EQ', 'leather cap', false],
    ['uniqueHelmet', 'NAME', 'NEQ', 'Goldrim', false],
    ['rareBodyArmour', 'NAME', 'NEQ', 'Goldrim', true],
    ['uniqueHelmet', 'NAME', 'IN', 'Headhunter, Goldrim ,Mageblood', true],
    ['headhunter', 'NAME', 'IN', 'Goldrim,Mageblood', false],
    ['uniqueHelmet', 'ITEM_CLASS', 'NOT_IN', 'Rings, Amulets', true],
    ['incubatedRing', 'ITEM_CLASS', 'NOT_IN', 'Rings, Amulets', false],
    ['map', 'TYPE_LINE', 'MATCHES', '^Strand', true],
    ['map', 'TYPE_LINE', 'MATCHES', 'Map$', true],
    ['map', 'TYPE_LINE', 'MATCHES', '^Map', false],
    ['uniqueHelmet', 'TYPE_LINE', 'DOES_NOT_MATCH', 'Flask$', true],
    ['lifeFlask', 'TYPE_LINE', 'DOES_NOT_MATCH', 'Life Flask', false],
    ['lifeFlask', 'TYPE_LINE', 'CONTAINS', 'Divine Life', true],
    ['lifeFlask', 'TYPE_LINE', 'CONTAINS', 'divine life', false],
    ['sixLinkBodyArmour', 'SOCKETS', 'LENGTH_EQ', '6', true],
    ['sixLinkBodyArmour', 'SOCKETS', 'LENGTH_GT', '5', true],
    ['uniqueHelmet', 'SOCKETS', 'LENGTH_LT', '4', true],
    ['uniqueHelmet', 'SOCKETS', 'LENGTH_LT', '3', false],
    ['sixLinkBodyArmour', 'SOCKETS', 'MATCHES', '^[RGB]{6}$', true],
    ['uniqueHelmet', 'RARITY', 'EQ', 'Unique', true],
    ['uniqueHelmet', 'ICON_NAME', 'EQ', 'Goldrim', true],
    ['ritualVessel', 'RITUAL_VESSEL_MAP', 'EQ', 'Tower Map', true],
    ['ritualVessel', 'RITUAL_VESSEL_MAP', 'IN', 'Tower Map,Strand Map', true],
    ['chaosOrbs', 'NAME', 'EQ', '', true],
  ],
  int: [
    ['map', 'MAP_TIER', 'EQ', '16', true],
    ['map', 'MAP_TIER', 'EQ', ' 16 ', true],
    ['map', 'MAP_TIER', 'NEQ', '16', false],
    ['map', 'MAP_TIER', 'GT', '15', true],
    ['map', 'MAP_TIER', 'GT', '16', false],
    ['map', 'MAP_TIER', 'LT', '17', true],
    ['map', 'MAP_TIER', 'IN', '14, 15,16', true],
    ['map', 'MAP_TIER', 'NOT_IN', '14,15,16', false],
    ['skillGem', 'LEVEL', 'EQ', '20', true],
    ['vaalGem', 'QUALITY', 'GT', '20', true],
    ['sixLinkBodyArmour', 'MAX_LINKS', 'EQ', '6', true],
    ['rareBodyArmour', 'MAX_LINKS', 'EQ', '6', false],
    ['divinationCard', 'FRAME_TYPE', 'EQ', '6', true],
    ['rareBodyArmour', 'ILVL', 'GT', '85', true],
    ['talisman', 'TALISMAN_TIER', 'EQ', '2', true],
    ['incubatedRing', 'INCUBATOR_KILLS', 'GT', '2000', true],
    ['facetorsLens', 'FACETOR_LENS_EXP', 'GT', '300000000', true],
    ['memoryStrandGloves', 'MEMORY_STRANDS', 'GT', '+80', true],
    ['uniqueHelmet', 'MEMORY_STRANDS', 'EQ', '0', true],
  ],
  bool: [
    ['sixLinkBodyArmour', 'IS_CORRUPTED', 'EQ', 'true', true],
    ['sixLinkBodyArmour', 'IS_CORRUPTED', 'EQ', 'True', true],
    ['sixLinkBodyArmour', 'IS_CORRUPTED', 'EQ', '1', true],
    ['rareBodyArmour', 'IS_CORRUPTED', 'EQ', 'false', true],
    ['rareBodyArmour', 'IS_CORRUPTED', 'NEQ', 'FALSE', false],
    ['vaalGem', 'IS_VAAL', 'EQ', 'true', true],
    ['skillGem', 'IS_VAAL', 'EQ', '0', true],
    ['twoHandedSword', 'IS_SPLIT', 'EQ', 'true', true],
    ['rareBow', 'IS_IDENTIFIED', 'NEQ', 'true', true],
  ],
  'string[]': [
    ['rareBodyArmour', 'EXPLICIT_MODS', 'CONTAINS', 'maximum Life', true],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'CONTAINS', 'increased Armour', false],
    ['rareBodyArmour', 'FRACTURED_MODS', 'CONTAINS', 'increased Armour', true],
    ['rareBodyArmour', 'CRAFTED_MODS', 'CONTAINS', 'Fire and Chaos', true],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'CONTAINS_ALL', 'maximum Life, Cold Resistance', true],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'CONTAINS_ALL', 'maximum Life,Chaos Resistance', false],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'CONTAINS_MATCH', '^\\+1[01]\\d to maximum Life$', true],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'CONTAINS_MATCH', 'Energy Shield', false],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'DOES_NOT_MATCH', 'Energy Shield', true],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'DOES_NOT_MATCH', 'Life', false],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'LENGTH_EQ', '4', true],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'LENGTH_GT', '3', true],
    ['rareBodyArmour', 'EXPLICIT_MODS', 'LENGTH_LT', '4', false],
    ['rareBodyArmour', 'INFLUENCES', 'CONTAINS', 'hunter', true],
    ['rareBodyArmour', 'INFLUENCES', 'LENGTH_EQ', '2', true],
    ['uniqueHelmet', 'INFLUENCES', 'LENGTH_EQ', '0', true],
    ['uniqueHelmet', 'ENCHANT_MODS', 'CONTAINS', 'Arc has', true],
    ['rareBodyArmour', 'IMPLICIT_MODS', 'CONTAINS', 'Socketed Gems', true],
    ['forbiddenTome', 'SANCTUM_AFFLICTIONS', 'CONTAINS', 'Honed Claws', true],
    ['chronicleOfAtzoatl', 'TEMPLE_ROOMS', 'CONTAINS_ALL', 'Locus of Corruption, Apex of Ascension', true],
    ['ritualVessel', 'RITUAL_VESSEL_BOSSES', 'CONTAINS_MATCH', '^Kosis', true],
  ],
};

describe.each(Object.entries(CASES))('%s operators', (_type, cases) => {
  it.each(cases)('%s: %s %s "%s" is %s', (fixture, field, operator, value, expected) => {
    expect(holds(fixture, field, operator, value)).toBe(expected);
  });
});

describe('LENGTH_* operators', () => {
  it('counts characters, not UTF-16 units', () => {
    const compiled = compileCondition({ field: 'NAME', operator: 'LENGTH_EQ', value: '4' });
    const view = new ItemView(parseItem({ typeLine: 'Leather Cap', name: '𝔊old' }));
    expect(compiled.condition?.check(view)).toBe(true);
  });
});

/** A value each operator accepts, whatever the field type. */
function sampleValue(type: FieldType, operator: Operator): string {
  if (operator.startsWith('LENGTH_')) return '3';
  if (type === 'int') return '3';
  if (type === 'bool') return 'true';
  return 'x';
}

describe('validateCondition', () => {
  it('accepts exactly the operators of each field’s type, for every field and every operator', () => {
    for (const field of ItemFieldSchema.options) {
      const type = FIELD_TYPES[field];
      const allowed: readonly Operator[] = VALID_OPERATORS_BY_TYPE[type];
      for (const operator of OperatorSchema.options) {
        const error = validateCondition(field, operator, sampleValue(type, operator));
        if (allowed.includes(operator)) expect({ field, operator, error }).toEqual({ field, operator, error: null });
        else expect(error).toContain(`${operator} cannot be used with ${field}`);
      }
    }
  });

  it('uses every operator of the spec for some field type', () => {
    const used = new Set<Operator>(Object.values(VALID_OPERATORS_BY_TYPE).flat());
    expect([...used].sort()).toEqual([...OperatorSchema.options].sort());
  });

  it.each([
    ['COLOUR', 'EQ', 'red', '"COLOUR" is not an item field.'],
    ['NAME', 'LIKE', 'x', '"LIKE" is not a condition operator.'],
    ['NAME', 'GT', 'x', 'GT cannot be used with NAME (a string field); use one of EQ, NEQ, IN'],
    ['MAP_TIER', 'EQ', 'sixteen', '"sixteen" is not a whole number'],
    ['MAP_TIER', 'EQ', '15,16', '"15,16" is not a whole number'],
    ['MAP_TIER', 'GT', '1.5', '"1.5" is not a whole number'],
    ['MAP_TIER', 'IN', '15, x', '"x" is not a whole number'],
    ['NAME', 'IN', ' , ,', 'IN needs a comma-separated list of at least one value.'],
    ['IS_CORRUPTED', 'EQ', 'yes', '"yes" is not a yes/no value'],
    ['NAME', 'LENGTH_GT', '-1', '"-1" is not a length'],
    ['EXPLICIT_MODS', 'LENGTH_EQ', 'many', '"many" is not a length'],
    ['EXPLICIT_MODS', 'CONTAINS', '', 'CONTAINS needs a non-empty text.'],
    ['EXPLICIT_MODS', 'CONTAINS_ALL', ',', 'CONTAINS_ALL needs a comma-separated list'],
    ['NAME', 'MATCHES', '[unclosed', 'The pattern is not a valid regular expression'],
    ['EXPLICIT_MODS', 'CONTAINS_MATCH', '(\\w+)\\1', 'cannot be matched in linear time'],
    ['NAME', 'DOES_NOT_MATCH', 'a'.repeat(201), 'at most 200 are allowed'],
  ])('refuses %s %s "%s" with a readable reason', (field, operator, value, message) => {
    expect(validateCondition(field, operator, value)).toContain(message);
  });
});

describe('compileCondition', () => {
  it('exposes the trimmed, distinct values of string EQ / IN conditions as index keys', () => {
    expect(
      compileCondition({ field: 'NAME', operator: 'IN', value: 'Goldrim, Headhunter,Goldrim' }).condition?.exactValues,
    ).toEqual(['Goldrim', 'Headhunter']);
    expect(
      compileCondition({ field: 'BASE_TYPE', operator: 'EQ', value: ' Chaos Orb ' }).condition?.exactValues,
    ).toEqual(['Chaos Orb']);
    expect(
      compileCondition({ field: 'NAME', operator: 'NOT_IN', value: 'Goldrim' }).condition?.exactValues,
    ).toBeUndefined();
  });
});
