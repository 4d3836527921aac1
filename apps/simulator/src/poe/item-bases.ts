/**
 * What the simulator knows about base types: where their art lives (the icon path our matcher derives the
 * item class from), inventory size, stack limits and gem colours. Art folders follow the game's
 * `2DItems/<Class folder>/…` layout; individual art names are plausible, not verified against game files.
 */

export type ItemCategory = 'currency' | 'fossil' | 'card' | 'gem' | 'map' | 'gear' | 'heist-gear' | 'flask' | 'jewel';

export type ItemBase = {
  category: ItemCategory;
  /** Item class as the game names it (e.g. "Rings", "Skill Gems"). */
  itemClass: string;
  /** Art folder under `2DItems/`, without the file name. */
  folder: string;
  /** Art file name (no extension). */
  art: string;
  w: number;
  h: number;
  maxStackSize?: number;
  /** Gem attribute colour: R strength, G dexterity, B intelligence, W none. */
  gemColour?: 'R' | 'G' | 'B' | 'W';
  gemTags?: string;
  support?: boolean;
  /** Level requirement shown on gear. */
  requiredLevel?: number;
  /** Mod lines every item of this base carries (fossils, implicit-style). */
  mods?: string[];
  implicitMods?: string[];
  descrText?: string;
};

const camel = (text: string): string =>
  text.replace(/[^A-Za-z0-9 ]/g, '').replace(/ (\w)/g, (_, c: string) => c.toUpperCase());

function currency(art: string, maxStackSize: number, descrText: string): Omit<ItemBase, 'itemClass'> {
  return { category: 'currency', folder: '2DItems/Currency', art, w: 1, h: 1, maxStackSize, descrText };
}

/** A base that takes one inventory cell (fossils, cards, gems, maps, jewels), with what else its kind carries. */
function oneCell(
  category: ItemCategory,
  itemClass: string,
  folder: string,
  art: string,
  more: Partial<ItemBase> = {},
): ItemBase {
  return { category, itemClass, folder, art, w: 1, h: 1, ...more };
}

const BASES: Record<string, ItemBase> = {};
function add(baseType: string, base: ItemBase): void {
  BASES[baseType] = base;
}

// Stackable currency, with what each is used on ("Right click this item then left click <it> to apply it.").
for (const [name, art, stack, target] of [
  ['Chaos Orb', 'CurrencyRerollRare', 20, 'a rare item'],
  ['Divine Orb', 'CurrencyModValues', 20, 'on an item'],
  ['Exalted Orb', 'CurrencyAddModToRare', 20, 'a rare item'],
  ['Orb of Alchemy', 'CurrencyUpgradeToRare', 20, 'a normal item'],
  ['Orb of Fusing', 'CurrencyRerollSocketLinks', 20, 'a socketed item'],
  ['Chromatic Orb', 'CurrencyRerollSocketColours', 20, 'a socketed item'],
  ["Jeweller's Orb", 'CurrencyRerollSocketNumbers', 20, 'a socketed item'],
  ['Orb of Alteration', 'CurrencyRerollMagic', 20, 'a magic item'],
  ['Vaal Orb', 'CurrencyVaal', 20, 'an item'],
  ["Gemcutter's Prism", 'CurrencyGemQuality', 20, 'a gem'],
  ['Orb of Scouring', 'CurrencyConvertToNormal', 30, 'an item'],
  ['Regal Orb', 'CurrencyUpgradeMagicToRare', 20, 'a magic item'],
  ['Orb of Annulment', 'AnnullOrb', 20, 'a magic or rare item'],
  ['Mirror of Kalandra', 'CurrencyDuplicate', 10, 'a non-unique item'],
] as const) {
  add(name, {
    itemClass: 'Stackable Currency',
    ...currency(art, stack, `Right click this item then left click ${target} to apply it.`),
  });
}
add("Rogue's Marker", {
  itemClass: 'Stackable Currency',
  ...currency('HeistCoinCurrency', 50_000, 'Can be used to buy items from the Heist rogues.'),
  folder: '2DItems/Currency/Heist',
});

