import { ItemFieldSchema, OperatorSchema } from '@app/shared';
import type { ItemField, Operator } from '@app/shared';
import { FIELD_TYPES } from './item-fields';
import type { FieldType, ItemFieldValues, ItemView } from './item-fields';
import { compilePattern } from './regex-safety';

/**
 * Operators per field type, as in the tracker we replace (docs/reference-tracker.md §3.1); served as `valid_operators` by
 * GET /conditions/valid-mappings.
 *
 * Where the reference was loose we are strict, so a bad condition is refused when it is saved instead of
 * silently disabling its objective later:
 * - a condition value is always a string; lists are comma-separated and every element is trimmed, empty
 *   elements are ignored and duplicates count once;
 * - string EQ / NEQ compare with the trimmed value (item names never start or end with a space);
 *   CONTAINS and regexes use the value exactly as written;
 * - int EQ / NEQ / GT / LT take exactly one whole number (the reference silently used the first of a list);
 * - bool values are `true` / `false` / `1` / `0` (any case); anything else is an error, not `false`;
 * - LENGTH_* counts characters (Unicode code points) of a string, or elements of a list;
 * - regexes (MATCHES, DOES_NOT_MATCH, CONTAINS_MATCH) are JavaScript patterns, unanchored and
 *   case-sensitive, checked by `compilePattern`.
 */
export const VALID_OPERATORS_BY_TYPE = {
  string: ['EQ', 'NEQ', 'IN', 'NOT_IN', 'MATCHES', 'CONTAINS', 'LENGTH_EQ', 'LENGTH_GT', 'LENGTH_LT', 'DOES_NOT_MATCH'],
  int: ['EQ', 'NEQ', 'GT', 'LT', 'IN', 'NOT_IN'],
  bool: ['EQ', 'NEQ'],
  'string[]': ['CONTAINS', 'CONTAINS_ALL', 'CONTAINS_MATCH', 'LENGTH_EQ', 'LENGTH_GT', 'LENGTH_LT', 'DOES_NOT_MATCH'],
} as const satisfies Record<FieldType, readonly Operator[]>;

/** A condition as stored and sent by the API; field and operator are checked here, not trusted. */
export type ConditionInput = { field: string; operator: string; value: string };

/** One compiled condition: true when the item satisfies it. */
export type ConditionCheck = (view: ItemView) => boolean;

export type CompiledCondition = {
  field: ItemField;
  operator: Operator;
  check: ConditionCheck;
  /** For EQ / IN on a string field: the distinct values an item must have (the matcher's index keys). */
  exactValues?: readonly string[];
};

type Compiled = { condition: CompiledCondition; error?: undefined } | { condition?: undefined; error: string };

type FieldOfType<T extends FieldType> = { [F in ItemField]: (typeof FIELD_TYPES)[F] extends T ? F : never }[ItemField];

const fail = (error: string): Compiled => ({ error });

function splitList(value: string): string[] {
  const elements = new Set<string>();
  for (const element of value.split(',')) {
    const trimmed = element.trim();
    if (trimmed !== '') elements.add(trimmed);
  }
  return [...elements];
}

const INTEGER = /^[-+]?\d+$/;

/** A whole number written alone (surrounding spaces allowed), or undefined. */
function parseInteger(text: string): number | undefined {
  const trimmed = text.trim();
  if (!INTEGER.test(trimmed)) return undefined;
  const value = Number(trimmed);
  return Number.isSafeInteger(value) ? value : undefined;
}

function parseBoolean(text: string): boolean | undefined {
  const normalised = text.trim().toLowerCase();
  if (normalised === 'true' || normalised === '1') return true;
  if (normalised === 'false' || normalised === '0') return false;
  return undefined;
}

function codePointLength(text: string): number {
  let length = 0;
  for (const _ of text) length += 1;
  return length;
}

type LengthOperator = 'LENGTH_EQ' | 'LENGTH_GT' | 'LENGTH_LT';

function lengthTest(operator: LengthOperator, value: string): ((length: number) => boolean) | string {
  const expected = parseInteger(value);
  if (expected === undefined || expected < 0) return `"${value}" is not a length; use a whole number of 0 or more.`;
  if (operator === 'LENGTH_EQ') return (length) => length === expected;
  if (operator === 'LENGTH_GT') return (length) => length > expected;
  return (length) => length < expected;
}

