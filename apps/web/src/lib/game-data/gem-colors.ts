/**
 * Gem colours for poe1 (docs/domain.md §2: gem and ladder skill colours, strength red, dexterity green,
 * intelligence blue, others white). The game's full list has hundreds of gems and changes every league; this
 * is a deliberately PARTIAL list of well-known gems per attribute, typed from public game facts. A gem that is
 * not listed counts as colourless: its name shows in the normal text colour, and the Gems tab also reads the
 * colour from a sub-category's name ("Red Gems", "Strength Gems", …) before giving up.
 */
export type GemColor = 'red' | 'green' | 'blue' | 'white';

const RED = [
  'Ancestral Protector',
  'Ancestral Warchief',
  'Boneshatter',
  'Cleave',
  'Determination',
  'Earthquake',
  'Earthshatter',
  'Enduring Cry',
  'Flesh and Stone',
  'Glacial Hammer',
  'Ground Slam',
  'Heavy Strike',
  'Herald of Ash',
  'Ice Crash',
  'Infernal Blow',
  'Leap Slam',
  'Molten Strike',
  'Pride',
  'Purity of Fire',
  'Rage Vortex',
  'Summon Flame Golem',
  'Summon Stone Golem',
  'Sunder',
  'Tectonic Slam',
  'Vitality',
  'Volcanic Fissure',
  'Brutality Support',
  'Fortify Support',
  'Melee Physical Damage Support',
  'Multistrike Support',
  'Pulverise Support',
  'Ruthless Support',
  'Melee Splash Support',
  'Added Fire Damage Support',
  'Empower Support',
];

const GREEN = [
  'Barrage',
  'Blade Vortex',
  'Blink Arrow',
  'Caustic Arrow',
  'Cobra Lash',
  'Double Strike',
  'Dual Strike',
  'Elemental Hit',
  'Ethereal Knives',
  'Flicker Strike',
  'Frost Blades',
  'Grace',
  'Haste',
  'Hatred',
  'Herald of Ice',
  'Ice Shot',
  'Lightning Arrow',
  'Lightning Strike',
  'Mirror Arrow',
  'Pestilent Strike',
  'Precision',
  'Puncture',
  'Purity of Ice',
  'Rain of Arrows',
  'Spectral Throw',
  'Split Arrow',
  'Summon Ice Golem',
  'Tornado Shot',
  'Toxic Rain',
  'Viper Strike',
  'Whirling Blades',
  'Added Cold Damage Support',
  'Faster Attacks Support',
  'Greater Multiple Projectiles Support',
  'Mirage Archer Support',
  'Vicious Projectiles Support',
  'Blood Rage',
  'Frenzy',
  'Enhance Support',
];

const BLUE = [
  'Arc',
  'Ball Lightning',
  'Bane',
  'Clarity',
  'Cold Snap',
  'Conductivity',
  'Contagion',
  'Despair',
  'Discipline',
  'Elemental Weakness',
  'Enfeeble',
  'Essence Drain',
  'Fireball',
  'Firestorm',
  'Flame Dash',
  'Flammability',
  'Freezing Pulse',
  'Frostbite',
  'Frostbolt',
  'Frostblink',
  'Herald of Thunder',
  'Malevolence',
  'Purity of Lightning',
  'Raise Spectre',
  'Raise Zombie',
  'Spark',
  'Storm Brand',
  'Summon Raging Spirit',
  'Summon Skeletons',
  'Temporal Chains',
  'Vortex',
  'Wrath',
  'Zealotry',
  'Added Lightning Damage Support',
  'Controlled Destruction Support',
  'Elemental Focus Support',
  'Faster Casting Support',
  'Increased Critical Strikes Support',
  'Inspiration Support',
  'Minion Damage Support',
  'Spell Echo Support',
  'Enlighten Support',
];

const WHITE = ['Portal', 'Detonate Mines'];

const BY_NAME = new Map<string, GemColor>(
  (
    [
      ['red', RED],
      ['green', GREEN],
      ['blue', BLUE],
      ['white', WHITE],
    ] as const
  ).flatMap(([color, names]) => names.map((name) => [name.toLowerCase(), color] as const)),
);

/** The gem's colour, or undefined when the partial list does not know it. A "Vaal " prefix is ignored. */
export function gemColor(name: string): GemColor | undefined {
  const key = name.trim().toLowerCase();
  return BY_NAME.get(key) ?? BY_NAME.get(key.replace(/^vaal /, ''));
}

/** How many gems the list knows per colour (shown next to the Gems filter so its reach is honest). */
export const GEM_COLOR_COUNTS: Record<GemColor, number> = {
  red: RED.length,
  green: GREEN.length,
  blue: BLUE.length,
  white: WHITE.length,
};

/** Reads a colour from a category name such as "Red Gems" or "Intelligence Gems". */
export function colorFromCategoryName(name: string): GemColor | undefined {
  const lower = name.toLowerCase();
  if (/\b(red|strength|str)\b/.test(lower)) return 'red';
  if (/\b(green|dexterity|dex)\b/.test(lower)) return 'green';
  if (/\b(blue|intelligence|int)\b/.test(lower)) return 'blue';
  if (/\b(white|colourless|colorless)\b/.test(lower)) return 'white';
  return undefined;
}
