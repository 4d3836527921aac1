import type { OverlayKind, OverlaySize } from './overlay-search';

/**
 * The browser source size to give OBS per overlay and text size: room for eight teams (totals), the default five
 * lines (ticker) or five races of three places (races). The page is transparent, so a larger box costs nothing.
 */
const SIZES: Record<OverlayKind, Record<OverlaySize, { width: number; height: number }>> = {
  totals: { s: { width: 300, height: 240 }, m: { width: 420, height: 340 }, l: { width: 760, height: 600 } },
  ticker: { s: { width: 480, height: 180 }, m: { width: 720, height: 260 }, l: { width: 1280, height: 440 } },
  races: { s: { width: 360, height: 480 }, m: { width: 480, height: 720 }, l: { width: 860, height: 1080 } },
};

export function browserSourceSize(kind: OverlayKind, size: OverlaySize): { width: number; height: number } {
  return SIZES[kind][size];
}
