import type { GameVersion } from '@app/shared';
import { useState } from 'react';
import { itemImageUrl, wikiUrl } from '~/lib/assets';

type ItemIconProps = {
  name: string;
  game: GameVersion;
  kind?: 'uniques' | 'basetypes';
  /** Link the icon to the item's wiki page (opens a new tab). */
  link?: boolean;
  /** Fill the surrounding box (a stash cell) instead of the usual 2.5 rem square. */
  fill?: boolean;
};

/**
 * An item's picture (lazy) when an asset base URL is configured; otherwise, or when the image fails, a small tile
 * with the item's initial: never a broken image icon. Linked to the game wiki by name.
 */
export function ItemIcon({ name, game, kind = 'uniques', link = true, fill = false }: ItemIconProps) {
  const url = itemImageUrl(name, game, kind);
  const [failed, setFailed] = useState(false);
  const size = fill ? 'size-full' : 'size-10';
  const picture =
    url && !failed ? (
      <img src={url} alt="" loading="lazy" className={`${size} object-contain`} onError={() => setFailed(true)} />
    ) : (
      <span
        aria-hidden="true"
        className={`inline-flex ${size} items-center justify-center rounded-field border border-base-300 bg-base-300 font-bold text-base-content/80`}
      >
        {name.trim().charAt(0).toUpperCase() || '?'}
      </span>
    );
  if (!link || !name.trim()) return picture;
  return (
    <a
      href={wikiUrl(name, game)}
      target="_blank"
      rel="noreferrer"
      aria-label={`${name} on the wiki (opens in a new tab)`}
    >
      {picture}
    </a>
  );
}
