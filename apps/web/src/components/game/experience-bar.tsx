import { levelProgress } from '~/lib/game-data/experience';

/** The level and how far the character is into it, from the 100-level experience table. */
export function ExperienceBar({ level, experience }: { level: number; experience: number }) {
  const progress = levelProgress(level, experience);
  const fraction = progress.fraction;
  const percent = fraction === null ? null : Math.floor(fraction * 100);
  const label =
    progress.level === 100
      ? 'Level 100 (maximum)'
      : percent === null
        ? `Level ${progress.level}`
        : `Level ${progress.level}, ${percent}% to level ${progress.level + 1}`;
  return (
    <div className="flex min-w-24 items-center gap-2" title={label}>
      <span className="w-7 text-right font-mono tabular-nums">{progress.level}</span>
      {fraction === null ? (
        // Experience that does not fit the level: no bar rather than one that contradicts the level.
        <span className="w-16" />
      ) : (
        <progress className="progress progress-info w-16" value={fraction * 100} max={100} aria-label={label} />
      )}
    </div>
  );
}
