/**
 * Condition regexes are JavaScript RegExp patterns written by objective designers and run against every
 * item of every stash page, on the worker's only thread. A pattern that backtracks exponentially would
 * stall ingestion, so patterns are checked when an objective is saved and again when it is compiled:
 * - at most `MAX_PATTERN_LENGTH` characters;
 * - it must compile (no flags: matching is case-sensitive and unanchored, "find anywhere");
 * - no back-references (`\1`, `\k<name>`), which no ReDoS-safe analysis can bound;
 * - no repeated group that itself contains a quantifier or an alternation (`(a+)+`, `(\w+\s)*`,
 *   `(a|ab)*`, `(x?){20}`): the shapes behind exponential backtracking. `?` on a group is fine;
 * - at most `MAX_UNBOUNDED_QUANTIFIERS` unbounded quantifiers (`*`, `+`, `{n,}`), since each one can
 *   multiply the work of a failing match by the subject's length.
 * This is deliberately conservative: a rejected pattern can almost always be rewritten with a character
 * class (`[ab]+` instead of `(a|b)+`).
 */

export const MAX_PATTERN_LENGTH = 200;
export const MAX_UNBOUNDED_QUANTIFIERS = 5;

export type PatternResult = { regex: RegExp; error?: undefined } | { regex?: undefined; error: string };

type GroupFrame = { hasQuantifier: boolean; hasAlternation: boolean };
type LastAtom = { kind: 'none' } | { kind: 'simple' } | { kind: 'group'; frame: GroupFrame };

type Quantifier = { length: number; repeats: boolean; unbounded: boolean };

const BRACE_QUANTIFIER = /^\{(\d+)(,(\d*))?\}/;

/** The quantifier starting at `at`, or undefined when the character there does not start one. */
function readQuantifier(pattern: string, at: number): Quantifier | undefined {
  const char = pattern[at];
  let quantifier: Quantifier | undefined;
  if (char === '*' || char === '+') quantifier = { length: 1, repeats: true, unbounded: true };
  else if (char === '?') quantifier = { length: 1, repeats: false, unbounded: false };
  else if (char === '{') {
    const match = BRACE_QUANTIFIER.exec(pattern.slice(at));
    // Without the `u` flag a `{` that is not a valid quantifier is a literal character.
    if (match === null) return undefined;
    const min = Number(match[1]);
    const hasComma = match[2] !== undefined;
    const max = hasComma ? (match[3] === '' ? Infinity : Number(match[3])) : min;
    quantifier = { length: match[0].length, repeats: max > 1, unbounded: max === Infinity };
  }
  if (quantifier === undefined) return undefined;
  // A trailing `?` makes it lazy; laziness does not change the worst case.
  if (pattern[at + quantifier.length] === '?') quantifier.length += 1;
  return quantifier;
}

/** Index just past the character class that opens at `at` (which holds `[`). */
function skipCharacterClass(pattern: string, at: number): number {
  let index = at + 1;
  while (index < pattern.length && pattern[index] !== ']') index += pattern[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** Length of a group's opening: `(`, `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` or `(?<name>`. */
function groupOpeningLength(pattern: string, at: number): number {
  if (pattern[at + 1] !== '?') return 1;
  const next = pattern[at + 2];
  if (next === ':' || next === '=' || next === '!') return 3;
  if (next === '<') {
    const after = pattern[at + 3];
    if (after === '=' || after === '!') return 4;
    const close = pattern.indexOf('>', at);
    return close < 0 ? 3 : close - at + 1;
  }
  return 2;
}

/** Why a (compilable) pattern is unsafe to run on untrusted input, or undefined when it is fine. */
function unsafeReason(pattern: string): string | undefined {
  const stack: GroupFrame[] = [{ hasQuantifier: false, hasAlternation: false }];
  let last: LastAtom = { kind: 'none' };
  let unbounded = 0;
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    const frame = stack[stack.length - 1];
    if (frame === undefined) break;
    if (char === '\\') {
      const next = pattern[index + 1] ?? '';
      if ((next >= '1' && next <= '9') || (next === 'k' && pattern[index + 2] === '<')) {
        return 'Back-references such as \\1 or \\k<name> are not allowed in condition patterns.';
      }
      last = { kind: 'simple' };
      index += 2;
      continue;
    }
    if (char === '[') {
      last = { kind: 'simple' };
      index = skipCharacterClass(pattern, index);
      continue;
    }
    if (char === '(') {
      stack.push({ hasQuantifier: false, hasAlternation: false });
      last = { kind: 'none' };
      index += groupOpeningLength(pattern, index);
      continue;
    }
    if (char === ')') {
      const closed = stack.pop();
      const parent = stack[stack.length - 1];
      if (closed === undefined || parent === undefined) break;
      // What is nested stays nested: `((a|b))+` is as risky as `(a|b)+`.
      parent.hasQuantifier ||= closed.hasQuantifier;
      parent.hasAlternation ||= closed.hasAlternation;
      last = { kind: 'group', frame: closed };
      index += 1;
      continue;
    }
    if (char === '|') {
      frame.hasAlternation = true;
      last = { kind: 'none' };
      index += 1;
      continue;
    }
    const quantifier = readQuantifier(pattern, index);
    if (quantifier !== undefined) {
      if (last.kind === 'group' && quantifier.repeats && (last.frame.hasQuantifier || last.frame.hasAlternation)) {
        return (
          'A repeated group contains a quantifier or "|" (as in (a+)+ or (a|b)*); such patterns can take ' +
          'exponentially long on some items. Repeat a character class instead, e.g. [ab]+.'
        );
      }
      frame.hasQuantifier = true;
      if (quantifier.unbounded) unbounded += 1;
      if (unbounded > MAX_UNBOUNDED_QUANTIFIERS) {
        return `The pattern repeats without limit (*, + or {n,}) more than ${MAX_UNBOUNDED_QUANTIFIERS} times; simplify it.`;
      }
      last = { kind: 'none' };
      index += quantifier.length;
      continue;
    }
    last = { kind: 'simple' };
    index += 1;
  }
  return undefined;
}

/** Compiles a condition pattern, or explains in plain words why it is refused. */
export function compilePattern(pattern: string): PatternResult {
  if (pattern === '') return { error: 'The pattern is empty.' };
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return { error: `The pattern is ${pattern.length} characters long; at most ${MAX_PATTERN_LENGTH} are allowed.` };
  }
  let regex: RegExp;
  try {
    regex = new RegExp(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `The pattern is not a valid regular expression: ${reason}` };
  }
  const reason = unsafeReason(pattern);
  return reason === undefined ? { regex } : { error: reason };
}
