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
  it.each([
    ['Boneshatter', 'red'],
    ['tornado shot', 'green'],
    ['Vaal Arc', 'blue'],
    ['Portal', 'white'],
    ['Enlighten Support', 'blue'],
    ['Some Future Gem', undefined],
  ])('colours gems by attribute, ignoring a Vaal prefix and case: %s', (gem, color) => {
    expect(gemColor(gem)).toBe(color);
  });

  it('lists more than 20 red gems', () => {
    expect(GEM_COLOR_COUNTS.red).toBeGreaterThan(20);
  });

  it.each([
    ['Red Gems', 'red'],
    ['Dexterity Gems', 'green'],
    ['Intelligence', 'blue'],
    ['Support Gems', undefined],
  ])('reads a colour from a sub-category name: %s', (name, color) => {
    expect(colorFromCategoryName(name)).toBe(color);
  });
});
