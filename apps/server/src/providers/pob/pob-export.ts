/**
 * Path of Building build exports (pure): the string is base64url of zlib-deflated XML; what we read of the XML
 * is the `<Build>` element (level, class, ascendancy, its `<PlayerStat stat value>` lines, the main socket
 * group) and the `<Skills>` that name the main skill. Path of Building for PoE2 writes the same shape under a
 * `<PathOfBuilding2>` root, with PoE2's stats (spirit) beside the shared ones; a stat an export lacks reads 0. Everything else in the export (items, tree, notes) is
 * kept as it is in the stored export for the web app's build viewer.
 */
import { deflateSync, inflateSync } from 'node:zlib';

/** Path of Building's EHP for a character nothing can kill; docs/domain.md §2 shows it as "inf". */
export const INFINITE_EHP = 2_147_483_647;
/** Longest export we accept: a levelled character with every item and jewel is well under 100 kB. */
export const MAX_EXPORT_CHARS = 1_000_000;
/** Most XML an export may inflate to: bounds a deliberately tiny, hugely compressible answer. */
const MAX_XML_BYTES = 16 * 1024 * 1024;

export type PobBuild = {
  level: number;
  /** Base class, e.g. `Witch`. */
  className: string;
  /** Ascendancy, or the base class before ascending. */
  ascendancy: string;
  /** The active gem of the build's main socket group ('' when the build has none). */
  mainSkill: string;
};

export type PobStats = {
  /** The highest of the build's DPS figures (hit, combined, full, damage over time, ailments). */
  dps: number;
  /** Effective hit pool; `INFINITE_EHP` when Path of Building finds it unbounded. */
  ehp: number;
  life: number;
  energyShield: number;
  mana: number;
  armour: number;
  evasion: number;
  /** Resistances in percent, after the cap. */
  resistances: { fire: number; cold: number; lightning: number; chaos: number };
  maxHit: { physical: number; fire: number; cold: number; lightning: number; chaos: number };
  /** The smallest of the fire, cold and lightning maximum hits: the element that kills first. */
  elementalMaxHit: number;
  /** Movement speed in percent of the base speed (1.35 in Path of Building → 135). */
  movementSpeed: number;
  /** Path of Exile 2's spirit (what its persistent skills reserve); null when the export has none (PoE1). */
  spirit: number | null;
};

export type DecodedExport = { build: PobBuild; stats: PobStats; bytes: Uint8Array };

export class PobExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PobExportError';
  }
}

/**
 * Path of Building's DPS figures; which one is "the" DPS depends on the build (hits, damage over time,
 * ailments, several skills in Full DPS), so the ladder shows the largest (docs/reference-tracker.md §3.3).
 */
const DPS_STATS = [
  'TotalDPS',
  'CombinedDPS',
  'FullDPS',
  'TotalDotDPS',
  'FullDotDPS',
  'WithBleedDPS',
  'WithIgniteDPS',
  'WithPoisonDPS',
  'PoisonDPS',
  'CullingDPS',
] as const;

/** The stored form: the export's compressed bytes (what the base64url text encodes). */
export function exportBytes(exportString: string): Uint8Array {
  const text = exportString.trim();
  if (text.length === 0) throw new PobExportError('the export is empty');
  if (text.length > MAX_EXPORT_CHARS)
    throw new PobExportError(`the export is longer than ${MAX_EXPORT_CHARS} characters`);
  // Path of Building writes base64 with - and _ for + and /; pastebins hand out either alphabet.
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(text)) throw new PobExportError('the export is not base64');
  return new Uint8Array(Buffer.from(text.replace(/-/g, '+').replace(/_/g, '/'), 'base64'));
}

/** The export string of stored bytes, as Path of Building writes it (base64url with padding). */
export function exportString(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');
}

/** An export of this XML (the simulator's service and tests make their builds this way). */
export function encodeExport(xml: string): string {
  return exportString(deflateSync(Buffer.from(xml, 'utf8')));
}

