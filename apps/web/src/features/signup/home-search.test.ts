import { describe, expect, it } from 'vitest';
import { inviteLink, parseHomeSearch } from './home-search';

describe('the home page address', () => {
  it('takes an invite code from ?invite=, trimmed, and ignores anything else', () => {
    expect(parseHomeSearch({ invite: ' 7KQM-2XPA-9RTW-HC4E ' })).toEqual({ invite: '7KQM-2XPA-9RTW-HC4E' });
    expect(parseHomeSearch({ invite: '' })).toEqual({});
    expect(parseHomeSearch({ invite: 1234 })).toEqual({});
    expect(parseHomeSearch({ invite: 'x'.repeat(65) })).toEqual({});
    expect(parseHomeSearch({ group: '7KQM' })).toEqual({});
  });

  it('builds the link a friend opens, with the code as players read it', () => {
    expect(inviteLink('https://events.example', '7KQM-2XPA-9RTW-HC4E')).toBe(
      'https://events.example/?invite=7KQM-2XPA-9RTW-HC4E',
    );
    expect(
      parseHomeSearch(Object.fromEntries(new URL(inviteLink('http://x', 'ABCD0000ABCD0000')).searchParams)),
    ).toEqual({ invite: 'ABCD-0000-ABCD-0000' });
  });
});
