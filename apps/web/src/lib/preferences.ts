import { useCallback, useSyncExternalStore } from 'react';
import { browserStorage, type StorageArea } from './browser-storage';
import { createListeners } from './listeners';

/** localStorage key of the preferences (docs/domain.md §3). */
export const PREFERENCES_STORAGE_KEY = 'preferences';

export const THEMES = ['dark', 'light'] as const;
export type Theme = (typeof THEMES)[number];

/** docs/domain.md §5/§9: the Limit Shown Teams slider runs 0 to 20, 0 meaning no limit. */
export const LIMIT_TEAMS_MAX = 20;

export type Preferences = {
  theme: Theme;
  uniqueSets: { showCompleted: boolean; showFirstAvailable: boolean };
  ladder: { showPoPoints: boolean };
  /** How many teams score views show; 0 = no limit. */
  limitTeams: number;
};

/** docs/domain.md §3 defaults. */
export const DEFAULT_PREFERENCES: Preferences = {
  theme: 'dark',
  uniqueSets: { showCompleted: true, showFirstAvailable: true },
  ladder: { showPoPoints: false },
  limitTeams: 0,
};

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function bool(value: unknown, fallback: boolean): boolean {
  return typeof value === 'boolean' ? value : fallback;
}

function limitTeams(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return DEFAULT_PREFERENCES.limitTeams;
  return Math.min(Math.max(Math.round(value), 0), LIMIT_TEAMS_MAX);
}

/**
 * Reads stored preferences merged over the defaults, field by field: anything missing, mistyped or not JSON
 * at all falls back to its default, so a hand-edited or outdated entry can never break the app.
 */
export function parsePreferences(raw: string | null): Preferences {
  let stored: unknown;
  try {
    stored = raw === null ? undefined : JSON.parse(raw);
  } catch {
    stored = undefined;
  }
  const value = isRecord(stored) ? stored : {};
  const uniqueSets = isRecord(value.uniqueSets) ? value.uniqueSets : {};
  const ladder = isRecord(value.ladder) ? value.ladder : {};
  const defaults = DEFAULT_PREFERENCES;
  return {
    theme: THEMES.find((theme) => theme === value.theme) ?? defaults.theme,
    uniqueSets: {
      showCompleted: bool(uniqueSets.showCompleted, defaults.uniqueSets.showCompleted),
      showFirstAvailable: bool(uniqueSets.showFirstAvailable, defaults.uniqueSets.showFirstAvailable),
    },
    ladder: { showPoPoints: bool(ladder.showPoPoints, defaults.ladder.showPoPoints) },
    limitTeams: limitTeams(value.limitTeams),
  };
}

export type PreferencesStore = {
  get: () => Preferences;
  subscribe: (listener: () => void) => () => void;
  update: (change: (current: Preferences) => Preferences) => void;
  dispose: () => void;
};

/** Preferences kept in localStorage, written on every change and followed across tabs. */
export function createPreferencesStore(options: {
  storage: StorageArea;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}): PreferencesStore {
  const { storage, events } = options;
  const listeners = createListeners();
  const read = () => {
    try {
      return parsePreferences(storage.getItem(PREFERENCES_STORAGE_KEY));
    } catch {
      return DEFAULT_PREFERENCES;
    }
  };
  let current = read();
  const onStorage = (event: Event) => {
    const key = (event as StorageEvent).key;
    if (key !== PREFERENCES_STORAGE_KEY && key !== null) return;
    current = read();
    listeners.emit();
  };
  events?.addEventListener('storage', onStorage);
  return {
    get: () => current,
    subscribe: listeners.subscribe,
    update(change) {
      // Parsing the result again keeps the stored value valid whatever the caller produced.
      current = parsePreferences(JSON.stringify(change(current)));
      try {
        storage.setItem(PREFERENCES_STORAGE_KEY, JSON.stringify(current));
      } catch {
        // Storage may be full or disabled; the choice still holds for this visit.
      }
      listeners.emit();
    },
    dispose() {
      listeners.clear();
      events?.removeEventListener('storage', onStorage);
    },
  };
}

export const preferencesStore: PreferencesStore = createPreferencesStore({
  storage: browserStorage('localStorage'),
  events: window,
});

/** The preferences and a setter; re-renders when they change here or in another tab. */
export function usePreferences(
  store: PreferencesStore = preferencesStore,
): [Preferences, (change: (current: Preferences) => Preferences) => void] {
  const preferences = useSyncExternalStore(store.subscribe, store.get, store.get);
  const update = useCallback((change: (current: Preferences) => Preferences) => store.update(change), [store]);
  return [preferences, update];
}

/** Puts the theme on <html data-theme>, where daisyUI reads it. */
export function applyTheme(theme: Theme, root: HTMLElement = document.documentElement) {
  root.dataset.theme = theme;
  root.style.colorScheme = theme;
}
