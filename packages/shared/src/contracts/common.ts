import { z } from 'zod';
import { MAX_ID } from '../rules/ids';

/** An id in a JSON body. */
export const IdSchema = z.number().int().min(1).max(MAX_ID);

/**
 * Every string a client sends is first checked against a plain maximum length, before any other check looks
 * at it (`abort`: nothing else runs when it is too long). One 1 MB display name once froze the server while a
 * later check counted its characters; with the length first, every check after it works on bounded text.
 */
export const TEXT_LIMITS = {
  /** Names of people, teams, guilds, events: visible characters. */
  name: 64,
  /** Free text a person writes (comments, notes, messages). */
  text: 2000,
  /** Links and return addresses. */
  url: 2048,
  /** Opaque tokens and codes from providers. */
  token: 4096,
} as const;

/** A string of at most `max` UTF-16 code units; longer input is refused before any later check runs. */
export function boundedString(max: number) {
  return z.string().max(max, { abort: true, error: `must be at most ${max} characters long` });
}

/** An id in a URL path (always a string on the wire). */
export const IdParamSchema = boundedString(10)
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number')
  .transform(Number)
  .pipe(z.number().max(MAX_ID, 'is too large'));

/** An event id in a URL path: a number or the alias `current` (the event flagged is_current). */
export const EventIdParamSchema = z.union([z.literal('current'), IdParamSchema], {
  error: 'must be a positive whole number or "current"',
});
export type EventIdParam = z.infer<typeof EventIdParamSchema>;

export const EventParamsSchema = z.object({ event_id: EventIdParamSchema });

/** A yes/no query parameter (`true` or `false` on the wire), read as a boolean. */
export function queryFlag(byDefault: 'true' | 'false') {
  return z
    .enum(['true', 'false'])
    .default(byDefault)
    .transform((value) => value === 'true');
}

/** A timestamp sent by a client: ISO 8601 with an explicit offset (e.g. `2026-01-02T18:00:00Z`). */
export const TimestampInputSchema = boundedString(64).pipe(z.iso.datetime({ offset: true }));

/** A timestamp sent by the server: ISO 8601 in UTC. */
export const TimestampSchema = z.string().describe('ISO 8601 timestamp (UTC)');

/** Control and invisible format characters (zero-width spaces, bidi overrides, …). */
const INVISIBLE_CHARACTERS = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;
/** A zero-width joiner inside an emoji sequence (👩‍🚀) is part of one visible character, not a hidden one. */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}\uFE0F?)\u200D(?=\p{Extended_Pictographic})/gu;

export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE_CHARACTERS.test(text.replace(EMOJI_JOINER, ''));
}

/** Counts what a person sees as characters (an emoji with modifiers is one). */
export function countVisibleCharacters(text: string): number {
  let count = 0;
  for (const _ of new Intl.Segmenter(undefined, { granularity: 'grapheme' }).segment(text)) count++;
  return count;
}

export const DISPLAY_NAME_MAX = 40;
/** Code units a display name may take before its visible characters are counted (an emoji sequence takes up to 16). */
const DISPLAY_NAME_MAX_UNITS = DISPLAY_NAME_MAX * 16;

/** Display names: 1–40 visible characters, no control or invisible characters, surrounding spaces trimmed. */
export const DisplayNameSchema = boundedString(DISPLAY_NAME_MAX_UNITS)
  .trim()
  .refine((name) => !hasInvisibleCharacters(name), 'must not contain control or invisible characters')
  .refine((name) => countVisibleCharacters(name) >= 1, 'is required')
  .refine((name) => countVisibleCharacters(name) <= DISPLAY_NAME_MAX, `must be at most ${DISPLAY_NAME_MAX} characters`);

/** A single-line free text of bounded length, with control characters refused. */
export function lineText(max: number) {
  return boundedString(max * 2)
    .trim()
    .max(max)
    .refine((text) => !/[\p{Cc}]/u.test(text), 'must not contain control characters');
}

/** Control characters other than tab, line feed and carriage return. */
function isControlExceptWhitespace(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (code < 0x20 && character !== '\t' && character !== '\n' && character !== '\r') || code === 0x7f;
}

/** A multi-line free text of bounded length (newlines and tabs allowed). */
export function multilineText(max: number) {
  return boundedString(max).refine(
    (text) => ![...text].some(isControlExceptWhitespace),
    'must not contain control characters',
  );
}

/** `#rrggbb` colour. */
export const HexColorSchema = boundedString(7).regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #3b82f6');
