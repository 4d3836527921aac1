/**
 * Request generation from the routes' zod contracts, for the fuzzer and the contract gates: plausible values
 * that follow a schema, hostile variations of them, and a check that every string a client may send has a
 * plain maximum length checked before anything else.
 */
import type { z } from 'zod';
import type { Random } from '../lib/seeded-random';

type Schema = z.core.$ZodType;
type Def = Schema['_zod']['def'] & Record<string, unknown>;

const defOf = (schema: Schema) => schema._zod.def as Def;

/** Kinds that only wrap one inner schema: every walker looks through them to what they wrap. */
const WRAPPER_TYPES: ReadonlySet<string> = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'readonly',
  'nonoptional',
  'catch',
]);

/** The schema a wrapper (optional, nullable, default…) wraps, or undefined for any other kind. */
function wrappedBy(def: Def): Schema | undefined {
  return WRAPPER_TYPES.has(def.type) ? (def.innerType as Schema) : undefined;
}

/**
 * Paths (like `body.name`, `query.limit`) of strings in a request schema that are not bounded first: a string
 * must start with a `max_length` check that aborts, unless it only receives the output of a bounded string.
 */
export function unboundedStrings(schema: Schema, path: string): string[] {
  const found: string[] = [];
  const seen = new Set<Schema>();
  const walk = (node: Schema, at: string): void => {
    if (seen.has(node)) return;
    seen.add(node);
    const def = defOf(node);
    const inner = wrappedBy(def);
    if (inner) return walk(inner, at);
    switch (def.type) {
      case 'string': {
        const first = def.checks?.[0]?._zod.def as { check?: string; abort?: boolean } | undefined;
        if (first?.check !== 'max_length' || first.abort !== true) found.push(at);
        return;
      }
      case 'object':
        for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) walk(value, `${at}.${key}`);
        if (def.catchall) walk(def.catchall as Schema, `${at}.*`);
        return;
      case 'array':
        return walk(def.element as Schema, `${at}[]`);
      case 'record':
        walk(def.keyType as Schema, `${at}{key}`);
        return walk(def.valueType as Schema, `${at}{}`);
      case 'union':
        for (const option of def.options as Schema[]) walk(option, at);
        return;
      case 'intersection':
        walk(def.left as Schema, at);
        return walk(def.right as Schema, at);
      case 'tuple':
        (def.items as Schema[]).forEach((item, index) => walk(item, `${at}[${index}]`));
        return;
      case 'pipe': {
        // What comes out of a bounded input is bounded; only an untyped input leaves the output to check.
        walk(def.in as Schema, at);
        const input = defOf(def.in as Schema).type;
        if (input === 'unknown' || input === 'any') walk(def.out as Schema, at);
        return;
      }
      case 'lazy':
        return walk((def.getter as () => Schema)(), at);
      default:
        return;
    }
  };
  walk(schema, path);
  return found;
}

/** Where the strings of a schema sit, as key paths (`[]` for an array's elements): each can be aimed at. */
export function stringLeaves(schema: Schema): string[][] {
  const found: string[][] = [];
  const walk = (node: Schema, at: string[], depth: number): void => {
    if (depth > 6) return;
    const def = defOf(node);
    const inner = wrappedBy(def);
    if (inner) return walk(inner, at, depth);
    switch (def.type) {
      case 'string':
        found.push(at);
        return;
      case 'object':
        for (const [key, value] of Object.entries(def.shape as Record<string, Schema>))
          walk(value, [...at, key], depth + 1);
        return;
      case 'array':
        return walk(def.element as Schema, [...at, '[]'], depth + 1);
      case 'union':
        for (const option of def.options as Schema[]) walk(option, at, depth + 1);
        return;
      case 'pipe':
        return walk(def.in as Schema, at, depth);
      default:
        return;
    }
  };
  walk(schema, [], 0);
  const unique = new Map(found.map((path) => [path.join('.'), path]));
  return [...unique.values()];
}

/** A copy of `value` with `leaf` put at `path` (creating objects and one-element arrays on the way). */
export function withValueAt(value: unknown, path: readonly string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [key, ...rest] = path as [string, ...string[]];
  if (key === '[]') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[0] = withValueAt(list[0], rest, leaf);
    return list;
  }
  const record =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? { ...(value as Record<string, unknown>) }
      : {};
  record[key] = withValueAt(record[key], rest, leaf);
  return record;
}

/** Strings that must never hurt: NUL, direction overrides, joiners, emoji, markup, SQL. */
export const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u202egnp.exe',
  '\u200b\u200d\ufeff',
  '👩‍👩‍👧‍👦🏳️‍🌈'.repeat(50),
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00%2e%2e%2f',
  '\ud800',
  ' ',
  '',
] as const;

/** Numbers at every edge a column or a parser has. */
export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 1,
  1e308,
  -1e308,
  123_456_789_012,
] as const;