/** A LENGTH_* condition on the length `lengthOf` measures (characters of a text, entries of a list). */
function compileLength(
  field: ItemField,
  operator: LengthOperator,
  value: string,
  lengthOf: (view: ItemView) => number,
): Compiled {
  const test = lengthTest(operator, value);
  if (typeof test === 'string') return fail(test);
  return { condition: { field, operator, check: (view) => test(lengthOf(view)) } };
}

function compileString(field: FieldOfType<'string'>, operator: Operator, value: string): Compiled {
  const read = (view: ItemView): string => view.get(field);
  switch (operator) {
    case 'EQ':
    case 'NEQ': {
      const expected = value.trim();
      const check: ConditionCheck =
        operator === 'EQ' ? (view) => read(view) === expected : (view) => read(view) !== expected;
      return { condition: { field, operator, check, exactValues: operator === 'EQ' ? [expected] : undefined } };
    }
    case 'IN':
    case 'NOT_IN': {
      const elements = splitList(value);
      if (elements.length === 0) return fail(`${operator} needs a comma-separated list of at least one value.`);
      const set = new Set(elements);
      const check: ConditionCheck = operator === 'IN' ? (view) => set.has(read(view)) : (view) => !set.has(read(view));
      return { condition: { field, operator, check, exactValues: operator === 'IN' ? elements : undefined } };
    }
    case 'CONTAINS': {
      if (value === '') return fail('CONTAINS needs a non-empty text.');
      return { condition: { field, operator, check: (view) => read(view).includes(value) } };
    }
    case 'MATCHES':
    case 'DOES_NOT_MATCH': {
      const { regex, error } = compilePattern(value);
      if (regex === undefined) return fail(error);
      const check: ConditionCheck =
        operator === 'MATCHES'
          ? (view) => regex.test(patternSubject(read(view)))
          : (view) => !regex.test(patternSubject(read(view)));
      return { condition: { field, operator, check } };
    }
    case 'LENGTH_EQ':
    case 'LENGTH_GT':
    case 'LENGTH_LT': {
      return compileLength(field, operator, value, (view) => codePointLength(read(view)));
    }
    default:
      return fail(wrongOperator(field, operator));
  }
}

/**
 * How much of an item a pattern reads: a text up to this many characters, a list's texts until they add up to
 * the second figure. Game items stay far below (names of tens of characters, mods of at most a few hundred), so
 * only a hand-made item is cut; with the pattern limits of `compilePattern` one test then costs milliseconds at
 * the most, whatever pattern and item meet.
 */
export const MAX_PATTERN_SUBJECT = 1024;
export const MAX_PATTERN_SUBJECTS_TOTAL = 2048;

function patternSubject(text: string): string {
  return text.length > MAX_PATTERN_SUBJECT ? text.slice(0, MAX_PATTERN_SUBJECT) : text;
}

function patternSubjects(texts: readonly string[]): readonly string[] {
  let total = 0;
  for (let index = 0; index < texts.length; index++) {
    total += (texts[index] as string).length;
    if (total > MAX_PATTERN_SUBJECTS_TOTAL || (texts[index] as string).length > MAX_PATTERN_SUBJECT) {
      // Rare: only a hand-made item gets here, so the copy costs nothing in practice.
      const kept: string[] = [];
      let left = MAX_PATTERN_SUBJECTS_TOTAL;
      for (const text of texts) {
        if (left <= 0) break;
        const part = text.slice(0, Math.min(MAX_PATTERN_SUBJECT, left));
        kept.push(part);
        left -= part.length;
      }
      return kept;
    }
  }
  return texts;
}

function compileInt(field: FieldOfType<'int'>, operator: Operator, value: string): Compiled {
  const read = (view: ItemView): number => view.get(field);
  switch (operator) {
    case 'EQ':
    case 'NEQ':
    case 'GT':
    case 'LT': {
      const expected = parseInteger(value);
      if (expected === undefined) return fail(`"${value}" is not a whole number; ${operator} on ${field} needs one.`);
      const checks: Record<typeof operator, ConditionCheck> = {
        EQ: (view) => read(view) === expected,
        NEQ: (view) => read(view) !== expected,
        GT: (view) => read(view) > expected,
        LT: (view) => read(view) < expected,
      };
      return { condition: { field, operator, check: checks[operator] } };
    }
    case 'IN':
    case 'NOT_IN': {
      const elements = splitList(value);
      if (elements.length === 0) return fail(`${operator} needs a comma-separated list of at least one whole number.`);
      const numbers = new Set<number>();
      for (const element of elements) {
        const parsed = parseInteger(element);
        if (parsed === undefined)
          return fail(`"${element}" is not a whole number; every element of the list must be one.`);
        numbers.add(parsed);
      }
      const check: ConditionCheck =
        operator === 'IN' ? (view) => numbers.has(read(view)) : (view) => !numbers.has(read(view));
      return { condition: { field, operator, check } };
    }
    default:
      return fail(wrongOperator(field, operator));
  }
}

