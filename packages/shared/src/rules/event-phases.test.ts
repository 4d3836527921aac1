import { describe, expect, it } from 'vitest';
import { CLOSING_AFTER_END_MS, effectiveClosingTime, eventPhase, isLateEvidence } from './event-phases';

const HOUR = 3_600_000;
const event = {
  event_start_time: new Date(10 * HOUR).toISOString(),
  event_end_time: new Date(20 * HOUR).toISOString(),
  closing_time: new Date(30 * HOUR).toISOString(),
};

describe('event phases', () => {
  it.each([
    [9 * HOUR, 'upcoming'],
    [10 * HOUR, 'running'],
    [20 * HOUR, 'running'],
    [20 * HOUR + 1, 'ended'],
    [30 * HOUR, 'ended'],
    [30 * HOUR + 1, 'closed'],
  ] as const)('at %i ms an event is %s', (now, phase) => {
    expect(eventPhase(event, now)).toBe(phase);
  });

  it('closes a week after the end unless the organiser chose a time, never before the end', () => {
    expect(effectiveClosingTime(20 * HOUR, null)).toBe(20 * HOUR + CLOSING_AFTER_END_MS);
    expect(effectiveClosingTime(20 * HOUR, 25 * HOUR)).toBe(25 * HOUR);
    expect(effectiveClosingTime(20 * HOUR, 15 * HOUR)).toBe(20 * HOUR);
  });

  it('calls evidence late only when it is timed after the end', () => {
    expect(isLateEvidence(20 * HOUR, 20 * HOUR)).toBe(false);
    expect(isLateEvidence(20 * HOUR + 1, 20 * HOUR)).toBe(true);
  });
});