export function decodePobExport(text: string): DecodedExport {
  return decodeExportBytes(exportBytes(text));
}

/** A stored export (its compressed bytes) read again. */
export function decodeExportBytes(bytes: Uint8Array): DecodedExport {
  let xml: string;
  try {
    xml = inflateSync(bytes, { maxOutputLength: MAX_XML_BYTES }).toString('utf8');
  } catch (error) {
    const tooBig = error instanceof RangeError || (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw new PobExportError(tooBig ? 'the export inflates to more than 16 MiB' : 'the export is not zlib data');
  }
  const { build, stats } = readBuildXml(xml);
  return { build, stats, bytes };
}

type Element = { name: string; attributes: Map<string, string>; selfClosing: boolean };

/** Start tags in document order (end tags, comments, declarations and text skipped), each scanned once. */
function* startTags(xml: string): Generator<Element> {
  let at = xml.indexOf('<');
  while (at !== -1) {
    if (xml.startsWith('<!--', at)) {
      const end = xml.indexOf('-->', at + 4);
      if (end === -1) return;
      at = xml.indexOf('<', end + 3);
      continue;
    }
    const end = xml.indexOf('>', at + 1);
    if (end === -1) return;
    const tag = xml.slice(at + 1, end);
    at = xml.indexOf('<', end + 1);
    const first = tag.charAt(0);
    if (first === '/' || first === '?' || first === '!') continue;
    const name = /^[A-Za-z_][\w.:-]*/.exec(tag)?.[0];
    if (!name) continue;
    const attributes = new Map<string, string>();
    for (const match of tag.slice(name.length).matchAll(/([A-Za-z_][\w.:-]*)\s*=\s*"([^"]*)"/g)) {
      attributes.set(match[1] ?? '', unescapeXml(match[2] ?? ''));
    }
    yield { name, attributes, selfClosing: tag.endsWith('/') };
  }
}

function unescapeXml(value: string): string {
  return value.replace(/&(#x[0-9a-fA-F]{1,6}|#[0-9]{1,7}|amp|lt|gt|quot|apos);/g, (entity: string, code: string) => {
    if (code === 'amp') return '&';
    if (code === 'lt') return '<';
    if (code === 'gt') return '>';
    if (code === 'quot') return '"';
    if (code === 'apos') return "'";
    const point = code.startsWith('#x') ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
    return point <= 0x10ffff ? String.fromCodePoint(point) : entity;
  });
}

type Gem = { name: string; support: boolean; enabled: boolean };
type SocketGroup = { enabled: boolean; mainActiveSkill: number; gems: Gem[] };

function readBuildXml(xml: string): { build: PobBuild; stats: PobStats } {
  let root = false;
  let buildElement: Element | undefined;
  const values = new Map<string, number>();
  let activeSet = '';
  let currentSet = '';
  const groups = new Map<string, SocketGroup[]>();
  let group: SocketGroup | undefined;
  for (const element of startTags(xml)) {
    switch (element.name) {
      case 'PathOfBuilding':
      case 'PathOfBuilding2':
        root = true;
        break;
      case 'Build':
        buildElement ??= element;
        break;
      case 'PlayerStat': {
        const stat = element.attributes.get('stat');
        const value = numberOf(element.attributes.get('value'));
        if (stat !== undefined && value !== undefined && !values.has(stat)) values.set(stat, value);
        break;
      }
      case 'Skills':
        activeSet = element.attributes.get('activeSkillSet') ?? '';
        break;
      case 'SkillSet':
        currentSet = element.attributes.get('id') ?? '';
        break;
      case 'Skill': {
        group = {
          enabled: element.attributes.get('enabled') !== 'false',
          mainActiveSkill: numberOf(element.attributes.get('mainActiveSkill')) ?? 1,
          gems: [],
        };
        const list = groups.get(currentSet) ?? [];
        list.push(group);
        groups.set(currentSet, list);
        break;
      }
      case 'Gem':
        group?.gems.push({
          name: element.attributes.get('nameSpec') ?? '',
          support: isSupport(element.attributes),
          enabled: element.attributes.get('enabled') !== 'false',
        });
        break;
      default:
        break;
    }
  }
  if (!root || !buildElement) throw new PobExportError('the export is not a Path of Building build');
  if (values.size === 0) throw new PobExportError('the build has no calculated stats');

  const attributes = buildElement.attributes;
  const className = attributes.get('className') ?? '';
  const ascendancy = attributes.get('ascendClassName');
  const skillGroups = groups.get(activeSet) ?? groups.get('') ?? [...groups.values()][0] ?? [];
  const mainGroup = skillGroups[(numberOf(attributes.get('mainSocketGroup')) ?? 1) - 1];
  const actives = mainGroup?.gems.filter((gem) => !gem.support && gem.enabled && gem.name !== '') ?? [];
  const build: PobBuild = {
    level: Math.max(1, Math.min(100, Math.round(numberOf(attributes.get('level')) ?? 1))),
    className,
    ascendancy: ascendancy && ascendancy !== 'None' ? ascendancy : className,
    mainSkill: (actives[(mainGroup?.mainActiveSkill ?? 1) - 1] ?? actives[0])?.name ?? '',
  };
  return { build, stats: statsOf(values) };
}

