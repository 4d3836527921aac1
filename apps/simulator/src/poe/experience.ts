/**
 * Character experience thresholds: the game's own table (public game facts, the Path of Exile wiki's
 * "Experience" page), total experience on reaching each level, 1–100. Consumers compute a character's
 * progress within its level from this table, so the simulator must report experience that fits the level it
 * reports (an invented curve made a level-81 character look 0% into level 80 on the real table). The values
 * pass 2^31 in the high nineties, which consumers must handle (docs/external-services.md §1.5). The site keeps its own copy
 * (apps/web/src/lib/game-data/experience.ts) on purpose: the simulator stands for the game and shares no code
 * with the site it is tested against.
 */
// prettier-ignore
const THRESHOLDS: readonly number[] = [
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

/** Experience at which `level` (1–100) is reached. */
export function experienceForLevel(level: number): number {
  const clamped = Math.min(100, Math.max(1, Math.floor(level)));
  return THRESHOLDS[clamped - 1] ?? 0;
}
