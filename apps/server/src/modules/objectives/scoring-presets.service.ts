/**
 * The designer's scoring presets: how objectives score (points per place, caps, methods). A change touches
 * the objectives scored with the preset, so the score updater recomputes them; each change is audited.
 */
import { and, eq } from 'drizzle-orm';
import type { ScoringPreset, UpsertScoringPresetBody } from '@app/shared';
import type { Db } from '../../db/database';
import { objectives, scoringPresets } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { recordAudit, recordSave } from '../audit/audit.service';
import type { EventRow } from '../events/events.service';
import { changeDesign } from './design-change';
import { presentPreset } from './objectives.service';

export async function upsertScoringPreset(
  db: Db,
  event: EventRow,
  body: UpsertScoringPresetBody,
  actor: Actor,
): Promise<ScoringPreset> {
  return changeDesign(db, event, async (tx) => {
    const [before] =
      body.id === undefined
        ? []
        : await tx
            .select()
            .from(scoringPresets)
            .where(and(eq(scoringPresets.id, body.id), eq(scoringPresets.eventId, event.id)));
    const values = {
      name: body.name,
      description: body.description,
      points: body.points,
      pointCap: body.point_cap,
      scoringMethod: body.scoring_method,
      type: body.type,
    };
    const [row] =
      body.id === undefined
        ? await tx
            .insert(scoringPresets)
            .values({ ...values, eventId: event.id })
            .returning()
        : await tx
            .update(scoringPresets)
            .set(values)
            .where(and(eq(scoringPresets.id, body.id), eq(scoringPresets.eventId, event.id)))
            .returning();
    if (!row) throw notFound('Scoring preset');
    // The objectives scored with this preset changed too (the score updater notices changed objectives).
    await tx.update(objectives).set({ updatedAt: actor.at }).where(eq(objectives.scoringPresetId, row.id));
    const saved = presentPreset(row);
    await recordSave(tx, actor, 'scoring_preset', {
      eventId: event.id,
      targetId: row.id,
      before: before && presentPreset(before),
      after: saved,
    });
    return saved;
  });
}

/** Deletes a preset of the event; objectives that used it keep existing, without a preset (worth nothing). */
export async function deleteScoringPreset(db: Db, event: EventRow, presetId: number, actor: Actor): Promise<void> {
  await changeDesign(db, event, async (tx) => {
    const unlinked = await tx
      .update(objectives)
      .set({ scoringPresetId: null, updatedAt: actor.at })
      .where(and(eq(objectives.scoringPresetId, presetId), eq(objectives.eventId, event.id)))
      .returning({ id: objectives.id });
    const [deleted] = await tx
      .delete(scoringPresets)
      .where(and(eq(scoringPresets.id, presetId), eq(scoringPresets.eventId, event.id)))
      .returning();
    if (!deleted) throw notFound('Scoring preset');
    await recordAudit(tx, actor, {
      kind: 'scoring_preset.delete',
      eventId: event.id,
      targetId: presetId,
      before: { ...presentPreset(deleted), unlinked_objective_ids: unlinked.map((objective) => objective.id) },
    });
  });
}
