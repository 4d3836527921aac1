import { describe, expect, it } from 'vitest';
import { demoEvent } from '~/testing';
import { applicationsOpen, nextMilestone } from './event-schedule';

const event = demoEvent({
  application_start_time: '2026-01-01T00:00:00Z',
  application_end_time: '2026-01-05T00:00:00Z',
  event_start_time: '2026-01-06T00:00:00Z',
  event_end_time: '2026-01-20T00:00:00Z',
});
const at = (iso: string) => Date.parse(iso);

describe('nextMilestone', () => {
  it('counts down to applications, then the start, then the end', () => {
    expect(nextMilestone(event, at('2025-12-31T00:00:00Z'))?.label).toBe('Applications open in');
    expect(nextMilestone(event, at('2026-01-02T00:00:00Z'))?.label).toBe('The event starts in');
    expect(nextMilestone(event, at('2026-01-06T00:00:00Z'))).toEqual({
      label: 'The event ends in',
      at: at('2026-01-20T00:00:00Z'),
    });
  });

  it('has nothing to count down to once the event is over', () => {
    expect(nextMilestone(event, at('2026-01-20T00:00:00Z'))).toBeNull();
  });
});

describe('applicationsOpen', () => {
  it('is true from the application start until its end', () => {
    expect(applicationsOpen(event, at('2025-12-31T23:59:59Z'))).toBe(false);
    expect(applicationsOpen(event, at('2026-01-01T00:00:00Z'))).toBe(true);
    expect(applicationsOpen(event, at('2026-01-05T00:00:00Z'))).toBe(false);
  });
});
