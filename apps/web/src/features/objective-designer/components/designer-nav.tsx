import { Link } from '@tanstack/react-router';

type DesignerPart = 'objectives' | 'presets' | 'validation';

const PARTS = [
  { part: 'objectives', to: '/admin/events/$eventId/categories', label: 'Objectives' },
  { part: 'presets', to: '/admin/events/$eventId/scoring-presets', label: 'Scoring presets' },
  { part: 'validation', to: '/admin/events/$eventId/validation', label: 'Validation' },
] as const satisfies readonly { part: DesignerPart; to: string; label: string }[];

/**
 * The parts of designing an event's scoring, one click apart (the event list links to each on its own): the
 * objectives, their presets, and the check of which item objectives a real item can match.
 */
export function DesignerNav({ eventId, current }: { eventId: number; current: DesignerPart }) {
  return (
    <nav aria-label="Event design" className="flex flex-wrap gap-2">
      {PARTS.map(({ part, to, label }) => (
        <Link
          key={part}
          to={to}
          params={{ eventId }}
          className={`btn btn-sm ${current === part ? 'btn-active' : 'btn-ghost'}`}
          aria-current={current === part ? 'true' : undefined}
        >
          {label}
        </Link>
      ))}
    </nav>
  );
}
