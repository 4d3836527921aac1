import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatEhp, INFINITE_EHP } from './format';

describe('formatting', () => {
  it('shows the unkillable EHP value as inf (docs/domain.md §2)', () => {
    expect(formatEhp(INFINITE_EHP)).toBe('inf');
    expect(formatEhp(12_345)).toMatch(/^12.345$/);
  });

  it('reads ISO times and leaves missing ones empty', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatDateTime('2026-05-01T18:00:00.000Z')).toMatch(/2026/);
  });

  it('writes durations in days, hours and minutes', () => {
    expect(formatDuration(((2 * 24 + 3) * 60 + 4) * 60_000)).toBe('2d 3h 4m');
    expect(formatDuration(65 * 60_000)).toBe('1h 5m');
    expect(formatDuration(-5)).toBe('0m');
  });
});
