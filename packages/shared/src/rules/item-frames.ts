/**
 * The game's item frames in `frameType` order (docs/external-services.md §1.6): `id` is the name the newer
 * `frameTypeId` field sends instead of the number (compared without regard to case), `label` is how the site
 * writes it.
 */
export const ITEM_FRAMES = [
  { id: 'Normal', label: 'Normal' },
  { id: 'Magic', label: 'Magic' },
  { id: 'Rare', label: 'Rare' },
  { id: 'Unique', label: 'Unique' },
  { id: 'Gem', label: 'Gem' },
  { id: 'Currency', label: 'Currency' },
  { id: 'DivinationCard', label: 'Divination card' },
  { id: 'Quest', label: 'Quest' },
  { id: 'Prophecy', label: 'Prophecy' },
  { id: 'Foil', label: 'Foil' },
  { id: 'SupporterFoil', label: 'Supporter foil' },
  { id: 'Necropolis', label: 'Necropolis' },
  { id: 'Gold', label: 'Gold' },
  { id: 'BreachSplinter', label: 'Breach splinter' },
] as const;

export type ItemFrameLabel = (typeof ITEM_FRAMES)[number]['label'];
