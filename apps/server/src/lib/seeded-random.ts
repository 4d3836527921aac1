/**
 * A small seeded generator (mulberry32): the same seed gives the same sequence, so a fuzz run, a bench page
 * or a team-sort suggestion can be reproduced exactly. Not for anything secret.
 */
import { seededRandom as scoringRandom } from '@app/scoring';

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
  // The scoring package's mulberry32; this adds the whole numbers and shuffles the server needs.
  const { next } = scoringRandom(seed);
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
