import { deflateSync } from 'node:zlib';
import { z } from 'zod';
import type { ApiName } from '../faults/fault-rules';
import type { Route, SimResponse } from '../http/router';
import { baseClassOf } from '../poe/characters';
import { SeededRandom } from '../seeded-random';

/**
 * A headless Path of Building behind HTTP, as the community runs it next to event sites: POST a character
 * as the PoE API returns it (`GET /character/{name}`'s `character` object) and get the build export back as
 * text — base64url of zlib-deflated Path of Building XML with the calculated `<PlayerStat>` lines.
 * Path of Building for Path of Exile 2 is another program, served as its own API (`pobPoe2`): it takes PoE2
 * characters (gems in `skills`, not in item sockets) and answers a `<PathOfBuilding2>` export with PoE2's
 * classes and its spirit; each service refuses the other game's characters.
 *
 * Nothing here is Path of Building's maths: the numbers are invented but believable, grow with level and
 * gear, and are the same for the same character and equipment (seeded by the character id), so demo ladders
 * look alive and tests can compare exact values.
 */

const CharacterSchema = z.object({
  id: z.string().min(1).max(128),
  name: z.string().max(64).optional(),
  class: z.string().min(1).max(64),
  level: z.number().int().min(1).max(100),
  realm: z.string().max(16).optional(),
  equipment: z.array(z.unknown()).max(200).optional(),
  /** PoE2: skill gems with their supports socketed into them. */
  skills: z.array(z.unknown()).max(200).optional(),
  passives: z
    .object({ hashes: z.array(z.number()).max(2_000).optional() })
    .loose()
    .optional(),
});
type Character = z.infer<typeof CharacterSchema>;

/** What differs between Path of Building for each game: the characters it takes and the export it writes. */
type Game = {
  api: ApiName;
  realm: 'pc' | 'poe2';
  /** The export's root element, its `targetVersion` and its tree's version. */
  root: string;
  targetVersion: string;
  treeVersion: string;
  /** Base classes whose defences lean on energy shield, armour or evasion (Path of Building's usual pictures). */
  energyShield: ReadonlySet<string>;
  armour: ReadonlySet<string>;
  evasion: ReadonlySet<string>;
};

const GAMES: Record<'poe1' | 'poe2', Game> = {
  poe1: {
    api: 'pob',
    realm: 'pc',
    root: 'PathOfBuilding',
    targetVersion: '3_0',
    treeVersion: '3_25',
    energyShield: new Set(['Witch', 'Templar', 'Shadow']),
    armour: new Set(['Marauder', 'Duelist', 'Templar']),
    evasion: new Set(['Ranger', 'Shadow', 'Duelist']),
  },
  poe2: {
    api: 'pobPoe2',
    realm: 'poe2',
    root: 'PathOfBuilding2',
    targetVersion: '0_1',
    treeVersion: '0_2',
    energyShield: new Set(['Witch', 'Sorceress', 'Monk', 'Druid']),
    armour: new Set(['Warrior', 'Mercenary', 'Druid']),
    evasion: new Set(['Ranger', 'Huntress', 'Mercenary', 'Monk']),
  },
};

const RARITY_WEIGHT = [0.6, 0.8, 1, 1.25] as const;
const INFINITE_EHP = 2_147_483_647;

export function pobRoutes(seed: number): Route[] {
  return Object.values(GAMES).map((game): Route => ({
    api: game.api,
    method: 'POST',
    pattern: '/',
    handler: (request): SimResponse => {
      let body: unknown;
      try {
        body = JSON.parse(request.body);
      } catch {
        return text(400, 'The body must be a character as JSON');
      }
      const character = CharacterSchema.safeParse(body);
      if (!character.success) return text(400, `Not a character: ${z.prettifyError(character.error)}`);
      // A character of the other game is one this program cannot read (older API answers name no realm).
      const realm = character.data.realm;
      if (realm !== undefined && (realm === 'poe2') !== (game.realm === 'poe2'))
        return text(400, `This Path of Building does not calculate characters of realm ${realm}`);
      return text(200, buildExport(seed, character.data, game));
    },
  }));
}

