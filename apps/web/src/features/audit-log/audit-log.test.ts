import { describe, expect, it } from 'vitest';
import { changedFields, kindLabel, showValue } from './audit-log';
import { parseAuditSearch } from './audit-search';

describe('parseAuditSearch', () => {
  it('keeps valid filters and drops the rest', () => {
    expect(parseAuditSearch({ event: '1', actor: 3, kind: 'team.assign' })).toEqual({
      event: 1,
      actor: 3,
      kind: 'team.assign',
    });
    expect(parseAuditSearch({ event: '0', actor: 'x', kind: 'team.explode' })).toEqual({});
    expect(parseAuditSearch({})).toEqual({});
  });
});

describe('kindLabel', () => {
  it('puts each kind in words', () => {
    expect(kindLabel('team.assign')).toBe('Team assignments');
    expect(kindLabel('job.change')).toBe('Job changed');
    expect(kindLabel('signup.delete')).toBe('Sign-up deleted');
    expect(kindLabel('objective.bulk_create')).toBe('Objective created in bulk');
    expect(kindLabel('guild_stash.toggle')).toBe('Guild stash tab fetching toggled');
  });
});

describe('changedFields', () => {
  it('names the top-level fields that differ', () => {
    expect(changedFields({ name: 'A', color: '#fff', tags: [1] }, { name: 'B', color: '#fff', tags: [1, 2] })).toEqual([
      'name',
      'tags',
    ]);
    expect(changedFields({ a: 1 }, { a: 1, b: null })).toEqual(['b']);
  });

  it('treats creations, deletions and lists as one whole value', () => {
    expect(changedFields(null, { a: 1 })).toEqual(['']);
    expect(changedFields([{ user_id: 1 }], [])).toEqual(['']);
    expect(changedFields([1], [1])).toEqual([]);
  });
});

describe('showValue', () => {
  it('indents JSON and names nothing', () => {
    expect(showValue({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(showValue(null)).toBe('(nothing)');
    expect(showValue(undefined)).toBe('(nothing)');
  });
});
