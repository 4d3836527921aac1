import { useSyncExternalStore } from 'react';
import type { TokenClaims } from '@app/shared';
import { browserStorage, type StorageArea } from './browser-storage';
import { createListeners } from './listeners';
import { decodeTokenClaims, isTokenUnexpired } from './token';

/** localStorage key of the raw login token (docs/domain.md §7). */
export const AUTH_STORAGE_KEY = 'auth';

/** setTimeout cannot wait longer than this (about 24.8 days); longer waits are done in steps. */
const MAX_TIMER_DELAY_MS = 2_147_483_647;

export type Session = { token: string; claims: TokenClaims };

export type AuthStore = {
  /** The current session, or null when logged out or expired. Stable between changes. */
  getSession: () => Session | null;
  subscribe: (listener: () => void) => () => void;
  /** Stores a token; returns false (and stores nothing) when it is malformed or already expired. */
  login: (token: string) => boolean;
  /** Removes the stored token (docs/domain.md §4 (sign-in)). */
  logout: () => void;
  /** Re-reads the stored token, e.g. after another tab changed it. */
  sync: () => void;
  dispose: () => void;
};

type EventTargetLike = Pick<Window, 'addEventListener' | 'removeEventListener'>;

export type AuthStoreOptions = {
  storage: StorageArea;
  /** Where `storage` events (other tabs) and `focus` arrive; omit in tests that need no cross-tab sync. */
  events?: EventTargetLike;
  now?: () => number;
};

/**
 * The login state, re-evaluated whenever it can change: on login and logout in this tab, when another tab
 * writes or removes the token (`storage` event), and at the token's expiry (a timer), so that guards and
 * menus never keep showing a session that is gone.
 */
export function createAuthStore({ storage, events, now = () => Date.now() }: AuthStoreOptions): AuthStore {
  const listeners = createListeners();
  let session: Session | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function readStorage(): string | null {
    try {
      return storage.getItem(AUTH_STORAGE_KEY);
    } catch {
      return null;
    }
  }

  function removeStored() {
    try {
      storage.removeItem(AUTH_STORAGE_KEY);
    } catch {
      // Storage can be unavailable (privacy modes); the in-memory state is what matters.
    }
  }

  function schedule(claims: TokenClaims) {
    clearTimeout(timer);
    const delay = Math.min(Math.max(claims.exp * 1000 - now(), 0), MAX_TIMER_DELAY_MS);
    timer = setTimeout(sync, delay);
  }

  function set(next: Session | null) {
    const changed = next?.token !== session?.token;
    session = next;
    if (next) schedule(next.claims);
    else clearTimeout(timer);
    if (changed) listeners.emit();
  }

  function sync() {
    const token = readStorage();
    if (!token) return set(null);
    const claims = decodeTokenClaims(token);
    if (!claims || !isTokenUnexpired(claims, now())) {
      // An expired or unreadable token is a logged-out visitor; drop it so every tab agrees.
      removeStored();
      return set(null);
    }
    set(session?.token === token ? session : { token, claims });
  }

  function onStorage(event: Event) {
    const key = (event as StorageEvent).key;
    if (key === AUTH_STORAGE_KEY || key === null) sync();
  }

  sync();
  events?.addEventListener('storage', onStorage);
  // Timers in background tabs can fire late; returning to the tab re-checks at once.
  events?.addEventListener('focus', sync);

  return {
    getSession: () => session,
    subscribe: listeners.subscribe,
    login(token) {
      const claims = decodeTokenClaims(token);
      if (!claims || !isTokenUnexpired(claims, now())) return false;
      try {
        storage.setItem(AUTH_STORAGE_KEY, token);
      } catch {
        // Storage full or refused: stay signed out rather than half signed in.
        return false;
      }
      sync();
      return true;
    },
    logout() {
      removeStored();
      set(null);
    },
    sync,
    dispose() {
      clearTimeout(timer);
      listeners.clear();
      events?.removeEventListener('storage', onStorage);
      events?.removeEventListener('focus', sync);
    },
  };
}

/** The app's one auth store, backed by localStorage (memory when blocked) and kept in step with other tabs. */
export const authStore: AuthStore = createAuthStore({ storage: browserStorage('localStorage'), events: window });

/** The current session for a component; re-renders on login, logout and expiry. */
export function useSession(store: AuthStore = authStore): Session | null {
  return useSyncExternalStore(store.subscribe, store.getSession, store.getSession);
}

/** The token to send, or null; an expired token is never sent even if its timer has not fired yet. */
export function currentToken(store: AuthStore = authStore, nowMs = Date.now()): string | null {
  const session = store.getSession();
  return session && isTokenUnexpired(session.claims, nowMs) ? session.token : null;
}
