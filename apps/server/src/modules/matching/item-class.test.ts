import { describe, expect, it } from 'vitest';
import { ITEM_CLASSES } from '@app/shared';
import { artPathOfIcon, deriveItemClass } from './item-class';
import { API_328, genIcon, parseItem, toApi329 } from './poe-item.fixtures';
import type { FixtureName } from './poe-item.fixtures';

const classOf = (raw: unknown) => deriveItemClass(parseItem(raw));

const EXPECTED: Record<FixtureName, string> = {
  uniqueHelmet: 'Helmets',
  rareBodyArmour: 'Body Armours',
  sixLinkBodyArmour: 'Body Armours',
  skillGem: 'Skill Gems',
  supportGem: 'Support Gems',
  vaalGem: 'Skill Gems',
  chaosOrbs: 'Stackable Currency',
  fossils: 'Stackable Currency',
  resonator: 'Delve Stackable Socketable Currency',
  map: 'Maps',
  mapFragment: 'Map Fragments',
  scarab: 'Map Fragments',
  divinationCard: 'Divination Cards',
  incubatedRing: 'Rings',
  heistContract: 'Contracts',
  heistBlueprint: 'Blueprints',
  heistCloak: 'Heist Cloaks',
  heistTool: 'Heist Tools',
  heistGear: 'Heist Gear',
  heistBrooch: 'Heist Brooches',
  sanctumRelic: 'Relics',
  forbiddenTome: 'Sanctum Research',
  ritualVessel: '',
  facetorsLens: 'Stackable Currency',
  memoryStrandGloves: 'Gloves',
  chronicleOfAtzoatl: 'Misc Map Items',
  supporterFoil: 'Belts',
  headhunter: 'Belts',
  twoHandedSword: 'Two Hand Swords',
  rareBow: 'Bows',
  thrustingSword: 'Thrusting One Hand Swords',
  abyssJewel: 'Abyss Jewels',
  clusterJewel: 'Jewels',
  lifeFlask: 'Life Flasks',
  utilityFlask: 'Utility Flasks',
  talisman: 'Amulets',
  incubator: 'Incubators',
  legacyAmulet: 'Amulets',
};

describe('deriveItemClass', () => {
  it.each(Object.entries(EXPECTED) as [FixtureName, string][])('derives the class of %s', (name, expected) => {
    expect(classOf(API_328[name])).toBe(expected);
    expect(classOf(toApi329(API_328[name]))).toBe(expected);
  });

  it('only produces class names from the documented list', () => {
    for (const expected of Object.values(EXPECTED)) {
      if (expected !== '') expect(ITEM_CLASSES).toContain(expected);
    }
  });

  it('tells weapons apart by their first property even when the art folder is shared', () => {
    const sceptre = {
      ...API_328.rareBow,
      icon: genIcon('2DItems/Weapons/OneHandWeapons/OneHandMaces/Sceptre7', 1, 3),
      baseType: 'Void Sceptre',
      typeLine: 'Void Sceptre',
      properties: [{ name: 'Sceptre', values: [], displayMode: 0 }],
    };
    expect(classOf(sceptre)).toBe('Sceptres');
    const runeDagger = { ...sceptre, baseType: 'Platinum Kris', properties: [{ name: 'Rune Dagger', values: [] }] };
    expect(classOf(runeDagger)).toBe('Rune Daggers');
  });

  it('falls back to an unambiguous weapon folder when the weapon property is missing', () => {
    expect(classOf({ ...API_328.rareBow, properties: [] })).toBe('Bows');
  });

  it('tells mana and hybrid flasks from life flasks by their base type', () => {
    const flask = API_328.lifeFlask;
    expect(classOf({ ...flask, baseType: 'Divine Mana Flask' })).toBe('Mana Flasks');
    expect(classOf({ ...flask, baseType: 'Sacred Hybrid Flask' })).toBe('Hybrid Flasks');
  });

  it('does not guess: a non-currency item with an unknown art folder has no class', () => {
    const graft = {
      icon: 'https://web.poecdn.com/gen/image/WzI1LDE0LHsiZiI6IjJESXRlbXMvQ3VycmVuY3kvQnJlYWNoTGVhZ3VlL0JyZWFjaEFybUdyYWZ0UmVkQXJtb3VyQ29sZCIsInciOjEsImgiOjIsInNjYWxlIjoxfV0/33e197833c/BreachArmGraftRedArmourCold.png',
      name: 'Stark Grasp',
      typeLine: 'Summoning Tulgraft',
      baseType: 'Summoning Tulgraft',
      rarity: 'Rare',
      frameType: 2,
    };
    expect(classOf(graft)).toBe('');
    expect(classOf({ typeLine: 'Something New', frameType: 0 })).toBe('');
  });

  it('treats unknown currency-framed items as Stackable Currency', () => {
    expect(
      classOf({ typeLine: 'Orb of Unmaking', frameType: 5, icon: genIcon('2DItems/Currency/Unmaking', 1, 1) }),
    ).toBe('Stackable Currency');
  });

  it('survives icons that are not URLs or carry garbage instead of base64 JSON', () => {
    expect(classOf({ ...API_328.uniqueHelmet, icon: 'not a url' })).toBe('');
    expect(classOf({ ...API_328.uniqueHelmet, icon: 'https://web.poecdn.com/gen/image/%%%%/x/y.png' })).toBe('');
  });
});

describe('artPathOfIcon', () => {
  it('decodes the art path from a modern icon URL', () => {
    expect(
      artPathOfIcon(
        'https://web.poecdn.com/gen/image/WzI1LDE0LHsiZiI6IjJESXRlbXMvQXJtb3Vycy9Cb2R5QXJtb3Vycy9Cb2R5RGV4MUMiLCJ3IjoyLCJoIjozLCJzY2FsZSI6MSwic2VhcmluZyI6dHJ1ZSwidGFuZ2xlZCI6dHJ1ZX1d/a7119dbadb/BodyDex1C.png',
      ),
    ).toBe('2DItems/Armours/BodyArmours/BodyDex1C');
  });

  it('reads the art path from an old icon URL', () => {
    expect(
      artPathOfIcon(
        'https://web.poecdn.com/image/Art/2DItems/Currency/CurrencyRerollRare.png?v=c60aa876dd6bab31174df91b1da1b4f9&w=1&h=1&scale=1',
      ),
    ).toBe('2DItems/Currency/CurrencyRerollRare');
  });

  it('returns "" for icons without an art path', () => {
    expect(artPathOfIcon('')).toBe('');
  });
});
