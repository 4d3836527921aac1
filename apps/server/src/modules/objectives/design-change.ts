import type { Db, Tx } from '../../db/database';
import { notifyRescoreRequested } from '../../db/signals';
import { eventLocked } from '../../lib/errors';
import type { EventRow } from '../events/events.service';

/**
 * Runs a designer's change (presets, objectives, conditions) in one transaction, then tells the score updater
 * to recompute the event, so scores follow the new rules live. A locked event refuses every change (409).
 */
export async function changeDesign<T>(db: Db, event: EventRow, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (event.isLocked) throw eventLocked();
  const result = await db.transaction(work);
  await notifyRescoreRequested(db, event.id);
  return result;
}
