import { deflateSync } from 'node:zlib';
import { z } from 'zod';
import type { Route, SimResponse } from '../http/router';
import { BASE_CLASS } from '../poe/characters';
import { SeededRandom } from '../seeded-random';

/**
 * A headless Path of Building behind HTTP, as the community runs it next to event sites: POST a character
 * as the PoE API returns it (`GET /character/{name}`'s `character` object) and get the build export back as
 * text — base64url of zlib-deflated Path of Building XML with the calculated `<PlayerStat>` lines.
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
  equipment: z.array(z.unknown()).max(200).optional(),
  passives: z
    .object({ hashes: z.array(z.number()).max(2_000).optional() })
    .loose()
    .optional(),
});
type Character = z.infer<typeof CharacterSchema>;

/** Classes whose defences lean on energy shield, armour or evasion (Path of Building's usual pictures). */
const ENERGY_SHIELD_CLASSES = new Set(['Witch', 'Templar', 'Shadow']);
const ARMOUR_CLASSES = new Set(['Marauder', 'Duelist', 'Templar']);
const EVASION_CLASSES = new Set(['Ranger', 'Shadow', 'Duelist']);
const RARITY_WEIGHT = [0.6, 0.8, 1, 1.25] as const;
const INFINITE_EHP = 2_147_483_647;

export function pobRoutes(seed: number): Route[] {
  return [
    {
      api: 'pob',
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
        return text(200, buildExport(seed, character.data));
      },
    },
  ];
}

function text(status: number, body: string): SimResponse {
  return { status, text: body, contentType: 'text/plain; charset=utf-8' };
}

type Gear = { power: number; items: number; links: number; gems: { name: string; support: boolean; item: number }[] };

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

/** What the equipment adds up to: each item by rarity and item level, the longest link, socketed gems. */
function gearOf(equipment: readonly unknown[]): Gear {
  const gear: Gear = { power: 0, items: 0, links: 0, gems: [] };
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
      const fields = record(gem);
      const name = typeof fields.typeLine === 'string' ? fields.typeLine : '';
      if (name) gear.gems.push({ name, support: fields.support === true, item: index });
    }
  });
  return gear;
}

type Stats = Record<string, number>;

function calculate(seed: number, character: Character, gear: Gear): Stats {
  const random = SeededRandom.for(seed, 'pob-build', character.id);
  const baseClass = BASE_CLASS[character.class] ?? character.class;
  const level = character.level;
  // Each build has its own leaning, fixed for the character: how hard it hits, how much it can take.
  const offence = 0.6 + random.next();
  const defence = 0.7 + random.next() * 0.7;
  const damageOverTime = random.chance(0.3);
  const unkillable = random.chance(0.05);
  const gearFactor = 1 + gear.power * (1 + gear.links / 6);

  const life = Math.round(
    (38 + 12 * level) * (1 + gear.power * 0.08) * (ENERGY_SHIELD_CLASSES.has(baseClass) ? 0.8 : 1.1),
  );
  const energyShield = ENERGY_SHIELD_CLASSES.has(baseClass)
    ? Math.round(level * 14 * defence * (1 + gear.power * 0.1))
    : 0;
  const mana = Math.round(34 + 6 * level);
  const armour = ARMOUR_CLASSES.has(baseClass)
    ? Math.round(level * 120 * defence * (1 + gear.power * 0.1))
    : level * 10;
  const evasion = EVASION_CLASSES.has(baseClass)
    ? Math.round(level * 150 * defence * (1 + gear.power * 0.1))
    : level * 12;
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
  return {
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
}

function escape(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The build export of a character: Path of Building's XML shape, deflated and base64url-encoded. */
export function buildExport(seed: number, character: Character): string {
  const gear = gearOf(character.equipment ?? []);
  const stats = calculate(seed, character, gear);
  const baseClass = BASE_CLASS[character.class] ?? character.class;
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
    '<PathOfBuilding>',
    `\t<Build level="${character.level}" targetVersion="3_0" className="${escape(baseClass)}" ascendClassName="${escape(ascendancy)}" mainSocketGroup="1" viewMode="TREE">`,
    ...Object.entries(stats).map(([stat, value]) => `\t\t<PlayerStat stat="${stat}" value="${value}"/>`),
    '\t</Build>',
    '\t<Skills activeSkillSet="1">',
    `\t\t<SkillSet id="1">\n${skills}\t\t</SkillSet>`,
    '\t</Skills>',
    `\t<Tree activeSpec="1"><Spec treeVersion="3_25" nodes="${(character.passives?.hashes ?? []).join(',')}"/></Tree>`,
    '\t<Notes>Calculated by the provider simulator</Notes>',
    '</PathOfBuilding>',
  ].join('\n');
  return deflateSync(Buffer.from(xml, 'utf8')).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}