function text(status: number, body: string): SimResponse {
  return { status, text: body, contentType: 'text/plain; charset=utf-8' };
}

type Gear = { power: number; items: number; links: number; gems: { name: string; support: boolean; item: number }[] };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function gemOf(value: unknown, item: number): Gear['gems'][number] | undefined {
  const fields = record(value);
  const name = typeof fields.typeLine === 'string' ? fields.typeLine : '';
  return name ? { name, support: fields.support === true, item } : undefined;
}

/**
 * What the equipment adds up to: each item by rarity and item level, the longest link, socketed gems. PoE2
 * gems sit in `skills` instead, each with its supports: a skill is a group, its supports its links.
 */
function gearOf(character: Character): Gear {
  const gear: Gear = { power: 0, items: 0, links: 0, gems: [] };
  const equipment = character.equipment ?? [];
  (character.skills ?? []).forEach((value, index) => {
    const socketed: unknown = record(value).socketedItems;
    const group = [value, ...(Array.isArray(socketed) ? (socketed as unknown[]) : [])].flatMap(
      (gem) => gemOf(gem, equipment.length + index) ?? [],
    );
    gear.links = Math.max(gear.links, group.length);
    gear.gems.push(...group);
  });
  equipment.forEach((value, index) => {
    const item = record(value);
    const frame = typeof item.frameType === 'number' ? item.frameType : 0;
    const ilvl = typeof item.ilvl === 'number' ? Math.min(100, Math.max(1, item.ilvl)) : 1;
    gear.items += 1;
    gear.power += (RARITY_WEIGHT[frame] ?? 1) * (0.3 + ilvl / 100);
    const groups = new Map<number, number>();
    for (const socket of Array.isArray(item.sockets) ? item.sockets : []) {
      const group = record(socket).group;
      if (typeof group === 'number') groups.set(group, (groups.get(group) ?? 0) + 1);
    }
    gear.links = Math.max(gear.links, ...groups.values());
    for (const gem of Array.isArray(item.socketedItems) ? item.socketedItems : []) {
      const found = gemOf(gem, index);
      if (found) gear.gems.push(found);
    }
  });
  return gear;
}

type Stats = Record<string, number>;

