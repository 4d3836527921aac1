import type { Team } from '@app/shared';
import { useCallback } from 'react';
import { usePreferences } from '~/lib/preferences';
import { readableTextColor, THEME_SURFACES } from '~/lib/theme-colors';

type TeamNameProps = {
  team: Pick<Team, 'name' | 'color'> | undefined;
  /** Drawn on the own-team highlight instead of a card surface. */
  highlighted?: boolean;
  className?: string;
};

/** A team's name in its colour, adjusted to stay readable in the current theme; '-' for an unknown team. */
export function TeamName({ team, highlighted = false, className = '' }: TeamNameProps) {
  const readable = useReadableTeamColor();
  if (!team) return <span className={className}>-</span>;
  return (
    <span className={`font-semibold ${className}`} style={{ color: readable(team.color, highlighted) }}>
      {team.name}
    </span>
  );
}

/** The team colour as a stroke or fill readable on the page's cards (charts, swatches), or on the own-team highlight. */
export function useReadableTeamColor(): (color: string, highlighted?: boolean) => string {
  const [{ theme }] = usePreferences();
  return useCallback(
    (color: string, highlighted = false) =>
      readableTextColor(color, THEME_SURFACES[theme][highlighted ? 'highlight' : 'card']),
    [theme],
  );
}
