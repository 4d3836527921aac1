import type { Queryable } from '../../db/database';
import { auditEntries } from '../../db/schema';
import type { Actor } from '../../lib/context';

/** What an audit entry records a change of (`<thing>.<verb>`). */
export type AuditKind =
  | 'event.create'
  | 'event.update'
  | 'event.delete'
  | 'event.duplicate'
  | 'team.create'
  | 'team.update'
  | 'team.delete'
  | 'scoring_preset.create'
  | 'scoring_preset.update'
  | 'scoring_preset.delete'
  | 'objective.create'
  | 'objective.update'
  | 'objective.delete'
  | 'objective.bulk_create'
  | 'condition.create'
  | 'condition.update'
  | 'condition.delete'
  | 'submission.review'
  | 'submission.place';

export type AuditChange = {
  kind: AuditKind;
  eventId: number;
  targetId: number;
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