// Fossils: stackable, with the mods they bias towards.
for (const [word, mods] of [
  ['Jagged', ['More Physical modifiers', 'No Chaos modifiers']],
  ['Dense', ['More Defence modifiers', 'No Life modifiers']],
  ['Frigid', ['More Cold modifiers', 'No Fire modifiers']],
  ['Scorched', ['More Fire modifiers', 'No Cold modifiers']],
  ['Metallic', ['More Lightning modifiers', 'No Physical modifiers']],
  ['Pristine', ['More Life modifiers', 'No Defence modifiers']],
  ['Aberrant', ['More Chaos modifiers', 'No Lightning modifiers']],
  ['Bound', ['More Minion modifiers', 'No Attack modifiers']],
  ['Serrated', ['More Attack modifiers', 'No Caster modifiers']],
  ['Faceted', ['More Gem modifiers']],
  ['Fractured', ['Creates a split copy']],
] as const) {
  add(
    `${word} Fossil`,
    oneCell('fossil', 'Stackable Currency', '2DItems/Currency/Delve', `${word}Fossil`, {
      maxStackSize: 20,
      mods: [...mods],
      descrText: 'Place in a Resonator to influence item crafting.',
    }),
  );
}

// Divination cards share one inventory icon.
for (const [name, stack] of [
  ['Rain of Chaos', 8],
  ['Humility', 9],
  ['Her Mask', 12],
  ['The Doctor', 8],
] as const) {
  add(name, oneCell('card', 'Divination Cards', '2DItems/Divination', 'InventoryIcon', { maxStackSize: stack }));
}

// Skill and support gems (a support's name ends in "Support"): art named after the gem, a support's without that word.
for (const [name, colour, tags] of [
  ['Cleave', 'R', 'Attack, AoE, Melee, Strike'],
  ['Ground Slam', 'R', 'Attack, AoE, Melee, Slam'],
  ['Sunder', 'R', 'Attack, AoE, Melee, Slam'],
  ['Molten Strike', 'R', 'Attack, Projectile, Melee, Strike, Fire'],
  ['Vitality', 'R', 'Aura, Spell, AoE'],
  ['Determination', 'R', 'Aura, Spell, AoE'],
  ['Tornado Shot', 'G', 'Attack, Projectile, Bow'],
  ['Lightning Arrow', 'G', 'Attack, AoE, Projectile, Bow, Lightning'],
  ['Blade Vortex', 'G', 'Spell, AoE, Physical, Duration'],
  ['Frenzy', 'G', 'Attack, Melee, Strike, Projectile, Bow'],
  ['Grace', 'G', 'Aura, Spell, AoE'],
  ['Haste', 'G', 'Aura, Spell, AoE'],
  ['Fireball', 'B', 'Spell, Projectile, AoE, Fire'],
  ['Arc', 'B', 'Spell, Chaining, Lightning'],
  ['Freezing Pulse', 'B', 'Spell, Projectile, Cold'],
  ['Essence Drain', 'B', 'Spell, Projectile, Duration, Chaos'],
  ['Clarity', 'B', 'Aura, Spell, AoE'],
  ['Discipline', 'B', 'Aura, Spell, AoE'],
  ['Enlighten Support', 'B', 'Support, Exceptional'],
  ['Empower Support', 'R', 'Support, Exceptional'],
  ['Multistrike Support', 'R', 'Attack, Melee, Support'],
  ['Greater Multiple Projectiles Support', 'G', 'Projectile, Support'],
  ['Spell Echo Support', 'B', 'Spell, Support'],
] as const) {
  const support = name.endsWith(' Support');
  add(
    name,
    oneCell(
      'gem',
      support ? 'Support Gems' : 'Skill Gems',
      support ? '2DItems/Gems/Support' : '2DItems/Gems',
      camel(name.replace(/ Support$/, '')),
      { gemColour: colour, gemTags: tags, ...(support ? { support: true } : {}) },
    ),
  );
}

// Maps.
for (const name of ['Strand Map', 'Tower Map', 'Crimson Temple Map', 'Dunes Map']) {
  add(name, oneCell('map', 'Maps', '2DItems/Maps/Atlas2Maps/New', camel(name.replace(/ Map$/, ''))));
}

