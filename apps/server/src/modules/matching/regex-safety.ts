/**
 * Condition regexes are JavaScript RegExp patterns written by objective designers and run against every
 * item of every stash page, on the worker's only thread. A pattern that backtracks exponentially — or
 * polynomially: `a*a*a*a*a*b` takes 20 s on a 100-character subject — would stall ingestion. So matching
 * never backtracks without bound: V8's linear-time engine takes over from the backtracking one whenever a
 * match backtracks too much (`--enable-experimental-regexp-engine-on-excessive-backtracks`), and a pattern
 * is accepted only if that engine can run it (no back-references, no lookarounds, repetition counts up to
 * 16). Ordinary patterns keep the fast backtracking engine; a hostile one costs time linear in the subject.
 * Patterns are checked when an objective is saved and again when it is compiled; their written-out size is
 * limited too (below), and decision 027 records why.
 */
import v8 from 'node:v8';
import { patternShape, type PatternShape } from './pattern-shape';

// Process-wide V8 settings, read when a regex is compiled: `l` (linear) patterns, and the fallback to them.
v8.setFlagsFromString('--enable-experimental-regexp-engine');
v8.setFlagsFromString('--enable-experimental-regexp-engine-on-excessive-backtracks');
/** The RegExp flag for V8's linear-time engine (only valid with the setting above). */
const LINEAR = 'l';
try {
  new RegExp('a', LINEAR);
} catch {
  throw new Error('This Node.js has no linear-time regex engine; condition patterns cannot be run safely');
}

export const MAX_PATTERN_LENGTH = 200;

/**
 * The linear-time engine's work per character grows with the states alive at once, so a pattern is refused
 * when, written out, it would be large enough to cost milliseconds on one item: more than this many states once
 * counted repetitions are expanded (`(?:ab){16}` is 32) …
 */
export const MAX_EXPANDED_SIZE = 1024;
/** … more wildcards and classes than this once expanded (`.`, `\w`, `[^,]`: each can be alive at every position) … */
export const MAX_WIDE_ATOMS = 16;
/** … or repetitions nested deeper than this (`((a+)*)+` is 3). */
export const MAX_REPETITION_DEPTH = 2;

/** Why a pattern's shape makes it too costly to match, in words a designer can act on; undefined when it is not. */
function shapeLimit(shape: PatternShape): string | undefined {
  const why = 'Every pattern is tried on every item of every stash tab, so its cost is limited.';
  if (shape.expandedSize > MAX_EXPANDED_SIZE)
    return `The pattern grows to ${shape.expandedSize} steps once its counted repetitions ({n}) are written out; at most ${MAX_EXPANDED_SIZE} are allowed. ${why} Use fewer or smaller counts.`;
  if (shape.wideAtoms > MAX_WIDE_ATOMS)
    return `The pattern has ${shape.wideAtoms} wildcards or character classes (., \\w, [...]) once its counted repetitions are written out; at most ${MAX_WIDE_ATOMS} are allowed. ${why} Split it into several conditions.`;
  if (shape.repetitionDepth > MAX_REPETITION_DEPTH)
    return `The pattern nests repetitions ${shape.repetitionDepth} deep (like ((a+)*)+); at most ${MAX_REPETITION_DEPTH} are allowed. ${why}`;
  return undefined;
}

export type PatternResult = { regex: RegExp; error?: undefined } | { regex?: undefined; error: string };

/** Compiles a condition pattern, or explains in plain words why it is refused. */
export function compilePattern(pattern: string): PatternResult {
  if (pattern === '') return { error: 'The pattern is empty.' };
  if (pattern.length > MAX_PATTERN_LENGTH) {
    return { error: `The pattern is ${pattern.length} characters long; at most ${MAX_PATTERN_LENGTH} are allowed.` };
  }
  try {
    new RegExp(pattern);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { error: `The pattern is not a valid regular expression: ${reason}` };
  }
  try {
    new RegExp(pattern, LINEAR);
  } catch {
    return {
      error:
        'This pattern cannot be matched in linear time: back-references (\\1, \\k<name>), lookarounds ((?=, (?!, (?<=, (?<!) ' +
        'and repetition counts above 16 (like {0,40}) are not allowed. Use * or + instead of a large count, and a second ' +
        'condition instead of a lookaround (e.g. MATCHES one pattern and DOES_NOT_MATCH another).',
    };
  }
  // Only now, with back-references refused, may groups stop capturing: `\1` without groups would mean another thing.
  const shape = patternShape(pattern);
  const limit = shapeLimit(shape);
  if (limit) return { error: limit };
  return { regex: new RegExp(shape.withoutCaptures) };
}
