import {
  MAX_GROUP_SIZE_MAX,
  MAX_GROUP_SIZE_MIN,
  UpsertEventBodySchema,
  type Event,
  type GameVersion,
  type UpsertEventBody,
} from '@app/shared';
import { isoToLocalInput, localInputToIso } from '~/lib/local-datetime';

/** The four times of an event, in the order a season runs. */
export const EVENT_TIME_FIELDS = [
  'application_start_time',
  'application_end_time',
  'event_start_time',
  'event_end_time',
] as const;
export type EventTimeField = (typeof EVENT_TIME_FIELDS)[number];

/**
 * What the event form edits: text as the inputs hold it (numbers and `datetime-local` values are strings until
 * submitted), and for each time the server's value it started from, so a time the admin did not touch is sent
 * back exactly as it was (a `datetime-local` input has no seconds; a locked event refuses any other change).
 */
export type EventFormValues = {
  name: string;
  game_version: GameVersion;
  max_size: string;
  waitlist_size: string;
  max_group_size: string;
  is_current: boolean;
  is_public: boolean;
  is_locked: boolean;
  /** Until when judges decide (decision 037); empty: 7 days after the end. */
  closing_time: string;
} & Record<EventTimeField, string> & { original: Partial<Record<EventTimeField | 'closing_time', string>> };

export type EventFormField = Exclude<keyof EventFormValues, 'original'>;
export type EventFormErrors = Partial<Record<EventFormField, string>>;

/** How each game version is called on screen. */
export const GAME_NAMES: Record<GameVersion, string> = { poe1: 'Path of Exile 1', poe2: 'Path of Exile 2' };

/** The most an event name may hold (UpsertEventBodySchema). */
export const EVENT_NAME_MAX = 100;
/** Bounds of the signup limits (UpsertEventBodySchema). */
export const MAX_SIZE_LIMIT = 100_000;

/**
 * A `datetime-local` value as the ISO timestamp the server takes; null when it is empty or not a time.
 * `original` is returned unchanged when the value still shows it, so seconds the input cannot display are not lost.
 */
export function fromLocalInput(value: string, original?: string): string | null {
  if (original !== undefined && isoToLocalInput(original) === value) return original;
  return localInputToIso(value) ?? null;
}

const DAY_MS = 86_400_000;

/**
 * A new event's starting values: applications open at the next full hour and close a week later, when the
 * event starts; it runs for a week. Only a starting point: every field can be changed.
 */
export function newEventFormValues(now: Date): EventFormValues {
  const nextHour = new Date(now);
  nextHour.setMinutes(60, 0, 0);
  const at = (days: number) => isoToLocalInput(new Date(nextHour.getTime() + days * DAY_MS).toISOString());
  return {
    name: '',
    game_version: 'poe1',
    max_size: '100',
    waitlist_size: '0',
    max_group_size: String(MAX_GROUP_SIZE_MIN),
    is_current: false,
    is_public: false,
    is_locked: false,
    application_start_time: at(0),
    application_end_time: at(7),
    event_start_time: at(7),
    event_end_time: at(14),
    closing_time: '',
    original: {},
  };
}

/** An existing event's values, to edit it or to start a copy from. */
export function eventFormValues(event: Event): EventFormValues {
  const original = Object.fromEntries(
    [...EVENT_TIME_FIELDS, 'closing_time' as const].map((field) => [field, event[field]]),
  );
  return {
    name: event.name,
    game_version: event.game_version,
    max_size: String(event.max_size),
    waitlist_size: String(event.waitlist_size),
    max_group_size: String(event.max_group_size),
    is_current: event.is_current,
    is_public: event.is_public,
    is_locked: event.is_locked,
    application_start_time: isoToLocalInput(event.application_start_time),
    application_end_time: isoToLocalInput(event.application_end_time),
    event_start_time: isoToLocalInput(event.event_start_time),
    event_end_time: isoToLocalInput(event.event_end_time),
    closing_time: isoToLocalInput(event.closing_time),
    original,
  };
}

