/**
 * Character experience thresholds. A smooth geometric curve from 525 at level 2 to 4,250,334,444 at
 * level 100 (the real endpoints); the levels in between are not the game's table. Monotonic, and past
 * 2^31 in the high nineties like the real one, which is what consumers must handle (§1.5).
 */
const LEVEL_TWO = 525;
const LEVEL_HUNDRED = 4_250_334_444;

function totalAt(ratio: number, level: number): number {
  return (LEVEL_TWO * (ratio ** (level - 1) - 1)) / (ratio - 1);
}

const RATIO = (() => {
  let low = 1.0001;
  let high = 2;
  for (let step = 0; step < 200; step++) {
    const mid = (low + high) / 2;
    if (totalAt(mid, 100) < LEVEL_HUNDRED) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
})();

const THRESHOLDS = Array.from({ length: 100 }, (_, index) =>
  index === 99 ? LEVEL_HUNDRED : Math.round(totalAt(RATIO, index + 1)),
);

/** Experience at which `level` (1–100) is reached. */
export function experienceForLevel(level: number): number {
  const clamped = Math.min(100, Math.max(1, Math.floor(level)));
  return THRESHOLDS[clamped - 1] ?? 0;
}
