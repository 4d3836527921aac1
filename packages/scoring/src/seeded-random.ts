/**
 * A small seeded pseudo-random generator (mulberry32) for the property tests and the benchmark's synthetic
 * events: the same seed always gives the same sequence, so a failing case can be replayed from its seed.
 * Not for anything security-related.
 */
export type SeededRandom = {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [min, max], both included. */
  integer: (min: number, max: number) => number;
  /** One element of a non-empty list. */
  pick: <T>(items: readonly T[]) => T;
  /** true with the given probability. */
  chance: (probability: number) => boolean;
};

const UINT32_RANGE = 4_294_967_296;

export function seededRandom(seed: number): SeededRandom {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32_RANGE;
  };
  const integer = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    integer,
    pick: <T>(items: readonly T[]): T => {
      if (items.length === 0) throw new Error('pick needs at least one item');
      return items[integer(0, items.length - 1)] as T;
    },
    chance: (probability) => next() < probability,
  };
}