function calculate(seed: number, character: Character, gear: Gear, game: Game): Stats {
  const random = SeededRandom.for(seed, 'pob-build', character.id);
  const baseClass = baseClassOf(game.realm, character.class);
  const level = character.level;
  // Each build has its own leaning, fixed for the character: how hard it hits, how much it can take.
  const offence = 0.6 + random.next();
  const defence = 0.7 + random.next() * 0.7;
  const damageOverTime = random.chance(0.3);
  const unkillable = random.chance(0.05);
  const gearFactor = 1 + gear.power * (1 + gear.links / 6);

  const life = Math.round((38 + 12 * level) * (1 + gear.power * 0.08) * (game.energyShield.has(baseClass) ? 0.8 : 1.1));
  const energyShield = game.energyShield.has(baseClass) ? Math.round(level * 14 * defence * (1 + gear.power * 0.1)) : 0;
  const mana = Math.round(34 + 6 * level);
  const armour = game.armour.has(baseClass) ? Math.round(level * 120 * defence * (1 + gear.power * 0.1)) : level * 10;
  const evasion = game.evasion.has(baseClass) ? Math.round(level * 150 * defence * (1 + gear.power * 0.1)) : level * 12;
  // The campaign takes 30 % of every elemental resistance after act 5 and 60 % after act 10 (level ≈ 68).
  const penalty = level >= 68 ? -60 : level >= 40 ? -30 : 0;
  const resistance = () => Math.min(75, penalty + Math.round(gear.power * random.int(10, 30)));
  const fire = resistance();
  const cold = resistance();
  const lightning = resistance();
  const chaos = Math.min(75, penalty + Math.round(gear.power * random.int(0, 12)));
  const pool = life + energyShield;
  const maxHit = (resist: number) => Math.round(pool / (1 - Math.min(resist, 75) / 100));
  const hit = Math.round(Math.max(5, level ** 2.4 * gearFactor * offence));
  const dot = damageOverTime ? Math.round(hit * (1.2 + random.next())) : Math.round(hit * 0.05);
  const stats: Stats = {
    AverageHit: Math.round(hit / 1.8),
    Speed: 1.8,
    TotalDPS: hit,
    TotalDotDPS: dot,
    CombinedDPS: Math.max(hit, dot) + Math.round(Math.min(hit, dot) * 0.5),
    CritChance: Math.round(5 + random.next() * 60),
    Life: life,
    EnergyShield: energyShield,
    Mana: mana,
    Armour: armour,
    Evasion: evasion,
    FireResist: fire,
    ColdResist: cold,
    LightningResist: lightning,
    ChaosResist: chaos,
    PhysicalMaximumHitTaken: Math.round(pool * (1 + armour / 20_000)),
    FireMaximumHitTaken: maxHit(fire),
    ColdMaximumHitTaken: maxHit(cold),
    LightningMaximumHitTaken: maxHit(lightning),
    ChaosMaximumHitTaken: Math.round(life / (1 - Math.min(chaos, 75) / 100)),
    TotalEHP: unkillable && level >= 85 ? INFINITE_EHP : Math.round(pool * (2 + defence * 3)),
    EffectiveMovementSpeedMod: Math.round((1 + random.next() * 0.35) * 100) / 100,
  };
  if (game.realm === 'poe2') {
    // Spirit: 30 and 30 from the campaign's first bosses, 40 more later, and some on gear (sceptres, armour).
    stats.Spirit =
      (level >= 20 ? 30 : 0) + (level >= 40 ? 30 : 0) + (level >= 60 ? 40 : 0) + Math.round(gear.power * 8);
  }
  return stats;
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The build export of a character: Path of Building's XML shape, deflated and base64url-encoded. */
export function buildExport(seed: number, character: Character, game: Game): string {
  const gear = gearOf(character);
  const stats = calculate(seed, character, gear, game);
  const baseClass = baseClassOf(game.realm, character.class);
  const ascendancy = baseClass === character.class ? 'None' : character.class;
  // The main socket group: the item with the most gems that holds an active one.
  const items = [...new Set(gear.gems.map((gem) => gem.item))]
    .map((item) => gear.gems.filter((gem) => gem.item === item))
    .filter((gems) => gems.some((gem) => !gem.support))
    .sort((a, b) => b.length - a.length);
  const skills = items
    .map(
      (gems) =>
        `\t\t\t<Skill enabled="true" mainActiveSkill="1">\n${gems
          .map(
            (gem) =>
              `\t\t\t\t<Gem nameSpec="${escape(gem.name)}" skillId="${gem.support ? 'Support' : ''}${escape(gem.name.replace(/\W/g, ''))}" level="20" quality="0" enabled="true"/>\n`,
          )
          .join('')}\t\t\t</Skill>\n`,
    )
    .join('');
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${game.root}>`,
    `\t<Build level="${character.level}" targetVersion="${game.targetVersion}" className="${escape(baseClass)}" ascendClassName="${escape(ascendancy)}" mainSocketGroup="1" viewMode="TREE">`,
    ...Object.entries(stats).map(([stat, value]) => `\t\t<PlayerStat stat="${stat}" value="${value}"/>`),
    '\t</Build>',
    '\t<Skills activeSkillSet="1">',
    `\t\t<SkillSet id="1">\n${skills}\t\t</SkillSet>`,
    '\t</Skills>',
    `\t<Tree activeSpec="1"><Spec treeVersion="${game.treeVersion}" nodes="${(character.passives?.hashes ?? []).join(',')}"/></Tree>`,
    '\t<Notes>Calculated by the provider simulator</Notes>',
    `</${game.root}>`,
  ].join('\n');
  return deflateSync(Buffer.from(xml, 'utf8')).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}
