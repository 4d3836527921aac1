// Its own dependency-free file: route definitions, and so this, load with the first page of the site.
import { isAuditKind, type AuditKind } from '@app/shared';

/** The page's filters, as they stand in the URL (`?event=1&actor=3&kind=team.assign`). */
export type AuditSearch = { event?: number; actor?: number; kind?: AuditKind };

function positiveId(value: unknown): number | undefined {
  const id = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/** Reads the filters from the URL, dropping anything the server would refuse instead of failing the page. */
export function parseAuditSearch(search: Record<string, unknown>): AuditSearch {
  const result: AuditSearch = {};
  const event = positiveId(search.event);
  const actor = positiveId(search.actor);
  if (event !== undefined) result.event = event;
  if (actor !== undefined) result.actor = actor;
  if (isAuditKind(search.kind)) result.kind = search.kind;
  return result;
}
