import { describe, expect, it } from 'vitest';
import { DEFAULT_OVERLAY_LIMIT, overlayPath, parseOverlaySearch } from './overlay-search';

describe('overlay address parameters', () => {
  it('default to the current event, every team, medium text on a dark panel and five lines', () => {
    expect(parseOverlaySearch({})).toEqual({
      event: 'current',
      team: undefined,
      size: 'm',
      theme: 'dark',
      limit: DEFAULT_OVERLAY_LIMIT,
    });
  });

  it('read what the router hands over: numbers parsed from the address, or their text', () => {
    expect(parseOverlaySearch({ event: 12, team: '3', size: 'l', theme: 'transparent', limit: 8 })).toEqual({
      event: 12,
      team: 3,
      size: 'l',
      theme: 'transparent',
      limit: 8,
    });
    expect(parseOverlaySearch({ event: 'current', size: 's', theme: 'light' })).toMatchObject({
      event: 'current',
      size: 's',
      theme: 'light',
    });
  });

  it('fall back field by field on anything they cannot read, never failing the page', () => {
    expect(
      parseOverlaySearch({
        event: 'next-week',
        team: -4,
        size: 'xl',
        theme: { colour: 'red' },
        limit: 5000,
        extra: 'ignored',
      }),
    ).toEqual({ event: 'current', team: undefined, size: 'm', theme: 'dark', limit: DEFAULT_OVERLAY_LIMIT });
    expect(parseOverlaySearch({ event: 0, team: 2 ** 40, limit: 0 })).toMatchObject({
      event: 'current',
      team: undefined,
      limit: DEFAULT_OVERLAY_LIMIT,
    });
    expect(parseOverlaySearch({ event: '12abc', team: '', limit: 2.5 })).toMatchObject({
      event: 'current',
      team: undefined,
      limit: DEFAULT_OVERLAY_LIMIT,
    });
  });

  it('build short addresses: only what differs from the defaults, and the limit only where it counts', () => {
    expect(overlayPath('totals', {})).toBe('/overlay/totals');
    expect(overlayPath('totals', { event: 'current', team: 2, size: 'l', theme: 'transparent', limit: 9 })).toBe(
      '/overlay/totals?team=2&size=l&theme=transparent',
    );
    expect(overlayPath('ticker', { event: 12, limit: 9 })).toBe('/overlay/ticker?event=12&limit=9');
    expect(overlayPath('races', { size: 'm', theme: 'dark', limit: DEFAULT_OVERLAY_LIMIT })).toBe('/overlay/races');
  });

  it('read back every address they build', () => {
    const search = { event: 12, team: 2, size: 's', theme: 'light', limit: 3 } as const;
    const url = new URL(overlayPath('ticker', search), 'http://localhost');
    const read = Object.fromEntries(
      [...url.searchParams].map(([key, value]) => [key, /^\d+$/.test(value) ? Number(value) : value]),
    );
    expect(parseOverlaySearch(read)).toEqual(search);
  });
});
