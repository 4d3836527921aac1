import { useSyncExternalStore } from 'react';

/** docs/domain.md §2/§9: the mobile layout applies at a window width of 800 px or less. */
export const MOBILE_MAX_WIDTH_PX = 800;
const QUERY = `(max-width: ${MOBILE_MAX_WIDTH_PX}px)`;

function subscribe(onChange: () => void) {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function getSnapshot() {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(QUERY).matches
    : window.innerWidth <= MOBILE_MAX_WIDTH_PX;
}

/** Whether the mobile layout applies; follows window resizes. Prefer CSS (`desktop:` variant) where it will do. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}
