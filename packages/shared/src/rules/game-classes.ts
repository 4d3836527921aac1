import type { GameVersion } from '../enums';

/**
 * Classes and their ascendancies for both game versions (docs/domain.md §3), as public
 * game facts. The server checks a team's allowed classes against this list and the web app offers it in
 * pickers and colours it. Not covered: event-only alternate ascendancies and poe2's internal class ids.
 */
export type GameClass = { name: string; ascendancies: readonly string[] };

export const GAME_CLASSES: Record<GameVersion, readonly GameClass[]> = {
  poe1: [
    { name: 'Marauder', ascendancies: ['Juggernaut', 'Berserker', 'Chieftain'] },
    { name: 'Duelist', ascendancies: ['Slayer', 'Gladiator', 'Champion'] },
    { name: 'Ranger', ascendancies: ['Deadeye', 'Raider', 'Pathfinder', 'Warden'] },
    { name: 'Shadow', ascendancies: ['Assassin', 'Saboteur', 'Trickster'] },
    { name: 'Witch', ascendancies: ['Necromancer', 'Elementalist', 'Occultist'] },
    { name: 'Templar', ascendancies: ['Inquisitor', 'Hierophant', 'Guardian'] },
    { name: 'Scion', ascendancies: ['Ascendant', 'Reliquarian'] },
  ],
  poe2: [
    { name: 'Warrior', ascendancies: ['Titan', 'Warbringer', 'Smith of Kitava'] },
    { name: 'Mercenary', ascendancies: ['Tactician', 'Witchhunter', 'Gemling Legionnaire'] },
    { name: 'Ranger', ascendancies: ['Deadeye', 'Pathfinder'] },
    { name: 'Huntress', ascendancies: ['Amazon', 'Ritualist'] },
    { name: 'Monk', ascendancies: ['Invoker', 'Acolyte of Chayula'] },
    { name: 'Sorceress', ascendancies: ['Stormweaver', 'Chronomancer', 'Disciple of Varashta'] },
    { name: 'Witch', ascendancies: ['Infernalist', 'Blood Mage', 'Lich'] },
    { name: 'Druid', ascendancies: ['Oracle', 'Shaman'] },
  ],
};

/** Every name a character of the game version can have as its class: base classes and ascendancies. */
export function classNamesOf(game: GameVersion): string[] {
  return GAME_CLASSES[game].flatMap((gameClass) => [gameClass.name, ...gameClass.ascendancies]);
}
