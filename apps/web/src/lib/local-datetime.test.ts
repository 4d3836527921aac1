import { describe, expect, it, vi } from 'vitest';
import { isoToLocalInput, localInputToIso, type OffsetAt } from './local-datetime';

/** Central European time: UTC+1 in winter, UTC+2 in summer (from 2026-03-29 01:00 UTC to 2026-10-25 01:00 UTC). */
const berlin: OffsetAt = (ms) => (ms >= Date.UTC(2026, 2, 29, 1) && ms < Date.UTC(2026, 9, 25, 1) ? -120 : -60);
const newYork: OffsetAt = () => 300;

describe('isoToLocalInput', () => {
  it("reads the browser's zone when none is given", () => {
    vi.stubEnv('TZ', 'America/New_York');
    try {
      expect(isoToLocalInput('2026-12-02T13:33:14.134Z')).toBe('2026-12-02T08:33');
      expect(localInputToIso('2026-06-30T20:30')).toBe('2026-07-01T00:30:00.000Z');
      expect(localInputToIso(isoToLocalInput('2027-03-14T01:59:00.000Z'))).toBe('2027-03-14T01:59:00.000Z');
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it("shows the instant in the viewer's zone", () => {
    expect(isoToLocalInput('2026-11-25T14:30:00.000Z', berlin)).toBe('2026-11-25T15:30');
    expect(isoToLocalInput('2026-07-01T22:15:00Z', berlin)).toBe('2026-07-02T00:15');
    expect(isoToLocalInput('2026-01-01T02:00:00+00:00', newYork)).toBe('2025-12-31T21:00');
  });

  it('is empty for no or an unreadable timestamp', () => {
    expect(isoToLocalInput(null, berlin)).toBe('');
    expect(isoToLocalInput('soon', berlin)).toBe('');
  });
});

describe('localInputToIso', () => {
  it('turns the wall-clock time into UTC with the offset of that day', () => {
    expect(localInputToIso('2026-11-25T15:30', berlin)).toBe('2026-11-25T14:30:00.000Z');
    expect(localInputToIso('2026-07-02T00:15', berlin)).toBe('2026-07-01T22:15:00.000Z');
    expect(localInputToIso('2025-12-31T21:00', newYork)).toBe('2026-01-01T02:00:00.000Z');
  });

  it('uses the new offset just after the summer-time change', () => {
    expect(localInputToIso('2026-03-29T03:30', berlin)).toBe('2026-03-29T01:30:00.000Z');
    expect(localInputToIso('2026-03-29T01:30', berlin)).toBe('2026-03-29T00:30:00.000Z');
  });

  it('is null for an empty field and undefined for text that is no date-time', () => {
    expect(localInputToIso('', berlin)).toBeNull();
    expect(localInputToIso('25.11.2026 15:30', berlin)).toBeUndefined();
    expect(localInputToIso('2026-11-25', berlin)).toBeUndefined();
    expect(localInputToIso('2026-13-45T99:99', berlin)).toBeUndefined();
    expect(localInputToIso('2026-02-30T10:00', berlin)).toBeUndefined();
  });

  it('keeps seconds and milliseconds the input may carry', () => {
    expect(localInputToIso('2026-11-25T15:30:42.5', berlin)).toBe('2026-11-25T14:30:42.500Z');
  });

  it('round-trips through the input', () => {
    const iso = '2026-11-25T14:30:00.000Z';
    expect(localInputToIso(isoToLocalInput(iso, berlin), berlin)).toBe(iso);
  });
});
