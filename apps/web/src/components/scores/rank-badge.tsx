import { rankLabel, rankMedal } from '@app/scoring';

const MEDAL_CLASSES = { gold: 'text-medal-gold', silver: 'text-medal-silver', bronze: 'text-medal-bronze' } as const;

/** A medal in gold, silver or bronze for places 1–3 (docs/domain.md §2); nothing otherwise. Decorative: the place is written. */
export function Medal({ rank, className = 'size-5' }: { rank: number; className?: string }) {
  const medal = rankMedal(rank);
  if (!medal) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={`${className} ${MEDAL_CLASSES[medal]} shrink-0`}
    >
      <path d="M7 2h4l1 5-3 2zM17 2h-4l-1 5 3 2z" fill="currentColor" opacity="0.6" />
      <circle cx="12" cy="15" r="7" fill="currentColor" />
      <text x="12" y="18.5" textAnchor="middle" fontSize="9" fontWeight="700" fill="#000" opacity="0.55">
        {rank}
      </text>
    </svg>
  );
}

/** "1st place" with its medal, "2nd place (tied)" when another team shares it, or "Unfinished". */
export function RankLabel({ rank, tied = false }: { rank: number; tied?: boolean }) {
  return (
    <span className="inline-flex items-center gap-1 whitespace-nowrap">
      <Medal rank={rank} />
      {rankLabel(rank)}
      {tied && rank > 0 && ' (tied)'}
    </span>
  );
}
