/**
 * What we keep of a polled character (pure): which character of a player counts for the event, its main
 * skill, ascendancy points and pantheon, and the fingerprint of its equipment.
 */
import { createHash } from 'node:crypto';
import type { PoeCharacter, PoeCharacterSummary } from '../../providers/poe/poe.mapper';

/** The highest-level character in the event's league (most experience breaks a tie), if any. */
export function pickEventCharacter(
  characters: readonly PoeCharacterSummary[],
  league: string,
): PoeCharacterSummary | undefined {
  return characters
    .filter((character) => character.league === league && !character.deleted && !character.expired)
    .sort((a, b) => b.level - a.level || b.experience - a.experience || a.name.localeCompare(b.name))[0];
}

type Gem = { name: string; support: boolean; group: number };

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/** Gems socketed in an item with the link group of their socket (PoE1: supports in the same group apply). */
function gemsOf(item: unknown): Gem[] {
  const record = asRecord(item);
  const socketed = Array.isArray(record?.socketedItems) ? record.socketedItems : [];
  const sockets = Array.isArray(record?.sockets) ? record.sockets : [];
  return socketed.flatMap((gem) => {
    const gemRecord = asRecord(gem);
    const name =
      typeof gemRecord?.typeLine === 'string'
        ? gemRecord.typeLine
        : typeof gemRecord?.baseType === 'string'
          ? gemRecord.baseType
          : '';
    if (!gemRecord || !name || gemRecord.frameType !== 4) return [];
    const socketIndex = typeof gemRecord.socket === 'number' ? gemRecord.socket : -1;
    const group = asRecord(sockets[socketIndex])?.group;
    return [{ name, support: gemRecord.support === true, group: typeof group === 'number' ? group : socketIndex }];
  });
}

/**
 * The main skill: the active gem with the most supports linked to it (first in equipment order on a tie).
 * PoE2 characters carry gems in `skills`, each skill with its supports socketed into it.
 */
export function mainSkill(character: Pick<PoeCharacter, 'equipment' | 'skills'>): string {
  let best = { name: '', supports: -1 };
  for (const item of character.equipment) {
    const gems = gemsOf(item);
    for (const gem of gems) {
      if (gem.support) continue;
      const supports = gems.filter((other) => other.support && other.group === gem.group).length;
      if (supports > best.supports) best = { name: gem.name, supports };
    }
  }
  for (const skill of character.skills) {
    const record = asRecord(skill);
    const name = typeof record?.typeLine === 'string' ? record.typeLine : '';
    const supports = Array.isArray(record?.socketedItems) ? record.socketedItems.length : 0;
    if (name && supports > best.supports) best = { name, supports };
  }
  return best.name;
}

export type CharacterRecord = {
  id: string;
  name: string;
  level: number;
  experience: number;
  characterClass: string;
  ascendancy: string;
  ascendancyPoints: number;
  mainSkill: string;
  pantheon: boolean;
};

/**
 * @param ascendancyNodes passive hashes that are ascendancy nodes: each allocated one is an ascendancy point.
 */
export function toCharacterRecord(character: PoeCharacter, ascendancyNodes: ReadonlySet<number>): CharacterRecord {
  return {
    id: character.id,
    name: character.name,
    level: character.level,
    experience: character.experience,
    characterClass: character.class,
    ascendancy: character.passives.alternateAscendancy ?? character.class,
    ascendancyPoints: character.passives.hashes.filter((hash) => ascendancyNodes.has(hash)).length,
    mainSkill: mainSkill(character),
    pantheon: Boolean(character.passives.pantheonMajor && character.passives.pantheonMinor),
  };
}

/**
 * A fingerprint of what the character wears: the ids of its equipped items, their socketed gems, its jewels and
 * (PoE2) its skill gems with the supports socketed into them, in any order. Items keep their id while they stay
 * put, so a new fingerprint means a swap.
 */
export function equipmentHash(character: Pick<PoeCharacter, 'equipment' | 'jewels' | 'skills'>): string {
  const ids: string[] = [];
  for (const item of [...character.equipment, ...character.jewels, ...character.skills]) {
    const record = asRecord(item);
    if (typeof record?.id === 'string') ids.push(record.id);
    const socketed = Array.isArray(record?.socketedItems) ? record.socketedItems : [];
    for (const gem of socketed) {
      const id = asRecord(gem)?.id;
      if (typeof id === 'string') ids.push(id);
    }
  }
  return createHash('sha256').update(ids.sort().join(',')).digest('base64url').slice(0, 22);
}
