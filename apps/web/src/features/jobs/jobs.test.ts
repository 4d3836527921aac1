import type { RecurringJob } from '@app/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { describeCounters, fromLocalInput, resumeUntil, sortJobs, toLocalInput } from './jobs';

describe('datetime-local values in the viewer time zone', () => {
  beforeEach(() => {
    // Node reads TZ again whenever it changes; a zone with an offset (and summer time) shows offset bugs.
    vi.stubEnv('TZ', 'America/New_York');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('shows a UTC instant as the local wall time, offset applied once', () => {
    expect(toLocalInput('2026-12-02T13:33:14.134Z')).toBe('2026-12-02T08:33');
    expect(toLocalInput('2026-07-01T00:30:00.000Z')).toBe('2026-06-30T20:30');
    expect(toLocalInput('not a date')).toBe('');
  });

  it('sends the local wall time as UTC', () => {
    expect(fromLocalInput('2026-12-02T08:33')).toBe('2026-12-02T13:33:00.000Z');
    expect(fromLocalInput('2026-06-30T20:30')).toBe('2026-07-01T00:30:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-12-02')).toBeNull();
  });

  it('round-trips to the minute', () => {
    expect(fromLocalInput(toLocalInput('2027-03-14T01:59:00.000Z'))).toBe('2027-03-14T01:59:00.000Z');
  });
});

describe('resumeUntil', () => {
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  it("runs to the event's end while it is ahead, else one more day", () => {
    expect(resumeUntil('2026-12-02T13:33:14.134Z', now)).toBe('2026-12-02T13:33:14.134Z');
    expect(resumeUntil('2026-11-01T00:00:00.000Z', now)).toBe('2026-11-26T12:00:00.000Z');
    expect(resumeUntil(undefined, now)).toBe('2026-11-26T12:00:00.000Z');
  });
});

describe('table helpers', () => {
  it('lists counters by name with spaces', () => {
    expect(describeCounters({ tabs_added: 5, players_checked: 10 })).toEqual(['players checked: 10', 'tabs added: 5']);
    expect(describeCounters({})).toEqual([]);
  });

  it('puts failing jobs first, then newer events, then by type', () => {
    const job = (id: number, event_id: number, job_type: RecurringJob['job_type'], status: RecurringJob['status']) =>
      ({ id, event_id, job_type, status }) as RecurringJob;
    const sorted = sortJobs([
      job(1, 1, 'FetchStashChanges', 'running'),
      job(2, 2, 'FetchCharacterData', 'stopped'),
      job(3, 1, 'EvaluateStashChanges', 'failing'),
      job(4, 2, 'FetchStashChanges', 'running'),
      job(5, 1, 'DetermineGuildStashAccess', 'running'),
    ]);
    expect(sorted.map((entry) => entry.id)).toEqual([3, 4, 5, 1, 2]);
  });
});
