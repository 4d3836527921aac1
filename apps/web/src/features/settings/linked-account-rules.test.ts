import { describe, expect, it } from 'vitest';
import { user } from '~/testing';
import { connectedProviders, disconnectBlockedReason, linkedAccountName } from './linked-account-rules';

const everything = user({ discord_id: '9001', discord_name: 'ashvale', twitch_id: '77', twitch_name: 'ash_live' });

describe('linked account rules (docs/domain.md §5)', () => {
  it('names each linked account, falling back to the id', () => {
    expect(linkedAccountName(everything, 'poe')).toBe('Ashvale#1037');
    expect(linkedAccountName(everything, 'discord')).toBe('ashvale');
    expect(linkedAccountName(user({ twitch_id: '77' }), 'twitch')).toBe('77');
    expect(linkedAccountName(user(), 'discord')).toBeNull();
    expect(connectedProviders(everything)).toEqual(['poe', 'discord', 'twitch']);
  });

  it('never lets the game account go', () => {
    expect(disconnectBlockedReason(everything, 'poe')).toMatch(/stays connected/);
  });

  it('lets Discord and Twitch go while another account stays', () => {
    expect(disconnectBlockedReason(everything, 'discord')).toBeNull();
    expect(disconnectBlockedReason(everything, 'twitch')).toBeNull();
  });

  it('keeps the last account', () => {
    const onlyDiscord = user({ account_name: null, discord_id: '9001', discord_name: 'ashvale' });
    expect(disconnectBlockedReason(onlyDiscord, 'discord')).toMatch(/only connected account/);
  });
});