/** A value of a wrong kind, for any place in a request. */
export function wrongValue(random: Random): unknown {
  const options: (() => unknown)[] = [
    () => random.pick(HOSTILE_STRINGS),
    () => random.pick(HOSTILE_NUMBERS),
    () => 'x'.repeat(random.pick([65, 2_049, 100_000, 900_000])),
    () => random.chance(0.5),
    () => null,
    () => [],
    () => ({}),
    () => ({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
    () => nested(random.pick([64, 1_000])),
    () => Array.from({ length: random.pick([1_000, 50_000]) }, (_, index) => index),
  ];
  return random.pick(options)();
}

/** `[[[…]]]` nested `depth` deep. */
export function nested(depth: number): unknown {
  let value: unknown = [];
  for (let index = 0; index < depth; index++) value = [value];
  return value;
}

const STRING_CANDIDATES = [
  '1',
  '42',
  'current',
  'abc',
  'poe',
  'abcdef0123',
  '#3b82f6',
  '2026-05-01T20:00:00Z',
  'Player#1234',
  'Some name',
  'https://example.org/x',
  '/scores',
];

/** A value that follows the schema as well as simple generation can (unknown formats fall back to text). */
export function sampleValue(schema: Schema, random: Random, depth = 0): unknown {
  const def = defOf(schema);
  const inner = wrappedBy(def);
  if (inner) return sampleValue(inner, random, depth);
  const valid = (candidates: readonly unknown[]) => candidates.filter((value) => safeParse(schema, value));
  switch (def.type) {
    case 'string': {
      const fits = valid(STRING_CANDIDATES);
      return fits.length > 0 ? random.pick(fits) : 'text';
    }
    case 'number': {
      const fits = valid([1, 2, 5, 24, 100, 0, 1_000]);
      return fits.length > 0 ? random.pick(fits) : 1;
    }
    case 'boolean':
      return random.chance(0.5);
    case 'literal':
      return random.pick(def.values as unknown[]);
    case 'enum':
      return random.pick(Object.values(def.entries as Record<string, unknown>));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>)) {
        const optional = field._zod.optin === 'optional';
        if (!optional || random.chance(0.7)) value[key] = sampleValue(field, random, depth + 1);
      }
      return value;
    }
    case 'array': {
      const length = depth > 4 ? 0 : random.int(3) + 1;
      return Array.from({ length }, () => sampleValue(def.element as Schema, random, depth + 1));
    }
    case 'record':
      return {
        [String(sampleValue(def.keyType as Schema, random, depth + 1))]: sampleValue(
          def.valueType as Schema,
          random,
          depth + 1,
        ),
      };
    case 'union':
      return sampleValue(random.pick(def.options as Schema[]), random, depth + 1);
    case 'pipe':
      return sampleValue(def.in as Schema, random, depth);
    case 'lazy':
      return depth > 4 ? null : sampleValue((def.getter as () => Schema)(), random, depth + 1);
    default:
      return null;
  }
}

function safeParse(schema: Schema, value: unknown): boolean {
  return (schema as z.ZodType).safeParse(value).success;
}

/**
 * A variation of a valid value: one place in it replaced by a wrong or hostile value, a field dropped or an
 * unknown one added — or the whole value replaced.
 */
export function mutate(value: unknown, random: Random): unknown {
  if (random.chance(0.15) || value === null || typeof value !== 'object') return wrongValue(random);
  const copy: unknown = structuredClone(value);
  let container = copy as Record<string, unknown> | unknown[];
  // Walk down a random path to some container, then change one of its entries.
  for (let step = 0; step < 4; step++) {
    const keys = Object.keys(container);
    if (keys.length === 0) break;
    const child = (container as Record<string, unknown>)[random.pick(keys)];
    if (child === null || typeof child !== 'object' || random.chance(0.4)) break;
    container = child as Record<string, unknown> | unknown[];
  }
  const keys = Object.keys(container);
  const target = keys.length > 0 ? random.pick(keys) : 'extra_field';
  const action = random.int(3);
  if (action === 0 && !Array.isArray(container)) delete container[target];
  else if (action === 1 && !Array.isArray(container)) container[`unexpected_${random.int(100)}`] = wrongValue(random);
  else (container as Record<string, unknown>)[target] = wrongValue(random);
  return copy;
}

/** Path segments no id may be: each must be answered with a 4xx. */
export const ODD_PATH_VALUES = [
  '0',
  '-1',
  '1e3',
  '1.5',
  '01',
  '2147483648',
  '99999999999999999999999',
  'current',
  'CURRENT',
  '%00',
  '%2e%2e',
  '..%2f..%2fetc',
  '%F0%9F%98%80',
  '%E2%80%AE1',
  'x'.repeat(300),
  'null',
  'undefined',
  '__proto__',
] as const;

/** Which field of a check holds its bound: `max_length` bounds strings and arrays, `less_than` numbers. */
const BOUND_FIELD = { max_length: 'maximum', less_than: 'value' } as const;

