import { Link } from '@tanstack/react-router';

/** Between the guild pages; the current one is marked (and announced: the router sets aria-current). */
export function GuildNav() {
  return (
    <nav aria-label="Guild pages" className="flex flex-wrap gap-2">
      <Link
        to="/admin/guild"
        className="btn btn-sm"
        activeOptions={{ exact: true, includeSearch: false }}
        activeProps={{ className: 'btn-primary' }}
      >
        Guild
      </Link>
      <Link to="/admin/guild/stashes" className="btn btn-sm" activeProps={{ className: 'btn-primary' }}>
        Stash tabs
      </Link>
      <Link to="/admin/guild/logs" className="btn btn-sm" activeProps={{ className: 'btn-primary' }}>
        Stash logs
      </Link>
    </nav>
  );
}