function compileBool(field: FieldOfType<'bool'>, operator: Operator, value: string): Compiled {
  if (operator !== 'EQ' && operator !== 'NEQ') return fail(wrongOperator(field, operator));
  const expected = parseBoolean(value);
  if (expected === undefined) return fail(`"${value}" is not a yes/no value; use true or false.`);
  const check: ConditionCheck =
    operator === 'EQ' ? (view) => view.get(field) === expected : (view) => view.get(field) !== expected;
  return { condition: { field, operator, check } };
}

function compileStringList(field: FieldOfType<'string[]'>, operator: Operator, value: string): Compiled {
  const read = (view: ItemView): ItemFieldValues[typeof field] => view.get(field);
  switch (operator) {
    case 'CONTAINS': {
      if (value === '') return fail('CONTAINS needs a non-empty text.');
      return { condition: { field, operator, check: (view) => read(view).some((element) => element.includes(value)) } };
    }
    case 'CONTAINS_ALL': {
      const parts = splitList(value);
      if (parts.length === 0) return fail('CONTAINS_ALL needs a comma-separated list of at least one text.');
      const check: ConditionCheck = (view) => {
        const elements = read(view);
        return parts.every((part) => elements.some((element) => element.includes(part)));
      };
      return { condition: { field, operator, check } };
    }
    case 'CONTAINS_MATCH':
    case 'DOES_NOT_MATCH': {
      const { regex, error } = compilePattern(value);
      if (regex === undefined) return fail(error);
      const anyMatches = (view: ItemView) => patternSubjects(read(view)).some((element) => regex.test(element));
      const check: ConditionCheck = operator === 'CONTAINS_MATCH' ? anyMatches : (view) => !anyMatches(view);
      return { condition: { field, operator, check } };
    }
    case 'LENGTH_EQ':
    case 'LENGTH_GT':
    case 'LENGTH_LT': {
      return compileLength(field, operator, value, (view) => read(view).length);
    }
    default:
      return fail(wrongOperator(field, operator));
  }
}

function wrongOperator(field: ItemField, operator: Operator): string {
  const type = FIELD_TYPES[field];
  const allowed: readonly Operator[] = VALID_OPERATORS_BY_TYPE[type];
  return `${operator} cannot be used with ${field} (a ${type} field); use one of ${allowed.join(', ')}.`;
}

function isFieldOfType<T extends FieldType>(field: ItemField, type: T): field is FieldOfType<T> {
  return FIELD_TYPES[field] === type;
}

/** Compiles one condition, or explains in plain words why it cannot be used. */
export function compileCondition(input: ConditionInput): Compiled {
  const field = ItemFieldSchema.safeParse(input.field);
  if (!field.success) return fail(`"${input.field}" is not an item field.`);
  const operator = OperatorSchema.safeParse(input.operator);
  if (!operator.success) return fail(`"${input.operator}" is not a condition operator.`);
  if (typeof input.value !== 'string') return fail('The condition value must be text.');
  const name = field.data;
  if (isFieldOfType(name, 'string')) return compileString(name, operator.data, input.value);
  if (isFieldOfType(name, 'int')) return compileInt(name, operator.data, input.value);
  if (isFieldOfType(name, 'bool')) return compileBool(name, operator.data, input.value);
  if (isFieldOfType(name, 'string[]')) return compileStringList(name, operator.data, input.value);
  return fail('The field has no declared type.');
}

/** A person-readable reason why a condition cannot be saved, or null when it is fine (the API answers 400). */
export function validateCondition(field: string, operator: string, value: string): string | null {
  return compileCondition({ field, operator, value }).error ?? null;
}
