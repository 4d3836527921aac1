import { describe, expect, it } from 'vitest';
import { boundedString, DisplayNameSchema, EventIdParamSchema, IdParamSchema } from './common';

describe('DisplayNameSchema', () => {
  it('trims and accepts 1 to 40 visible characters, emoji sequences counting as one', () => {
    expect(DisplayNameSchema.parse('  Ann  ')).toBe('Ann');
    expect(DisplayNameSchema.safeParse('x'.repeat(40)).success).toBe(true);
    expect(DisplayNameSchema.safeParse('👨‍👩‍👧'.repeat(40)).success).toBe(true);
    expect(DisplayNameSchema.safeParse('x'.repeat(41)).success).toBe(false);
  });

  it('refuses empty names and hidden or control characters', () => {
    for (const bad of ['', '   ', 'a\u200bb', 'a\u202eb', 'tab\tname', 'a\u200db']) {
      expect(DisplayNameSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
    }
  });
});

describe('bounded strings', () => {
  it('refuse text over the limit before any other check looks at it', () => {
    const result = DisplayNameSchema.safeParse(`${'👩‍🚀\u200b'.repeat(150_000)}`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['must be at most 640 characters long']);
    expect(boundedString(3).safeParse('abcd').error?.issues).toHaveLength(1);
    expect(
      boundedString(3)
        .refine(() => false, 'later check')
        .safeParse('abcd')
        .error?.issues.map((issue) => issue.message),
    ).toEqual(['must be at most 3 characters long']);
  });
});

describe('id path parameters', () => {
  it('accept positive whole numbers that fit a database integer', () => {
    expect(IdParamSchema.parse('42')).toBe(42);
    expect(IdParamSchema.parse('2147483647')).toBe(2147483647);
    for (const bad of ['0', '-1', '01', '1.0', '2147483648', 'abc', ''])
      expect(IdParamSchema.safeParse(bad).success, bad).toBe(false);
  });

  it('accept `current` for events', () => {
    expect(EventIdParamSchema.parse('current')).toBe('current');
    expect(EventIdParamSchema.safeParse('Current').success).toBe(false);
  });
});
