import { describe, expect, it } from 'vitest';
import { MAX_PATTERN_LENGTH, compilePattern } from './regex-safety';

describe('compilePattern', () => {
  it.each([
    '^Strand',
    'Map$',
    '(Tier \\d+ )?Map',
    '^\\+(\\d+) to maximum Life$',
    '^(?:Fire|Cold|Lightning) Resistance$',
    '[ab]+',
    'a{2,5}b',
    '(ab){3}',
    '\\(Tier 3\\)',
    '[(|)+]+x',
    'a{,5}',
    '.*Fire.*Cold.*',
    '(?<tier>\\d+)',
    '(?=.*Life)(?!.*Mana)',
  ])('accepts the ordinary pattern %s', (pattern) => {
    const result = compilePattern(pattern);
    expect(result.error).toBeUndefined();
    expect(result.regex).toBeInstanceOf(RegExp);
  });

  it('matches unanchored and case-sensitive, like the reference', () => {
    const regex = compilePattern('Life').regex;
    expect(regex?.test('+112 to maximum Life')).toBe(true);
    expect(regex?.test('+112 to maximum life')).toBe(false);
  });

  it.each([
    ['(a+)+$', 'A repeated group contains a quantifier'],
    ['(a*)*b', 'A repeated group contains a quantifier'],
    ['(a|a)*b', 'A repeated group contains a quantifier'],
    ['(a|ab)+c', 'A repeated group contains a quantifier'],
    ['(x?){20}x{20}', 'A repeated group contains a quantifier'],
    ['((a|b))+', 'A repeated group contains a quantifier'],
    ['(?:\\w+\\s)*$', 'A repeated group contains a quantifier'],
    ['(.*a){12}', 'A repeated group contains a quantifier'],
    ['(a)\\1', 'Back-references'],
    ['(?<x>a)\\k<x>', 'Back-references'],
    ['.*a.*b.*c.*d.*e.*f', 'repeats without limit'],
    ['[unclosed', 'not a valid regular expression'],
    ['a**', 'not a valid regular expression'],
    ['', 'The pattern is empty.'],
    ['x'.repeat(MAX_PATTERN_LENGTH + 1), `at most ${MAX_PATTERN_LENGTH} are allowed`],
  ])('refuses %s', (pattern, reason) => {
    const result = compilePattern(pattern);
    expect(result.regex).toBeUndefined();
    expect(result.error).toContain(reason);
  });

  it('accepts a pattern of exactly the maximum length', () => {
    expect(compilePattern('x'.repeat(MAX_PATTERN_LENGTH)).error).toBeUndefined();
  });
});
