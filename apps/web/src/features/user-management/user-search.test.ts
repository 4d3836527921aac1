import { describe, expect, it } from 'vitest';
import { user } from '~/testing';
import { filterUsers } from './user-search';

const users = [
  user({
    id: 3,
    display_name: 'Cindra',
    account_name: 'Cindra#1111',
    discord_name: 'cinder',
    permissions: ['manager'],
  }),
  user({ id: 1, display_name: 'Ashvale', account_name: 'Ashvale#1037', permissions: ['admin'] }),
  user({ id: 2, display_name: 'Brimlock', account_name: null, twitch_id: '5', twitch_name: 'brim_live' }),
];

describe('filterUsers', () => {
  it('finds users by display name, game account, Discord or Twitch name, ignoring case, in id order', () => {
    expect(filterUsers(users, '', 'any').map((found) => found.id)).toEqual([1, 2, 3]);
    expect(filterUsers(users, 'CINDER', 'any').map((found) => found.id)).toEqual([3]);
    expect(filterUsers(users, '#1037', 'any').map((found) => found.id)).toEqual([1]);
    expect(filterUsers(users, 'brim_live', 'any').map((found) => found.id)).toEqual([2]);
    expect(filterUsers(users, 'nobody', 'any')).toEqual([]);
  });

  it('filters by permission, or by having none', () => {
    expect(filterUsers(users, '', 'admin').map((found) => found.id)).toEqual([1]);
    expect(filterUsers(users, '', 'none').map((found) => found.id)).toEqual([2]);
  });
});
