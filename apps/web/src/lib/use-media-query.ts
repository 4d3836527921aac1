import { useCallback, useSyncExternalStore } from 'react';

/** Whether a CSS media query matches; follows changes. False where matchMedia does not exist (tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const media = window.matchMedia(query);
      media.addEventListener('change', onChange);
      return () => media.removeEventListener('change', onChange);
    },
    [query],
  );
  const getSnapshot = () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** docs/domain.md §2/§9: below 1200 px wide, item tables switch to their compact view. */
export const WIDE_TABLE_QUERY = '(min-width: 1200px)';
