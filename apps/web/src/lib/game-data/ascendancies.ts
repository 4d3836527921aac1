import { GAME_CLASSES, type GameVersion } from '@app/shared';

/**
 * The game's classes (from `@app/shared`) with our own colour per base class, chosen to be told apart at a
 * glance; text drawn in them goes through `readableTextColor` so it stays legible in both themes. A name that
 * is neither a class nor an ascendancy of the game version is shown as given, in a neutral colour.
 */
export type ClassInfo = { name: string; color: string; ascendancies: readonly string[] };

const BASE_CLASS_COLORS: Record<string, string> = {
  Marauder: '#c0392b',
  Warrior: '#c0392b',
  Duelist: '#e67e22',
  Mercenary: '#e67e22',
  Ranger: '#27ae60',
  Huntress: '#6a9f2a',
  Shadow: '#17a2b8',
  Monk: '#17a2b8',
  Sorceress: '#3b6fd8',
  Templar: '#8e44ad',
  Scion: '#b8b8b8',
  Druid: '#8d6e4a',
};
/** Witch is blue in poe1 (next to Templar's purple) and purple in poe2 (next to Sorceress's blue). */
const WITCH_COLORS: Record<GameVersion, string> = { poe1: '#3b6fd8', poe2: '#8e44ad' };

export const CLASSES: Record<GameVersion, readonly ClassInfo[]> = {
  poe1: withColors('poe1'),
  poe2: withColors('poe2'),
};

function withColors(game: GameVersion): ClassInfo[] {
  return GAME_CLASSES[game].map((gameClass) => ({
    ...gameClass,
    color: gameClass.name === 'Witch' ? WITCH_COLORS[game] : (BASE_CLASS_COLORS[gameClass.name] ?? '#8a8f98'),
  }));
}

/** Colour for a name we cannot place (neither a class nor an ascendancy of the game version). */
export const UNKNOWN_CLASS_COLOR = '#8a8f98';

export type AscendancyInfo = {
  /** The name as shown: the ascendancy (or base class) name. */
  name: string;
  /** The base class it belongs to, or null when unknown. */
  baseClass: string | null;
  color: string;
};

/** Looks up an ascendancy or base class name (case-insensitive) for a game version. */
export function describeClass(name: string, game: GameVersion): AscendancyInfo {
  const wanted = name.trim().toLowerCase();
  for (const info of CLASSES[game]) {
    if (info.name.toLowerCase() === wanted) return { name: info.name, baseClass: info.name, color: info.color };
    const ascendancy = info.ascendancies.find((candidate) => candidate.toLowerCase() === wanted);
    if (ascendancy) return { name: ascendancy, baseClass: info.name, color: info.color };
  }
  return { name: name.trim() || 'Unknown class', baseClass: null, color: UNKNOWN_CLASS_COLOR };
}

/** Every ascendancy of a game version, for filters. */
export function listAscendancies(game: GameVersion): string[] {
  return CLASSES[game].flatMap((info) => info.ascendancies);
}
