import type { GameVersion } from '@app/shared';

/**
 * Game images are not part of this repository (the art belongs to the game's publisher). A deployment can point
 * `VITE_ASSET_BASE_URL` at a folder laid out as `{game}/items/{uniques|basetypes}/{Name}.webp` and
 * `{game}/ascendancies/{Name}.webp`; without it every image place shows a text/colour fallback.
 */
export function assetBaseUrl(configured: string | undefined = import.meta.env.VITE_ASSET_BASE_URL): string | null {
  const base = configured?.trim();
  return base ? base.replace(/\/+$/, '') : null;
}

/** File name of an image for a game name: spaces become "_", and % , ' : " are dropped. */
export function imageFileName(name: string): string {
  return name
    .trim()
    .replace(/\s+/g, '_')
    .replace(/[%,':"]/g, '');
}

export function itemImageUrl(
  name: string,
  game: GameVersion,
  kind: 'uniques' | 'basetypes',
  base = assetBaseUrl(),
): string | null {
  return base && name.trim() ? `${base}/${game}/items/${kind}/${encodeURIComponent(imageFileName(name))}.webp` : null;
}

export function ascendancyImageUrl(name: string, game: GameVersion, base = assetBaseUrl()): string | null {
  return base && name.trim() ? `${base}/${game}/ascendancies/${encodeURIComponent(imageFileName(name))}.webp` : null;
}

/** The game wiki page of an item, opened from item icons. */
export function wikiUrl(name: string, game: GameVersion): string {
  const host = game === 'poe2' ? 'https://www.poe2wiki.net' : 'https://www.poewiki.net';
  return `${host}/wiki/${encodeURIComponent(name.trim().replace(/\s+/g, '_'))}`;
}
