import { Link } from '@tanstack/react-router';

/** The two halves of designing an event's scoring, one click apart (the event list links to each on its own). */
export function DesignerNav({ eventId, current }: { eventId: number; current: 'presets' | 'objectives' }) {
  return (
    <nav aria-label="Event design" className="flex flex-wrap gap-2">
      <Link
        to="/admin/events/$eventId/categories"
        params={{ eventId }}
        className={`btn btn-sm ${current === 'objectives' ? 'btn-active' : 'btn-ghost'}`}
        aria-current={current === 'objectives' ? 'true' : undefined}
      >
        Objectives
      </Link>
      <Link
        to="/admin/events/$eventId/scoring-presets"
        params={{ eventId }}
        className={`btn btn-sm ${current === 'presets' ? 'btn-active' : 'btn-ghost'}`}
        aria-current={current === 'presets' ? 'true' : undefined}
      >
        Scoring presets
      </Link>
    </nav>
  );
}
