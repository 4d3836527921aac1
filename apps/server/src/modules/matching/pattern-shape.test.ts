import { describe, expect, it } from 'vitest';
import { patternShape } from './pattern-shape';

describe('patternShape', () => {
  it.each([
    ['Headhunter', 10, 0, 0],
    ['.*Fire.*', 6, 2, 1],
    ['(?:ab){16}', 32, 0, 1],
    ['(.*a){16}', 32, 16, 2],
    ['(?:\\w+\\s*){8}x', 17, 16, 2],
    ['[(|)+]+x', 2, 1, 1],
    ['\\(Tier 3\\)', 8, 0, 0],
    ['a{,5}', 5, 0, 0],
    ['a{2,}b', 3, 0, 1],
    ['(?=x)a\\bb', 2, 0, 0],
    ['x|y|.*', 3, 1, 1],
  ])('reads %s as %i states, %i wide, %i deep', (pattern, size, wide, depth) => {
    const shape = patternShape(pattern);
    expect([shape.expandedSize, shape.wideAtoms, shape.repetitionDepth]).toEqual([size, wide, depth]);
  });

  it.each([
    ['(a)(b)', '(?:a)(?:b)'],
    ['(?<tier>\\d+) (?:x)', '(?:\\d+) (?:x)'],
    ['(?=a)(?!b)(?<=c)(?<!d)(e)', '(?=a)(?!b)(?<=c)(?<!d)(?:e)'],
    ['\\(not a group\\)[(]', '\\(not a group\\)[(]'],
    ['[\\](]+(x)', '[\\](]+(?:x)'],
  ])('writes %s without captures as %s', (pattern, expected) => {
    expect(patternShape(pattern).withoutCaptures).toBe(expected);
    expect(() => new RegExp(expected)).not.toThrow();
  });
});
