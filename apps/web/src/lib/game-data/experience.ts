/**
 * The character experience table (docs/domain.md §3 (the experience table)): the total
 * experience a character has when it reaches each level. These are public game facts (the Path of Exile wiki's
 * "Experience" page); both game versions use the same 100-level table here, as the spec describes one.
 * `EXPERIENCE_BY_LEVEL[level - 1]` is the total at `level`.
 */
// prettier-ignore
export const EXPERIENCE_BY_LEVEL: readonly number[] = [
  0, 525, 1_760, 3_781, 7_184, 12_186, 19_324, 29_377, 43_181, 61_693, // 1–10
  85_990, 117_506, 157_384, 207_736, 269_997, 346_462, 439_268, 551_295, 685_171, 843_709, // 11–20
  1_030_734, 1_249_629, 1_504_995, 1_800_847, 2_142_652, 2_535_122, 2_984_677, 3_496_798, 4_080_655, 4_742_836, // 21–30
  5_490_247, 6_334_393, 7_283_446, 8_384_398, 9_541_110, 10_874_351, 12_361_842, 14_018_289, 15_859_432, 17_905_634, // 31–40
  20_171_471, 22_679_999, 25_456_123, 28_517_857, 31_897_771, 35_621_447, 39_721_017, 44_225_461, 49_176_560, 54_607_467, // 41–50
  60_565_335, 67_094_245, 74_247_659, 82_075_627, 90_631_041, 99_984_974, 110_197_515, 121_340_161, 133_497_202, 146_749_362, // 51–60
  161_191_120, 176_922_628, 194_049_893, 212_684_946, 232_956_711, 255_001_620, 278_952_403, 304_972_236, 333_233_648, 363_906_163, // 61–70
  397_194_041, 433_312_945, 472_476_370, 514_937_180, 560_961_898, 610_815_862, 664_824_416, 723_298_169, 786_612_664, 855_129_128, // 71–80
  929_261_318, 1_009_443_795, 1_096_169_525, 1_189_918_242, 1_291_270_350, 1_400_795_257, 1_519_130_326, 1_646_943_474, 1_784_977_296, 1_934_009_687, // 81–90
  2_094_900_291, 2_268_549_086, 2_455_921_256, 2_658_074_992, 2_876_116_901, 3_111_280_300, 3_364_828_162, 3_638_186_694, 3_932_818_530, 4_250_334_444, // 91–100
];

export const MAX_LEVEL = EXPERIENCE_BY_LEVEL.length;

/** Total experience at `level` (clamped to 1–100). */
export function experienceAtLevel(level: number): number {
  const index = Math.min(Math.max(Math.floor(level), 1), MAX_LEVEL) - 1;
  return EXPERIENCE_BY_LEVEL[index] ?? 0;
}

export type LevelProgress = {
  level: number;
  /**
   * Share of the way from this level to the next, 0–1 (1 at level 100); null when the experience does not lie
   * within the level on the table (then nothing about the way to the next level can be said).
   */
  fraction: number | null;
  /** Experience gained within the level and needed for the whole level (0 at level 100). */
  gained: number;
  needed: number;
};

/**
 * Where a character stands within its level. `level` is the game's own number and always wins; the experience
 * only says how far into that level the character is. Experience outside the level's range (data from a source
 * with another table) gives no fraction rather than a bar stuck at 0% or 100% that contradicts the level.
 */
export function levelProgress(level: number, experience: number): LevelProgress {
  const clamped = Math.min(Math.max(Math.floor(level), 1), MAX_LEVEL);
  if (clamped === MAX_LEVEL) return { level: clamped, fraction: 1, gained: 0, needed: 0 };
  const start = experienceAtLevel(clamped);
  const needed = experienceAtLevel(clamped + 1) - start;
  const gained = experience - start;
  if (gained < 0 || gained >= needed) return { level: clamped, fraction: null, gained: 0, needed };
  return { level: clamped, fraction: gained / needed, gained, needed };
}

/**
 * The level as a fractional number (e.g. 87.4) for charts of a character's growth: the reported level plus the
 * way through it, so the chart never disagrees with the level the page shows.
 */
export function fractionalLevel(level: number, experience: number): number {
  const progress = levelProgress(level, experience);
  return progress.level + (progress.level === MAX_LEVEL ? 0 : (progress.fraction ?? 0));
}
