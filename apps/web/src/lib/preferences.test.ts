import { describe, expect, it, vi } from 'vitest';
import { createPreferencesStore, DEFAULT_PREFERENCES, parsePreferences, PREFERENCES_STORAGE_KEY } from './preferences';

describe('parsePreferences', () => {
  it('uses the spec defaults when nothing is stored', () => {
    expect(parsePreferences(null)).toEqual({
      theme: 'dark',
      uniqueSets: { showCompleted: true, showFirstAvailable: true },
      ladder: { showPoPoints: false },
      limitTeams: 0,
    });
  });

  it.each(['{not json', '"a string"', '[1,2]', 'null', '42', ''])('falls back to the defaults for %j', (raw) => {
    expect(parsePreferences(raw)).toEqual(DEFAULT_PREFERENCES);
  });

  it('merges stored fields over the defaults and drops mistyped ones', () => {
    const raw = JSON.stringify({
      theme: 'light',
      uniqueSets: { showCompleted: 'no', showFirstAvailable: false },
      ladder: 'yes',
      limitTeams: 4,
      unknown: true,
    });
    expect(parsePreferences(raw)).toEqual({
      theme: 'light',
      uniqueSets: { showCompleted: true, showFirstAvailable: false },
      ladder: { showPoPoints: false },
      limitTeams: 4,
    });
  });

  it('refuses an unknown theme and keeps the team limit within 0–20', () => {
    expect(parsePreferences('{"theme":"neon"}').theme).toBe('dark');
    expect(parsePreferences('{"limitTeams":99}').limitTeams).toBe(20);
    expect(parsePreferences('{"limitTeams":-3}').limitTeams).toBe(0);
    expect(parsePreferences('{"limitTeams":"4"}').limitTeams).toBe(0);
    expect(parsePreferences('{"limitTeams":4.6}').limitTeams).toBe(5);
  });
});

describe('preferences store', () => {
  it('writes every change to localStorage and tells subscribers', () => {
    const store = createPreferencesStore({ storage: localStorage });
    const listener = vi.fn();
    store.subscribe(listener);
    store.update((current) => ({ ...current, theme: 'light', limitTeams: 5 }));
    expect(listener).toHaveBeenCalledOnce();
    expect(JSON.parse(localStorage.getItem(PREFERENCES_STORAGE_KEY) ?? '{}')).toMatchObject({
      theme: 'light',
      limitTeams: 5,
    });
    expect(createPreferencesStore({ storage: localStorage }).get().theme).toBe('light');
  });

  it('picks up changes made in another tab', () => {
    const events = new EventTarget();
    const store = createPreferencesStore({ storage: localStorage, events });
    localStorage.setItem(PREFERENCES_STORAGE_KEY, '{"theme":"light"}');
    events.dispatchEvent(new StorageEvent('storage', { key: PREFERENCES_STORAGE_KEY }));
    expect(store.get().theme).toBe('light');
    store.dispose();
  });
});