function isSupport(attributes: Map<string, string>): boolean {
  const skillId = attributes.get('skillId') ?? '';
  const gemId = attributes.get('gemId') ?? '';
  return skillId.startsWith('Support') || gemId.includes('/Support');
}

/** A PlayerStat value: a number, or Path of Building's way of writing an unbounded one. */
function numberOf(value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const trimmed = value.trim().toLowerCase();
  if (trimmed === 'inf' || trimmed === '+inf' || trimmed === 'infinity' || trimmed === '1.#inf') return Infinity;
  if (trimmed === '') return undefined;
  const number = Number(trimmed);
  return Number.isNaN(number) ? undefined : number;
}

/** A whole, finite, non-negative number the database columns hold (int8 for the big ones). */
function whole(value: number | undefined, cap = Number.MAX_SAFE_INTEGER): number {
  if (value === undefined || Number.isNaN(value) || value <= 0) return 0;
  return Math.min(cap, Math.round(value));
}

function statsOf(values: Map<string, number>): PobStats {
  const get = (stat: string) => values.get(stat);
  const resist = (stat: string) => {
    const value = get(stat);
    return value === undefined || !Number.isFinite(value) ? 0 : Math.round(value);
  };
  const maxHit = {
    physical: whole(get('PhysicalMaximumHitTaken')),
    fire: whole(get('FireMaximumHitTaken')),
    cold: whole(get('ColdMaximumHitTaken')),
    lightning: whole(get('LightningMaximumHitTaken')),
    chaos: whole(get('ChaosMaximumHitTaken')),
  };
  return {
    dps: Math.max(0, ...DPS_STATS.map((stat) => whole(get(stat)))),
    ehp: whole(get('TotalEHP'), INFINITE_EHP),
    life: whole(get('Life'), INFINITE_EHP),
    energyShield: whole(get('EnergyShield'), INFINITE_EHP),
    mana: whole(get('Mana'), INFINITE_EHP),
    armour: whole(get('Armour'), INFINITE_EHP),
    evasion: whole(get('Evasion'), INFINITE_EHP),
    resistances: {
      fire: resist('FireResist'),
      cold: resist('ColdResist'),
      lightning: resist('LightningResist'),
      chaos: resist('ChaosResist'),
    },
    maxHit,
    elementalMaxHit: Math.min(maxHit.fire, maxHit.cold, maxHit.lightning),
    movementSpeed: whole((get('EffectiveMovementSpeedMod') ?? 0) * 100, INFINITE_EHP),
    spirit: values.has('Spirit') ? whole(get('Spirit'), INFINITE_EHP) : null,
  };
}
