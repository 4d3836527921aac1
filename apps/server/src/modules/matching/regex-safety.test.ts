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
    'x{16}',
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
    ['(a)\\1', 'back-references'],
    ['(?<x>a)\\k<x>', 'back-references'],
    ['(?=.*Life)(?!.*Mana)', 'lookarounds'],
    ['(?<=Tier )\\d', 'lookarounds'],
    ['.{0,40}Life', 'repetition counts above 16'],
    ['[unclosed', 'not a valid regular expression'],
    ['a**', 'not a valid regular expression'],
    ['', 'The pattern is empty.'],
    ['x'.repeat(MAX_PATTERN_LENGTH + 1), `at most ${MAX_PATTERN_LENGTH} are allowed`],
  ])('refuses %s', (pattern, reason) => {
    const result = compilePattern(pattern);
    expect(result.regex).toBeUndefined();
    expect(result.error).toContain(reason);
  });

  // Each of these backtracks exponentially or polynomially in V8's default engine: minutes to years on these
  // subjects. Run linearly, each answers at once; a regression makes this test time out.
  it.each([
    ['(a+)+$', 'a'.repeat(40) + '!'],
    ['(a|ab)*c', 'ab'.repeat(40)],
    ['^(?:\\w+\\s)*$', 'word '.repeat(30) + '!'],
    ['a*a*a*a*a*a*a*b', 'a'.repeat(5_000)],
    ['\\s*\\s*\\s*\\s*\\s*!', ' '.repeat(5_000)],
    ['.*a.*b.*c.*d.*e.*f', 'abcde'.repeat(1_000)],
  ])('runs %s in linear time on a hostile subject', (pattern, subject) => {
    const { regex, error } = compilePattern(pattern);
    expect(error).toBeUndefined();
    expect(regex?.test(subject)).toBe(false);
  });

  it.each([
    ['(.*){16}'.repeat(24) + 'b', '384 wildcards or character classes'],
    ['(.*){16}(.*){16}(.*){16}b', '48 wildcards or character classes'],
    ['(?:abcdefgh){16}'.repeat(9), 'grows to 1152 steps'],
    ['((a+)*)+b', 'nests repetitions 3 deep'],
  ])('refuses %s, whose shape would make every item costly, and says which limit', (pattern, reason) => {
    const { regex, error } = compilePattern(pattern);
    expect(regex).toBeUndefined();
    expect(error).toContain(reason);
    expect(error).toContain('Every pattern is tried on every item of every stash tab');
  });

  it('matches with groups that no longer capture, as written', () => {
    const { regex } = compilePattern('^(?<tier>\\d+) (Fire|Cold)');
    expect(regex?.source).toBe('^(?:\\d+) (?:Fire|Cold)');
    expect(regex?.test('12 Cold')).toBe(true);
    expect(regex?.test('x12 Cold')).toBe(false);
  });

  it('accepts a pattern of exactly the maximum length', () => {
    expect(compilePattern('x'.repeat(MAX_PATTERN_LENGTH)).error).toBeUndefined();
  });
});
