/** Expected hours per day, grouped as the team sort page shows them and the sort balances them. */
export const PLAYTIME_BUCKETS = [
  { label: '0-3', upTo: 3 },
  { label: '4-6', upTo: 6 },
  { label: '7-9', upTo: 9 },
  { label: '10-12', upTo: 12 },
  { label: '13+', upTo: Number.POSITIVE_INFINITY },
] as const;

/** The index in PLAYTIME_BUCKETS of an expected playtime in hours per day. */
export function playtimeBucket(hoursPerDay: number): number {
  return PLAYTIME_BUCKETS.findIndex((bucket) => hoursPerDay <= bucket.upTo);
}
