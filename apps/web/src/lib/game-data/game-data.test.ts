import { describe, expect, it } from 'vitest';
import { CLASSES, describeClass, listAscendancies, UNKNOWN_CLASS_COLOR } from './ascendancies';
import { colorFromCategoryName, GEM_COLOR_COUNTS, gemColor } from './gem-colors';

describe('class → ascendancy mappings', () => {
  it('places a poe1 ascendancy under its base class with the class colour', () => {
    const juggernaut = describeClass('juggernaut', 'poe1');
    expect(juggernaut).toMatchObject({ name: 'Juggernaut', baseClass: 'Marauder' });
    expect(juggernaut.color).toBe(describeClass('Marauder', 'poe1').color);
    expect(describeClass('Warden', 'poe1').baseClass).toBe('Ranger');
  });

  it('knows poe2 ascendancies separately from poe1', () => {
    expect(describeClass('Invoker', 'poe2').baseClass).toBe('Monk');
    expect(describeClass('Invoker', 'poe1')).toEqual({ name: 'Invoker', baseClass: null, color: UNKNOWN_CLASS_COLOR });
  });

  it('lists each ascendancy once per game version', () => {
    for (const game of ['poe1', 'poe2'] as const) {
      const all = listAscendancies(game);
      expect(new Set(all).size).toBe(all.length);
      expect(CLASSES[game].every((info) => /^#[0-9a-f]{6}$/i.test(info.color))).toBe(true);
    }
  });
});

describe('gem colours (partial list)', () => {
  it('colours gems by attribute, ignoring a Vaal prefix and case', () => {
    expect(gemColor('Boneshatter')).toBe('red');
    expect(gemColor('tornado shot')).toBe('green');
    expect(gemColor('Vaal Arc')).toBe('blue');
    expect(gemColor('Portal')).toBe('white');
    expect(gemColor('Enlighten Support')).toBe('blue');
    expect(gemColor('Some Future Gem')).toBeUndefined();
    expect(GEM_COLOR_COUNTS.red).toBeGreaterThan(20);
  });

  it('reads a colour from a sub-category name', () => {
    expect(colorFromCategoryName('Red Gems')).toBe('red');
    expect(colorFromCategoryName('Dexterity Gems')).toBe('green');
    expect(colorFromCategoryName('Intelligence')).toBe('blue');
    expect(colorFromCategoryName('Support Gems')).toBeUndefined();
  });
});
