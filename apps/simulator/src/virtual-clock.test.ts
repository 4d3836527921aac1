import { describe, expect, it } from 'vitest';
import { insertChronologically, parseDuration, resolveTime, VirtualClock } from './virtual-clock';

describe('VirtualClock', () => {
  it('stands still until advanced', () => {
    const clock = new VirtualClock(1_000, { wall: () => 0 });
    expect(clock.now()).toBe(1_000);
    expect(clock.advance('1h30m')).toBe(1_000 + 5_400_000);
  });

  it('runs speed× faster than the wall clock when paced', () => {
    let wall = 0;
    const clock = new VirtualClock(0, { speed: 60, wall: () => wall });
    wall = 1_000;
    expect(clock.now()).toBe(60_000);
    clock.setSpeed(0);
    wall = 5_000;
    expect(clock.now()).toBe(60_000);
    clock.advance(1);
    expect(clock.now()).toBe(60_001);
  });

  it('never runs backwards', () => {
    const clock = new VirtualClock(Date.parse('2026-05-01T00:00:00Z'));
    expect(() => clock.set('2026-04-30T00:00:00Z')).toThrow(/never runs backwards/);
    expect(clock.set('2026-05-02T00:00:00Z')).toBe(Date.parse('2026-05-02T00:00:00Z'));
  });
});

describe('scenario times', () => {
  it('reads offsets, milliseconds and ISO timestamps', () => {
    expect(parseDuration('2d')).toBe(172_800_000);
    expect(parseDuration('+500ms')).toBe(500);
    expect(() => parseDuration('soon')).toThrow(/Invalid duration/);
    expect(resolveTime(1_000, '+1s')).toBe(2_000);
    expect(resolveTime(1_000, 5)).toBe(1_005);
    expect(resolveTime(1_000, '2026-05-01T00:00:00Z')).toBe(Date.parse('2026-05-01T00:00:00Z'));
  });

  it('inserts a change made now before steps scheduled later', () => {
    const list = [
      { at: 0, id: 'a' },
      { at: 10, id: 'c' },
    ];
    insertChronologically(list, { at: 5, id: 'b' });
    insertChronologically(list, { at: 10, id: 'd' });
    expect(list.map((entry) => entry.id)).toEqual(['a', 'b', 'c', 'd']);
  });
});
