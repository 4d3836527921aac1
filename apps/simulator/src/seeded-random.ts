import { createHash } from 'node:crypto';

/**
 * Determinism helpers (docs/external-services.md §5.4). Every id and every "random" choice derives from the scenario
 * seed plus a key naming the entity, so adding one entity never reshuffles the others.
 */

/** sha256 of the parts joined with `|`, as lowercase hex (64 chars). */
export function hashHex(...parts: readonly (string | number)[]): string {
  return createHash('sha256').update(parts.join('|')).digest('hex');
}

/** An unsigned 32-bit integer derived from the parts. */
export function hashInt(...parts: readonly (string | number)[]): number {
  return Number.parseInt(hashHex(...parts).slice(0, 8), 16);
}

/** A UUIDv4-shaped string derived from the parts (the PoE profile `uuid` / token `sub` shape). */
export function hashUuid(...parts: readonly (string | number)[]): string {
  const hex = hashHex(...parts);
  const variant = ((Number.parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** mulberry32: tiny, fast and good enough for scenario generation; not for anything secret. */
export class SeededRandom {
  #state: number;

  constructor(seed: number) {
    this.#state = seed >>> 0;
  }

  /** A sub-generator for one entity: `hash(seed, kind, key)` as in docs/external-services.md §5.4. */
  static for(seed: number, ...key: readonly (string | number)[]): SeededRandom {
    return new SeededRandom(hashInt(seed, ...key));
  }

  /** A float in [0, 1). */
  next(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  }
}
