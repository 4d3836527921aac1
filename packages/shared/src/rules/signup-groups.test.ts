import { describe, expect, it } from 'vitest';
import { formatInviteCode, isInviteCode, normalizeInviteCode, playTogether } from './signup-groups';

describe('invite codes', () => {
  it('reads a code typed in any case, with spaces or dashes, and letters mistaken for digits', () => {
    expect(normalizeInviteCode(' 7kqm-2xpa 9rtw-hc4e ')).toBe('7KQM2XPA9RTWHC4E');
    expect(normalizeInviteCode('OIL0-0000-0000-0000')).toBe('0110000000000000');
    expect(isInviteCode(normalizeInviteCode('7kqm-2xpa-9rtw-hc4e'))).toBe(true);
  });

  it.each(['', '7KQM2XPA9RTWHC4', '7KQM2XPA9RTWHC4EE', '7KQM2XPA9RTWHC4U', '7KQM2XPA9RTW#C4E'])(
    'refuses %j as a code',
    (text) => expect(isInviteCode(normalizeInviteCode(text))).toBe(false),
  );

  it('shows a code in groups of four', () => {
    expect(formatInviteCode('7KQM2XPA9RTWHC4E')).toBe('7KQM-2XPA-9RTW-HC4E');
    expect(formatInviteCode('7KQM-2XPA-9RTW-HC4E')).toBe('7KQM-2XPA-9RTW-HC4E');
  });
});

describe('playTogether', () => {
  const player = (userId: number, groupId: number | null = null, partnerId: number | null = null) => ({
    userId,
    groupId,
    partnerId,
  });

  it('keeps the members of each group together, in list order', () => {
    expect(playTogether([player(5, 2), player(3, 1), player(8), player(4, 2), player(9, 1), player(6, 2)])).toEqual([
      [5, 4, 6],
      [3, 9],
    ]);
  });

  it('counts partners who named each other as a group of two, and ignores a one-sided wish', () => {
    expect(playTogether([player(1, null, 2), player(2, null, 1), player(3, null, 1), player(4, null, 4)])).toEqual([
      [1, 2],
    ]);
  });

  it('joins a partner pair that touches a group into it', () => {
    expect(playTogether([player(1, 7), player(2, 7, 3), player(3, null, 2), player(4, 8)])).toEqual([[1, 2, 3]]);
  });

  it('leaves out members who are not in the list (the waitlisted, say)', () => {
    expect(playTogether([player(1, 7, 9), player(2, 8)])).toEqual([]);
  });
});
