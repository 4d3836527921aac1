import { findBase, UNIQUES } from '../poe/item-bases';

/**
 * The items the demo event is about, grouped the way its objective tree is: the server builds the demo
 * event's objectives from this, and the demo scenario (demo-scenario.ts) puts every item here into some
 * team's public stash over the event — except those marked `neverFound`, which no team ever finds.
 */

export type CatalogueItem = {
  /** The unique's name, or the base type for everything else. */
  name: string;
  baseType: string;
  /** The game's item class (e.g. "Rings", "Skill Gems", "Heist Brooches"). */
  itemClass: string;
  /** What an objective should match on: uniques by NAME, everything else by BASE_TYPE. */
  matchOn: 'NAME' | 'BASE_TYPE';
  /** No demo team ever finds this, so its objective stays unfinished. */
  neverFound?: true;
};

export type CatalogueUniqueSet = { name: string; items: CatalogueItem[] };
export type CatalogueCollection = { item: CatalogueItem; required: number };
export type CatalogueDaily = {
  item: CatalogueItem;
  /** Offset from the event start when the daily opens. */
  opensAfterMs: number;
  durationMs: number;
};

export type DemoCatalogue = {
  uniqueSets: CatalogueUniqueSet[];
  gems: { red: CatalogueItem[]; green: CatalogueItem[]; blue: CatalogueItem[] };
  heist: { rogueGear: CatalogueItem[]; experimentalBases: CatalogueItem[]; blueprintUniques: CatalogueItem[] };
  fossils: CatalogueItem[];
  collections: CatalogueCollection[];
  dailies: CatalogueDaily[];
};

const HOUR = 3_600_000;

function itemClassOf(baseType: string): string {
  const base = findBase(baseType);
  if (!base) throw new Error(`Catalogue base type "${baseType}" is unknown to the simulator`);
  return base.itemClass;
}

function unique(name: string, neverFound = false): CatalogueItem {
  const known = UNIQUES[name];
  if (!known) throw new Error(`Catalogue unique "${name}" is unknown to the simulator`);
  return {
    name,
    baseType: known.baseType,
    itemClass: itemClassOf(known.baseType),
    matchOn: 'NAME',
    ...(neverFound ? { neverFound: true } : {}),
  };
}

function base(baseType: string, neverFound = false): CatalogueItem {
  return {
    name: baseType,
    baseType,
    itemClass: itemClassOf(baseType),
    matchOn: 'BASE_TYPE',
    ...(neverFound ? { neverFound: true } : {}),
  };
}

export const DEMO_CATALOGUE: DemoCatalogue = {
  uniqueSets: [
    { name: "Berek's Trio", items: [unique("Berek's Grip"), unique("Berek's Pass"), unique("Berek's Respite")] },
    {
      name: "Lioneye's Arsenal",
      items: [
        unique("Lioneye's Glare"),
        unique("Lioneye's Remorse"),
        unique("Lioneye's Vision"),
        unique("Lioneye's Paws"),
        unique("Lioneye's Fall"),
      ],
    },
    {
      name: "Atziri's Armoury",
      items: [
        unique("Atziri's Foible"),
        unique("Atziri's Step"),
        unique("Atziri's Disfavour"),
        unique("Atziri's Promise"),
        unique("Atziri's Acuity"),
        unique("Atziri's Splendour"),
      ],
    },
    {
      name: 'Starter Kit',
      items: [unique('Goldrim'), unique('Wanderlust'), unique('Tabula Rasa'), unique('Lifesprig')],
    },
    {
      name: 'Chase Uniques',
      items: [unique('Headhunter', true), unique('Mageblood', true), unique('Ashes of the Stars')],
    },
  ],
  gems: {
    red: ['Cleave', 'Ground Slam', 'Sunder', 'Molten Strike', 'Vitality', 'Determination'].map((name) => base(name)),
    green: ['Tornado Shot', 'Lightning Arrow', 'Blade Vortex', 'Frenzy', 'Grace', 'Haste'].map((name) => base(name)),
    blue: [
      ...['Fireball', 'Arc', 'Freezing Pulse', 'Essence Drain', 'Clarity', 'Discipline'].map((name) => base(name)),
      base('Enlighten Support', true),
    ],
  },
  heist: {
    rogueGear: [
      'Torn Cloak',
      'Hooded Cloak',
      'Silver Brooch',
      'Golden Brooch',
      'Rough Sharpening Stone',
      'Fine Lockpick',
    ].map((name) => base(name)),
    experimentalBases: ['Simplex Amulet', 'Astrolabe Amulet', 'Vermillion Ring', 'Cerulean Ring', 'Iolite Ring'].map(
      (name) => base(name),
    ),
    blueprintUniques: [
      unique("Replica Farrul's Fur"),
      unique("Replica Dragonfang's Flight"),
      unique("Replica Alberon's Warpath"),
      unique("Replica Hyrri's Truth"),
      unique('Replica Eternity Shroud', true),
    ],
  },
  fossils: [
    ...['Jagged', 'Dense', 'Frigid', 'Scorched', 'Metallic', 'Pristine', 'Aberrant', 'Bound'].map((word) =>
      base(`${word} Fossil`),
    ),
    base('Fractured Fossil', true),
  ],
  collections: [
    { item: base('Rain of Chaos'), required: 8 },
    { item: base('Humility'), required: 9 },
    { item: base('Her Mask'), required: 12 },
    { item: base('The Doctor', true), required: 8 },
  ],
  dailies: [
    { item: unique("Kaom's Heart"), opensAfterMs: 12 * HOUR, durationMs: 24 * HOUR },
    { item: unique("Shavronne's Wrappings"), opensAfterMs: 36 * HOUR, durationMs: 24 * HOUR },
    { item: unique("Inpulsa's Broken Heart"), opensAfterMs: 60 * HOUR, durationMs: 24 * HOUR },
  ],
};

/** Every catalogue item once, in catalogue order. */
export function listCatalogueItems(catalogue: DemoCatalogue = DEMO_CATALOGUE): CatalogueItem[] {
  return [
    ...catalogue.uniqueSets.flatMap((set) => set.items),
    ...catalogue.gems.red,
    ...catalogue.gems.green,
    ...catalogue.gems.blue,
    ...catalogue.heist.rogueGear,
    ...catalogue.heist.experimentalBases,
    ...catalogue.heist.blueprintUniques,
    ...catalogue.fossils,
    ...catalogue.collections.map((collection) => collection.item),
    ...catalogue.dailies.map((daily) => daily.item),
  ];
}
