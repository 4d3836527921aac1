import type { RecurringJob } from '@app/shared';
import { describe, expect, it } from 'vitest';
import { describeCounters, resumeUntil, sortJobs } from './jobs';

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
