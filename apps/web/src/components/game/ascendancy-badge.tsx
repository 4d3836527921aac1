import type { GameVersion } from '@app/shared';
import { useState } from 'react';
import { ascendancyImageUrl } from '~/lib/assets';
import { describeClass } from '~/lib/game-data/ascendancies';
import { usePreferences } from '~/lib/preferences';
import { contrastRatio, readableTextColor, THEME_SURFACES } from '~/lib/theme-colors';

/** Black or white, whichever reads better on `background`. */
function textOn(background: string): string {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}

function initials(name: string): string {
  const words = name.split(/\s+/).filter(Boolean);
  return (words.length > 1 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : name.slice(0, 2)).toUpperCase();
}

type PortraitProps = { name: string; game: GameVersion; size?: 'sm' | 'md' | 'lg' };

/**
 * The ascendancy's picture when an asset base URL is configured, otherwise (or when it fails to load) a disc in
 * the class colour with the initials: never a broken image icon. Decorative: the name is always written next to it.
 */
export function AscendancyPortrait({ name, game, size = 'md' }: PortraitProps) {
  const info = describeClass(name, game);
  const url = ascendancyImageUrl(info.name, game);
  const [failed, setFailed] = useState(false);
  const sizes = { sm: 'size-7 text-[0.65rem]', md: 'size-10 text-xs', lg: 'size-16 text-base' } as const;
  if (url && !failed) {
    return (
      <img
        src={url}
        alt=""
        loading="lazy"
        className={`${sizes[size]} shrink-0 rounded-full object-cover`}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={`${sizes[size]} inline-flex shrink-0 items-center justify-center rounded-full font-bold`}
      style={{ backgroundColor: info.color, color: textOn(info.color) }}
    >
      {initials(info.name)}
    </span>
  );
}

/**
 * The ascendancy's name in its class colour, readable in the current theme on a card, or on the own-team
 * highlight when `highlighted`.
 */
export function AscendancyName({
  name,
  game,
  highlighted = false,
}: {
  name: string;
  game: GameVersion;
  highlighted?: boolean;
}) {
  const [{ theme }] = usePreferences();
  const info = describeClass(name, game);
  const surface = THEME_SURFACES[theme][highlighted ? 'highlight' : 'card'];
  return <span style={{ color: readableTextColor(info.color, surface) }}>{info.name}</span>;
}
