import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { AuditKind, AuditLog, AuditLogQuery } from '@app/shared';
import type { Queryable } from '../../db/database';
import { auditEntries, users } from '../../db/schema';
import type { Actor } from '../../lib/context';

export type AuditChange = {
  kind: AuditKind;
  /** null for changes that belong to no event (permissions). */
  eventId: number | null;
  /** The changed thing's id; null when it has no numeric id (a stash tab: see before/after). */
  targetId: number | null;
  /** The thing as it was (absent for a creation). */
  before?: unknown;
  /** The thing as it is now (absent for a deletion). */
  after?: unknown;
};

/**
 * Records a change made through the admin API. Call it with the transaction that makes the change, so the
 * entry exists exactly when the change does.
 */
export async function recordAudit(tx: Queryable, actor: Actor, change: AuditChange): Promise<void> {
  await tx.insert(auditEntries).values({
    at: actor.at,
    actorUserId: actor.userId,
    eventId: change.eventId,
    kind: change.kind,
    targetId: change.targetId,
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** The log, newest first, filtered by event, actor and kind, a page at a time. */
export async function readAuditLog(db: Queryable, query: AuditLogQuery): Promise<AuditLog> {
  const filters: (SQL | undefined)[] = [
    query.event_id === undefined ? undefined : eq(auditEntries.eventId, query.event_id),
    query.actor === undefined ? undefined : eq(auditEntries.actorUserId, query.actor),
    query.kind === undefined ? undefined : eq(auditEntries.kind, query.kind),
    query.before_id === undefined ? undefined : lt(auditEntries.id, query.before_id),
  ];
  const rows = await db
    .select({ entry: auditEntries, actorName: users.displayName })
    .from(auditEntries)
    .leftJoin(users, eq(users.id, auditEntries.actorUserId))
    .where(and(...filters))
    .orderBy(desc(auditEntries.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map(({ entry, actorName }) => ({
      id: entry.id,
      at: entry.at.toISOString(),
      actor_id: entry.actorUserId,
      actor_name: actorName,
      event_id: entry.eventId,
      kind: entry.kind,
      target_id: entry.targetId,
      before: entry.before,
      after: entry.after,
    })),
    next_before_id: rows.length > query.limit ? (page.at(-1)?.entry.id ?? null) : null,
  };
}
