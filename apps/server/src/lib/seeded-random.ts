/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence, so a fuzz run, a bench page
 * or a team-sort suggestion can be reproduced exactly. Not for anything secret.
 */
export type Random = {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, max). */
  int(max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** A new array with the items in random order (Fisher–Yates). */
  shuffle<T>(items: readonly T[]): T[];
};

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = state;
    x = Math.imul(x ^ (x >>> 15), x | 1);
    x ^= x + Math.imul(x ^ (x >>> 7), x | 61);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number) => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[int(items.length)] as T,
    chance: (p: number) => next() < p,
    shuffle: <T>(items: readonly T[]) => {
      const copy = [...items];
      for (let i = copy.length - 1; i > 0; i--) {
        const j = int(i + 1);
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy;
    },
  };
}
