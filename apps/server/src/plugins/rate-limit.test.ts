import { describe, expect, it } from 'vitest';
import { clientKey, FixedWindowCounter } from './rate-limit';

describe('FixedWindowCounter', () => {
  it('allows the budget per window and tells how long until the window resets', () => {
    const counter = new FixedWindowCounter(2, 60_000);
    expect(counter.hit('a', 0)).toBeNull();
    expect(counter.hit('a', 10_000)).toBeNull();
    expect(counter.hit('a', 15_000)).toBe(45_000);
    expect(counter.hit('b', 15_000)).toBeNull();
    expect(counter.hit('a', 60_000)).toBeNull();
  });

  it('remembers at most its cap of clients, forgetting expired windows and then the oldest', () => {
    const counter = new FixedWindowCounter(1, 60_000, 3);
    for (const client of ['a', 'b', 'c']) counter.hit(client, 0);
    expect(counter.size).toBe(3);
    // Full and nothing expired: the oldest window ('a') makes room.
    counter.hit('d', 1_000);
    expect(counter.size).toBe(3);
    expect(counter.hit('a', 1_000)).toBeNull();
    // Every earlier window has expired: a newcomer clears them all.
    counter.hit('e', 120_000);
    expect(counter.size).toBe(1);
    for (let i = 0; i < 10_000; i++) counter.hit(`flood-${i}`, 120_000);
    expect(counter.size).toBe(3);
  });
});

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64', () => {
    const keyByAddress: Record<string, string> = {
      '198.51.100.7': '198.51.100.7',
      '::ffff:198.51.100.7': '198.51.100.7',
      '2001:db8:1:2::1': '2001:db8:1:2::/64',
      '2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd': '2001:db8:1:2::/64',
      '2001:db8::1': '2001:db8:0:0::/64',
      '::1': '0:0:0:0::/64',
      'fe80::1%eth0': 'fe80:0:0:0::/64',
    };
    for (const [address, key] of Object.entries(keyByAddress)) expect(clientKey(address), address).toBe(key);
  });

  it('gives every spelling of one /64 the same key, and its neighbours their own', () => {
    const sameSubscriber = [
      '2001:db8:1:2::1',
      '2001:DB8:1:2:0:0:0:1',
      '2001:0db8:0001:0002:0000:0000:0000:0001',
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:db8:1:2::192.0.2.1',
      '2001:db8:1:2::1%2',
    ];
    expect(new Set(sameSubscriber.map(clientKey))).toEqual(new Set(['2001:db8:1:2::/64']));
    const neighbours = ['2001:db8:1:3::1', '2001:db8:1::1', '2001:db8::1:2:0:1', '2001:db9:1:2::1'];
    expect(new Set(neighbours.map(clientKey)).size).toBe(neighbours.length);
    expect(neighbours.map(clientKey)).not.toContain('2001:db8:1:2::/64');
  });

  it('keys IPv4-mapped IPv6 by its IPv4 address, whatever the spelling', () => {
    for (const mapped of [
      '::ffff:198.51.100.7',
      '::FFFF:198.51.100.7',
      '0:0:0:0:0:ffff:198.51.100.7',
      '0000:0000:0000:0000:0000:ffff:c633:6407',
      '::ffff:c633:6407',
    ]) {
      expect(clientKey(mapped), mapped).toBe('198.51.100.7');
    }
    expect(clientKey('::ffff:198.51.100.8')).toBe('198.51.100.8');
  });

  it('counts what is not an address as written', () => {
    for (const odd of ['unknown', '', '198.51.100.300', '2001:db8::1::2']) expect(clientKey(odd), odd).toBe(odd);
  });
});