// Equipment.
function gear(folder: string, itemClass: string, w: number, h: number, entries: [string, number, string[]?][]): void {
  for (const [name, requiredLevel, implicitMods] of entries) {
    add(name, {
      category: 'gear',
      itemClass,
      folder,
      art: camel(name),
      w,
      h,
      requiredLevel,
      ...(implicitMods ? { implicitMods } : {}),
    });
  }
}
gear('2DItems/Rings', 'Rings', 1, 1, [
  ['Two-Stone Ring', 20, ['+14% to Fire and Cold Resistances']],
  ['Gold Ring', 20, ['12% increased Rarity of Items found']],
  ['Diamond Ring', 20, ['25% increased Global Critical Strike Chance']],
  ['Vermillion Ring', 32, ['6% increased maximum Life']],
  ['Cerulean Ring', 32, ['6% increased maximum Mana']],
  ['Iolite Ring', 32, ['+14% to Chaos Resistance']],
]);
gear('2DItems/Amulets', 'Amulets', 1, 1, [
  ['Onyx Amulet', 20, ['+14 to all Attributes']],
  ['Paua Amulet', 5, ['32% increased Mana Regeneration Rate']],
  ['Jade Amulet', 5, ['+24 to Dexterity']],
  ['Lapis Amulet', 5, ['+24 to Intelligence']],
  ['Simplex Amulet', 32, []],
  ['Astrolabe Amulet', 32, []],
]);
gear('2DItems/Belts', 'Belts', 2, 1, [
  ['Leather Belt', 8, ['+31 to maximum Life']],
  ['Heavy Belt', 8, ['+28 to Strength']],
  ['Stygian Vise', 64, ['Has 1 Abyssal Socket']],
]);
gear('2DItems/Armours/BodyArmours', 'Body Armours', 2, 3, [
  ['Simple Robe', 1],
  ['Sacrificial Garb', 72],
  ['Crusader Plate', 59],
  ['Triumphant Lamellar', 69],
  ['Blue Dragonscale', 63],
  ['Glorious Plate', 68],
  ["Occultist's Vestment", 62],
  ['Sadist Garb', 68],
  ['Astral Plate', 62, ['+10% to all Elemental Resistances']],
  ['Vaal Regalia', 68],
]);
gear('2DItems/Armours/Helmets', 'Helmets', 2, 2, [
  ['Leather Cap', 1],
  ['Hubris Circlet', 69],
  ['Eternal Burgonet', 69],
]);
gear('2DItems/Armours/Boots', 'Boots', 2, 2, [
  ['Wool Shoes', 1],
  ['Slink Boots', 69],
  ['Soldier Boots', 49],
  ['Bronzescale Boots', 18],
  ['Sorcerer Boots', 67],
  ['Two-Toned Boots', 70, ['+12% to Fire and Lightning Resistances']],
]);
gear('2DItems/Armours/Gloves', 'Gloves', 2, 2, [
  ['Vaal Gauntlets', 63],
  ['Spiked Gloves', 70, ['16% increased Melee Damage']],
]);
gear('2DItems/Armours/Shields', 'Shields', 2, 4, [['Pinnacle Tower Shield', 70]]);
gear('2DItems/Weapons/TwoHandWeapons/Bows', 'Bows', 2, 4, [
  ['Imperial Bow', 66, ['(20-24)% increased Elemental Damage with Attack Skills']],
]);
gear('2DItems/Weapons/TwoHandWeapons/TwoHandAxes', 'Two Hand Axes', 2, 4, [['Vaal Axe', 64]]);
gear('2DItems/Weapons/OneHandWeapons/Wands', 'Wands', 1, 3, [
  ['Driftwood Wand', 1, ['(8-12)% increased Spell Damage']],
  ['Imbued Wand', 59, ['(33-37)% increased Spell Damage']],
]);
gear('2DItems/Weapons/OneHandWeapons/Sceptres', 'Sceptres', 2, 3, [
  ['Void Sceptre', 68, ['40% increased Elemental Damage']],
]);
gear('2DItems/Weapons/OneHandWeapons/OneHandSwords', 'Thrusting One Hand Swords', 1, 4, [
  ['Jewelled Foil', 68, ['+25% to Global Critical Strike Multiplier']],
]);

