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
    expect(clientKey('198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});
