import { describe, expect, it } from 'vitest';
import { eventStatus } from '~/testing';
import { LAST_DAY_MS, linksToPlayed, playedPhase } from './played-phase';

const START = Date.parse('2026-05-01T18:00:00Z');
const END = Date.parse('2026-05-08T18:00:00Z');
const event = { event_start_time: new Date(START).toISOString(), event_end_time: new Date(END).toISOString() };

describe('playedPhase', () => {
  it('is running until the last day, which starts 24 hours before the end', () => {
    expect(playedPhase(event, START - 1)).toBe('not-started');
    expect(playedPhase(event, START)).toBe('running');
    expect(playedPhase(event, END - 6 * 24 * 3_600_000)).toBe('running');
    expect(playedPhase(event, END - LAST_DAY_MS - 1)).toBe('running');
    expect(playedPhase(event, END - LAST_DAY_MS)).toBe('last-day');
    expect(playedPhase(event, END - 1)).toBe('last-day');
    expect(playedPhase(event, END)).toBe('ended');
  });
});

describe('linksToPlayed', () => {
  const applied = eventStatus({ application_status: 'applied' });
  it('links players who signed up, from the last day on', () => {
    expect(linksToPlayed('running', applied)).toBe(false);
    expect(linksToPlayed('last-day', applied)).toBe(true);
    expect(linksToPlayed('ended', eventStatus({ application_status: 'accepted' }))).toBe(true);
    expect(linksToPlayed('ended', eventStatus({ application_status: 'waitlisted' }))).toBe(true);
  });

  it('does not link someone who never signed up, or whose standing is unknown', () => {
    expect(linksToPlayed('ended', eventStatus({ application_status: 'none' }))).toBe(false);
    expect(linksToPlayed('ended', undefined)).toBe(false);
  });
});
