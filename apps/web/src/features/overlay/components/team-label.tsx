import type { Team } from '@app/shared';

/** A team as an overlay names it: its colour as a swatch (text colours stay the theme's, readable on any scene). */
export function TeamLabel({ team, fallback = 'A team' }: { team: Team | undefined; fallback?: string }) {
  return (
    <span className="inline-flex min-w-0 items-center gap-[0.4em]">
      <span
        aria-hidden="true"
        className="inline-block size-[0.75em] shrink-0 rounded-full ring-1 ring-black/40"
        style={{ backgroundColor: team?.color }}
      />
      <span className="truncate">{team?.name ?? fallback}</span>
    </span>
  );
}