/** The body that saves `event` as it is, with `changes` applied (e.g. making it current). */
export function eventBody(event: Event, changes: Partial<UpsertEventBody> = {}): UpsertEventBody {
  return {
    id: event.id,
    name: event.name,
    game_version: event.game_version,
    is_current: event.is_current,
    is_public: event.is_public,
    is_locked: event.is_locked,
    max_size: event.max_size,
    waitlist_size: event.waitlist_size,
    max_group_size: event.max_group_size,
    application_start_time: event.application_start_time,
    application_end_time: event.application_end_time,
    event_start_time: event.event_start_time,
    event_end_time: event.event_end_time,
    ...changes,
  };
}

function wholeNumber(text: string, min: number, max: number): number | null {
  if (!/^\s*\d+\s*$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

/**
 * The closing time the form says: null when left empty (7 days after the end), the original when still shown,
 * undefined when it is not a time.
 */
function closingTimeOf(values: EventFormValues): string | null | undefined {
  if (values.closing_time.trim() === '') return null;
  return fromLocalInput(values.closing_time, values.original.closing_time) ?? undefined;
}

/** The closing time still shows what the event had: it is not sent, so the server keeps what it stores. */
function closingUnchanged(values: EventFormValues): boolean {
  const original = values.original.closing_time;
  return original !== undefined && values.closing_time === isoToLocalInput(original);
}

export type EventFormResult = { ok: true; body: UpsertEventBody } | { ok: false; errors: EventFormErrors };

/**
 * Checks the form and builds the request body, with a message a person can act on next to each wrong field.
 * The shared schema has the last word, so the form never sends what the server would refuse as malformed.
 */
export function validateEventForm(values: EventFormValues, id?: number): EventFormResult {
  const errors: EventFormErrors = {};
  const name = values.name.trim();
  if (name.length === 0) errors.name = 'Enter a name.';
  else if (name.length > EVENT_NAME_MAX) errors.name = `Use at most ${EVENT_NAME_MAX} characters.`;

  const maxSize = wholeNumber(values.max_size, 1, MAX_SIZE_LIMIT);
  if (maxSize === null) errors.max_size = `Enter a whole number from 1 to ${MAX_SIZE_LIMIT}.`;
  const waitlistSize = wholeNumber(values.waitlist_size, 0, MAX_SIZE_LIMIT);
  if (waitlistSize === null) errors.waitlist_size = `Enter a whole number from 0 to ${MAX_SIZE_LIMIT}.`;
  const maxGroupSize = wholeNumber(values.max_group_size, MAX_GROUP_SIZE_MIN, MAX_GROUP_SIZE_MAX);
  if (maxGroupSize === null)
    errors.max_group_size = `Enter a whole number from ${MAX_GROUP_SIZE_MIN} to ${MAX_GROUP_SIZE_MAX}.`;

  const times: Partial<Record<EventTimeField, string>> = {};
  for (const field of EVENT_TIME_FIELDS) {
    const iso = fromLocalInput(values[field], values.original[field]);
    if (iso === null) errors[field] = 'Enter a date and time.';
    else times[field] = iso;
  }
  const { application_start_time, application_end_time, event_start_time, event_end_time } = times;
  const closing = closingTimeOf(values);
  if (closing === undefined) errors.closing_time = 'Enter a date and time, or leave it empty.';
  const closing_time = closing ?? null;
  if (
    application_start_time &&
    application_end_time &&
    Date.parse(application_end_time) < Date.parse(application_start_time)
  )
    errors.application_end_time = 'Applications cannot close before they open.';
  if (event_start_time && event_end_time && Date.parse(event_end_time) <= Date.parse(event_start_time))
    errors.event_end_time = 'The event must end after it starts.';
  if (event_end_time && closing_time && Date.parse(closing_time) < Date.parse(event_end_time))
    errors.closing_time = 'Judging cannot close before the event ends.';

  if (Object.keys(errors).length > 0) return { ok: false, errors };

  const parsed = UpsertEventBodySchema.safeParse({
    id,
    name,
    game_version: values.game_version,
    is_current: values.is_current,
    is_public: values.is_public,
    is_locked: values.is_locked,
    max_size: maxSize,
    waitlist_size: waitlistSize,
    max_group_size: maxGroupSize,
    ...times,
    // A stored default then keeps following the end when the end moves.
    ...(closingUnchanged(values) ? {} : { closing_time }),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  for (const issue of parsed.error.issues) {
    const field = (issue.path[0] ?? 'name') as EventFormField;
    errors[field] ??= `This ${issue.message}.`;
  }
  return { ok: false, errors };
}
