import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoEvent } from '~/testing';
import {
  eventBody,
  eventFormValues,
  fromLocalInput,
  newEventFormValues,
  validateEventForm,
  type EventFormValues,
} from './event-form';
import { isoToLocalInput } from '~/lib/local-datetime';

// Node re-reads TZ whenever it changes, so each test runs in a known zone that has daylight saving time.
beforeEach(() => {
  vi.stubEnv('TZ', 'Europe/Berlin');
});
afterEach(() => {
  vi.unstubAllEnvs();
});

describe('isoToLocalInput / fromLocalInput', () => {
  it("shows a UTC time in the viewer's zone, summer and winter", () => {
    expect(isoToLocalInput('2026-07-01T18:00:00.000Z')).toBe('2026-07-01T20:00');
    expect(isoToLocalInput('2026-01-15T23:30:00Z')).toBe('2026-01-16T00:30');
    expect(isoToLocalInput('not a time')).toBe('');
  });

  it("reads a datetime-local value in the viewer's zone and sends it in UTC", () => {
    expect(fromLocalInput('2026-07-01T20:00')).toBe('2026-07-01T18:00:00.000Z');
    expect(fromLocalInput('2026-01-16T00:30')).toBe('2026-01-15T23:30:00.000Z');
    vi.stubEnv('TZ', 'America/New_York');
    expect(fromLocalInput('2026-07-01T20:00')).toBe('2026-07-02T00:00:00.000Z');
  });

  it('refuses an empty or partial value', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(fromLocalInput('2026-07-01')).toBeNull();
    expect(fromLocalInput('2026-13-45T99:99')).toBeNull();
  });

  it('keeps the seconds of a time the admin did not change, and drops them for a changed one', () => {
    const original = '2026-07-01T18:00:42.000Z';
    expect(fromLocalInput('2026-07-01T20:00', original)).toBe(original);
    expect(fromLocalInput('2026-07-01T21:00', original)).toBe('2026-07-01T19:00:00.000Z');
  });
});

const valid = (): EventFormValues => ({
  ...newEventFormValues(new Date('2026-06-30T10:20:00Z')),
  name: 'Summer Sprint',
});

describe('newEventFormValues', () => {
  it('starts applications at the next full hour, the event a week later, lasting a week', () => {
    const values = newEventFormValues(new Date('2026-06-30T10:20:00Z'));
    expect(values.application_start_time).toBe('2026-06-30T13:00');
    expect(values.application_end_time).toBe('2026-07-07T13:00');
    expect(values.event_start_time).toBe('2026-07-07T13:00');
    expect(values.event_end_time).toBe('2026-07-14T13:00');
    expect(values.closing_time).toBe('');
  });
});

describe('validateEventForm', () => {
  it('builds the request body with times in UTC and numbers as numbers', () => {
    expect(validateEventForm({ ...valid(), waitlist_size: '15', max_group_size: '4' }, 4)).toEqual({
      ok: true,
      body: {
        id: 4,
        name: 'Summer Sprint',
        game_version: 'poe1',
        is_current: false,
        is_public: false,
        is_locked: false,
        max_size: 100,
        waitlist_size: 15,
        max_group_size: 4,
        application_start_time: '2026-06-30T11:00:00.000Z',
        application_end_time: '2026-07-07T11:00:00.000Z',
        event_start_time: '2026-07-07T11:00:00.000Z',
        event_end_time: '2026-07-14T11:00:00.000Z',
        closing_time: null,
      },
    });
  });

  it('sends a changed closing time, and keeps an unchanged one out of the body', () => {
    const event = demoEvent();
    const edited = validateEventForm({ ...eventFormValues(event), closing_time: '2099-01-01T10:00' }, event.id);
    expect(edited.ok && edited.body.closing_time).toBe(new Date(2099, 0, 1, 10, 0).toISOString());
    const untouched = validateEventForm(eventFormValues(event), event.id);
    expect(untouched.ok && 'closing_time' in untouched.body).toBe(false);
  });

  it('refuses a closing time before the event ends', () => {
    expect(validateEventForm({ ...valid(), closing_time: '2026-07-14T12:59' })).toEqual({
      ok: false,
      errors: { closing_time: 'Judging cannot close before the event ends.' },
    });
  });

  it('says what is wrong next to each field', () => {
    const result = validateEventForm({
      ...valid(),
      name: '   ',
      max_size: '0',
      waitlist_size: '2.5',
      max_group_size: '11',
      application_start_time: '',
      event_start_time: '2026-07-10T12:00',
      event_end_time: '2026-07-10T12:00',
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Enter a name.',
        max_size: 'Enter a whole number from 1 to 100000.',
        waitlist_size: 'Enter a whole number from 0 to 100000.',
        max_group_size: 'Enter a whole number from 1 to 10.',
        application_start_time: 'Enter a date and time.',
        event_end_time: 'The event must end after it starts.',
      },
    });
  });

  it('refuses applications that close before they open, and names longer than 100 characters', () => {
    expect(
      validateEventForm({
        ...valid(),
        name: 'x'.repeat(101),
        application_end_time: '2026-06-30T12:59',
      }),
    ).toEqual({
      ok: false,
      errors: {
        name: 'Use at most 100 characters.',
        application_end_time: 'Applications cannot close before they open.',
      },
    });
  });

  it('passes on the reasons of the shared schema it has no message of its own for', () => {
    expect(validateEventForm({ ...valid(), name: 'Sprint\u0007' })).toEqual({
      ok: false,
      errors: { name: 'This must not contain control characters.' },
    });
  });

  it('sends an unchanged event back exactly as it came', () => {
    const event = demoEvent({ application_start_time: '2026-06-01T08:15:30.000Z' });
    expect(validateEventForm(eventFormValues(event), event.id)).toEqual({ ok: true, body: eventBody(event) });
  });
});