/** The tightest bound a schema's checks of one kind set, or undefined without one. */
function upperBound(schema: Schema, kind: keyof typeof BOUND_FIELD): number | undefined {
  let max: number | undefined;
  for (const check of defOf(schema).checks ?? []) {
    const def = check._zod.def as { check?: string; maximum?: number; value?: number };
    const bound = def[BOUND_FIELD[kind]];
    if (def.check === kind && bound !== undefined) max = Math.min(max ?? Infinity, bound);
  }
  return max;
}

/** Records have no maximum of their own: this many keys stand for "many". */
const RECORD_KEYS = 16;

/**
 * The largest value a schema accepts, as far as simple generation can tell: every optional field present, every
 * array and string at its maximum, every number at its bound (a string in a format it cannot fill falls back to
 * a valid sample). Strings are filled with `filler`, so a caller can choose text that costs patterns the most.
 */
export function largestValue(schema: Schema, random: Random, filler = 'a', depth = 0): unknown {
  const def = defOf(schema);
  const inner = wrappedBy(def);
  if (inner) return largestValue(inner, random, filler, depth);
  const valid = (candidates: readonly unknown[]) => candidates.find((value) => safeParse(schema, value));
  switch (def.type) {
    case 'string': {
      const max = upperBound(schema, 'max_length') ?? 64;
      return (
        valid([filler.repeat(max).slice(0, max), `https://example.org/${filler.repeat(Math.max(0, max - 20))}`]) ??
        sampleValue(schema, random, depth)
      );
    }
    case 'number': {
      const max = upperBound(schema, 'less_than');
      return valid([max, 1_000_000_000, 1_000_000, 1_000, 100, 24, 1].filter((value) => value !== undefined)) ?? 1;
    }
    case 'boolean':
      return true;
    case 'literal':
      return (def.values as unknown[])[0];
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(def.shape as Record<string, Schema>))
        value[key] = largestValue(field, random, filler, depth + 1);
      return value;
    }
    case 'array': {
      const length = depth > 6 ? 0 : (upperBound(schema, 'max_length') ?? 16);
      const element = largestValue(def.element as Schema, random, filler, depth + 1);
      return Array.from({ length }, () => element);
    }
    case 'tuple':
      return (def.items as Schema[]).map((item) => largestValue(item, random, filler, depth + 1));
    case 'record': {
      const value: Record<string, unknown> = {};
      for (let index = 0; index < RECORD_KEYS; index++)
        value[`${filler}${index}`] = largestValue(def.valueType as Schema, random, filler, depth + 1);
      return value;
    }
    case 'union': {
      // The option that writes the most.
      const options = (def.options as Schema[]).map((option) => largestValue(option, random, filler, depth + 1));
      return options.reduce((best, option) =>
        (JSON.stringify(option)?.length ?? 0) > (JSON.stringify(best)?.length ?? 0) ? option : best,
      );
    }
    case 'pipe': {
      // A bounded input turned into a format (a time, a number): the largest input that the format accepts.
      const input = largestValue(def.in as Schema, random, filler, depth);
      if (safeParse(schema, input)) return input;
      const sample = sampleValue(def.out as Schema, random, depth);
      return safeParse(schema, sample) ? sample : input;
    }
    case 'lazy':
      return depth > 6 ? null : largestValue((def.getter as () => Schema)(), random, filler, depth + 1);
    default:
      return null;
  }
}

/**
 * `largestValue`, then mended where the schema's own rules refuse it (two times in the wrong order, a list that
 * must not repeat an entry): each refused place is dropped, then set to null, until the schema accepts the value
 * or nothing more can be tried. What stays refused is sent as it is: a route must answer that quickly too.
 */
export function largestAccepted(schema: Schema, random: Random, filler = 'a'): unknown {
  let value = largestValue(schema, random, filler);
  for (let round = 0; round < 8; round++) {
    const result = (schema as z.ZodType).safeParse(value);
    if (result.success) return value;
    let changed = false;
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      if (path.length === 0) continue;
      for (const candidate of [undefined, null]) {
        const next = withValueAt(value, path, candidate);
        const nextResult = (schema as z.ZodType).safeParse(next);
        const stillThere =
          !nextResult.success && nextResult.error.issues.some((other) => other.path.join('.') === path.join('.'));
        if (!stillThere) {
          value = next;
          changed = true;
          break;
        }
      }
    }
    if (!changed) return value;
  }
  return value;
}

/** The value with its largest arrays halved until its JSON fits in `bytes` (a route's body limit). */
export function fitInto(value: unknown, bytes: number): unknown {
  let fitted = structuredClone(value);
  for (let round = 0; round < 64 && Buffer.byteLength(JSON.stringify(fitted)) > bytes; round++) {
    let largest: unknown[] | undefined;
    let size = 0;
    const visit = (node: unknown) => {
      if (Array.isArray(node)) {
        const length = JSON.stringify(node).length;
        if (length > size && node.length > 1) [largest, size] = [node, length];
        node.forEach(visit);
      } else if (node !== null && typeof node === 'object') Object.values(node).forEach(visit);
    };
    visit(fitted);
    if (!largest) break;
    largest.length = Math.ceil(largest.length / 2);
    fitted = structuredClone(fitted);
  }
  return fitted;
}
