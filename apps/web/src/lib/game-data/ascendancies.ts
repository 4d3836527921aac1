import type { GameVersion } from '@app/shared';

/**
 * Classes and their ascendancies for both game versions (spec §3 "Class-to-ascendancy mappings with colours"),
 * as public game facts. The colours are our own palette per base class, chosen to be told apart at a glance;
 * text drawn in them goes through `readableTextColor` so it stays legible in both themes.
 * Not covered (they never appear in our data so far): event-only alternate ascendancies and poe2's internal
 * class ids; such a name is shown as given, in a neutral colour.
 */
export type ClassInfo = { name: string; color: string; ascendancies: readonly string[] };

export const CLASSES: Record<GameVersion, readonly ClassInfo[]> = {
  poe1: [
    { name: 'Marauder', color: '#c0392b', ascendancies: ['Juggernaut', 'Berserker', 'Chieftain'] },
    { name: 'Duelist', color: '#e67e22', ascendancies: ['Slayer', 'Gladiator', 'Champion'] },
    { name: 'Ranger', color: '#27ae60', ascendancies: ['Deadeye', 'Raider', 'Pathfinder', 'Warden'] },
    { name: 'Shadow', color: '#17a2b8', ascendancies: ['Assassin', 'Saboteur', 'Trickster'] },
    { name: 'Witch', color: '#3b6fd8', ascendancies: ['Necromancer', 'Elementalist', 'Occultist'] },
    { name: 'Templar', color: '#8e44ad', ascendancies: ['Inquisitor', 'Hierophant', 'Guardian'] },
    { name: 'Scion', color: '#b8b8b8', ascendancies: ['Ascendant', 'Reliquarian'] },
  ],
  poe2: [
    { name: 'Warrior', color: '#c0392b', ascendancies: ['Titan', 'Warbringer', 'Smith of Kitava'] },
    { name: 'Mercenary', color: '#e67e22', ascendancies: ['Tactician', 'Witchhunter', 'Gemling Legionnaire'] },
    { name: 'Ranger', color: '#27ae60', ascendancies: ['Deadeye', 'Pathfinder'] },
    { name: 'Huntress', color: '#6a9f2a', ascendancies: ['Amazon', 'Ritualist'] },
    { name: 'Monk', color: '#17a2b8', ascendancies: ['Invoker', 'Acolyte of Chayula'] },
    { name: 'Sorceress', color: '#3b6fd8', ascendancies: ['Stormweaver', 'Chronomancer', 'Disciple of Varashta'] },
    { name: 'Witch', color: '#8e44ad', ascendancies: ['Infernalist', 'Blood Mage', 'Lich'] },
    { name: 'Druid', color: '#8d6e4a', ascendancies: ['Oracle', 'Shaman'] },
  ],
};

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