for (const [name, itemClass] of [
  ['Amethyst Flask', 'Utility Flasks'],
  ['Quicksilver Flask', 'Utility Flasks'],
  ['Divine Life Flask', 'Life Flasks'],
] as const) {
  add(name, {
    category: 'flask',
    itemClass,
    folder: '2DItems/Flasks',
    art: camel(name),
    w: 1,
    h: 2,
    requiredLevel: 20,
  });
}
for (const name of ['Cobalt Jewel', 'Crimson Jewel', 'Viridian Jewel']) {
  add(name, oneCell('jewel', 'Jewels', '2DItems/Jewels', camel(name)));
}

// Rogue's equipment (Heist).
for (const [name, itemClass, folder, w, h] of [
  ['Torn Cloak', 'Heist Cloaks', '2DItems/Heist/HeistCloak', 2, 2],
  ['Hooded Cloak', 'Heist Cloaks', '2DItems/Heist/HeistCloak', 2, 2],
  ['Silver Brooch', 'Heist Brooches', '2DItems/Heist/HeistBrooch', 1, 1],
  ['Golden Brooch', 'Heist Brooches', '2DItems/Heist/HeistBrooch', 1, 1],
  ['Rough Sharpening Stone', 'Heist Gear', '2DItems/Heist/HeistGear', 2, 2],
  ['Fine Lockpick', 'Heist Tools', '2DItems/Heist/HeistTool', 1, 2],
  ['Essential Keyring', 'Heist Tools', '2DItems/Heist/HeistTool', 1, 2],
] as const) {
  add(name, { category: 'heist-gear', itemClass, folder, art: camel(name), w, h, requiredLevel: 10 });
}

/** Unique names the simulator knows, with their base type and art. */
export const UNIQUES: Record<string, { baseType: string; art: string }> = {};
for (const [name, baseType] of [
  ["Berek's Grip", 'Two-Stone Ring'],
  ["Berek's Pass", 'Two-Stone Ring'],
  ["Berek's Respite", 'Two-Stone Ring'],
  ["Atziri's Foible", 'Paua Amulet'],
  ["Atziri's Step", 'Slink Boots'],
  ["Atziri's Disfavour", 'Vaal Axe'],
  ["Atziri's Promise", 'Amethyst Flask'],
  ["Atziri's Acuity", 'Vaal Gauntlets'],
  ["Atziri's Splendour", 'Sacrificial Garb'],
  ["Lioneye's Glare", 'Imperial Bow'],
  ["Lioneye's Remorse", 'Pinnacle Tower Shield'],
  ["Lioneye's Vision", 'Crusader Plate'],
  ["Lioneye's Paws", 'Bronzescale Boots'],
  ["Lioneye's Fall", 'Onyx Amulet'],
  ['Goldrim', 'Leather Cap'],
  ['Wanderlust', 'Wool Shoes'],
  ['Tabula Rasa', 'Simple Robe'],
  ['Lifesprig', 'Driftwood Wand'],
  ['Headhunter', 'Leather Belt'],
  ['Mageblood', 'Heavy Belt'],
  ['Ashes of the Stars', 'Onyx Amulet'],
  ["Kaom's Heart", 'Glorious Plate'],
  ["Shavronne's Wrappings", "Occultist's Vestment"],
  ["Inpulsa's Broken Heart", 'Sadist Garb'],
  ["Replica Farrul's Fur", 'Triumphant Lamellar'],
  ["Replica Dragonfang's Flight", 'Onyx Amulet'],
  ["Replica Alberon's Warpath", 'Soldier Boots'],
  ["Replica Hyrri's Truth", 'Jade Amulet'],
  ['Replica Eternity Shroud', 'Blue Dragonscale'],
  ['Perseverance', 'Vanguard Belt'],
  ['Thread of Hope', 'Crimson Jewel'],
] as const) {
  UNIQUES[name] = { baseType, art: camel(name.replace(/^Replica /, '')) + (name.startsWith('Replica ') ? 'Alt' : '') };
}
add('Vanguard Belt', {
  category: 'gear',
  itemClass: 'Belts',
  folder: '2DItems/Belts',
  art: 'VanguardBelt',
  w: 2,
  h: 1,
  requiredLevel: 78,
});

export function findBase(baseType: string): ItemBase | undefined {
  return BASES[baseType];
}

export function listBaseTypes(): string[] {
  return Object.keys(BASES);
}
