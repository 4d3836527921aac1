import type { Queryable } from '../../db/database';
import type { Actor } from '../../lib/actor';
import { recordSave } from './audit.service';

/**
 * Records a saved row in the shape the API answers with (a creation when there was no row `before`) and answers
 * that shape, so the audit entry and the caller see the same thing.
 */
export async function recordPresentedSave<Row extends { id: number }, Shown>(
  tx: Queryable,
  actor: Actor,
  thing: Parameters<typeof recordSave>[2],
  change: { eventId: number; before: Row | undefined; row: Row },
  present: (row: Row) => Shown,
): Promise<Shown> {
  const saved = present(change.row);
  await recordSave(tx, actor, thing, {
    eventId: change.eventId,
    targetId: change.row.id,
    before: change.before && present(change.before),
    after: saved,
  });
  return saved;
}
