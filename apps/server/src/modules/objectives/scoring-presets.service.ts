/**
 * The designer's scoring presets: how objectives score (points per place, caps, methods, curves, completion
 * requirements). An objective scores with one or several presets, its rules. A change touches the objectives
 * scored with the preset, so the score updater recomputes them; each change is audited.
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { scoringRulesProblem } from '@app/scoring';
import type { ScoringPreset, UpsertScoringPresetBody } from '@app/shared';
import type { Db, Tx } from '../../db/database';
import { objectives, objectiveScoringRules, scoringPresets } from '../../db/schema';
import { storedRow } from '../../db/stored-row';
import type { Actor } from '../../lib/actor';
import { notFound, validationFailed } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { recordPresentedSave } from '../audit/presented-save';
import type { EventRow } from '../events/events.service';
import { changeDesign } from './design-change';
import { presentPreset } from './objectives.service';

/** Marks the objectives with a rule of this preset as changed (the score updater notices); answers their ids. */
async function touchObjectivesScoredWith(tx: Tx, presetId: number, at: Date): Promise<number[]> {
  const rows = await tx
    .update(objectives)
    .set({ updatedAt: at })
    .where(
      inArray(
        objectives.id,
        tx
          .select({ id: objectiveScoringRules.objectiveId })
          .from(objectiveScoringRules)
          .where(eq(objectiveScoringRules.scoringPresetId, presetId)),
      ),
    )
    .returning({ id: objectives.id });
  return rows.map((row) => row.id).sort((a, b) => a - b);
}

/**
 * A preset whose method changes must still combine with the other rules of every objective it scores
 * (`scoringRulesProblem`); the first objective it would break is named.
 */
async function checkStillCombines(tx: Tx, objectiveIds: readonly number[]): Promise<void> {
  if (objectiveIds.length === 0) return;
  const rules = await tx
    .select({
      objectiveId: objectiveScoringRules.objectiveId,
      name: objectives.name,
      aggregation: objectives.aggregation,
      method: scoringPresets.scoringMethod,
    })
    .from(objectiveScoringRules)
    .innerJoin(objectives, eq(objectives.id, objectiveScoringRules.objectiveId))
    .innerJoin(scoringPresets, eq(scoringPresets.id, objectiveScoringRules.scoringPresetId))
    .where(inArray(objectiveScoringRules.objectiveId, [...objectiveIds]))
    .orderBy(asc(objectiveScoringRules.objectiveId), asc(objectiveScoringRules.position));
  for (const objectiveId of objectiveIds) {
    const own = rules.filter((rule) => rule.objectiveId === objectiveId);
    const first = own[0];
    if (first === undefined) continue;
    const problem = scoringRulesProblem(
      first.aggregation,
      own.map((rule) => rule.method),
    );
    if (problem !== null)
      throw validationFailed('body.scoring_method', `“${first.name}” scores with this preset and others: ${problem}`);
  }
}

export async function upsertScoringPreset(
  db: Db,
  event: EventRow,
  body: UpsertScoringPresetBody,
  actor: Actor,
): Promise<ScoringPreset> {
  return changeDesign(db, event, async (tx) => {
    const before = await storedRow(tx, scoringPresets, body.id, eq(scoringPresets.eventId, event.id));
    const values = {
      name: body.name,
      description: body.description,
      points: body.points,
      pointCap: body.point_cap,
      scoringMethod: body.scoring_method,
      type: body.type,
      cumulativePoints: body.cumulative_points,
      requiredChildren: body.required_children,
      requiredChildrenPercent: body.required_children_percent,
      requiredLines: body.required_lines,
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
    const scored = await touchObjectivesScoredWith(tx, row.id, actor.at);
    if (before && before.scoringMethod !== row.scoringMethod) await checkStillCombines(tx, scored);
    return recordPresentedSave(tx, actor, 'scoring_preset', { eventId: event.id, before, row }, presentPreset);
  });
}

/** Deletes a preset of the event; objectives that used it keep existing without that rule (worth nothing by it). */
export async function deleteScoringPreset(db: Db, event: EventRow, presetId: number, actor: Actor): Promise<void> {
  await changeDesign(db, event, async (tx) => {
    const [preset] = await tx
      .select({ id: scoringPresets.id })
      .from(scoringPresets)
      .where(and(eq(scoringPresets.id, presetId), eq(scoringPresets.eventId, event.id)));
    if (!preset) throw notFound('Scoring preset');
    const unlinked = await touchObjectivesScoredWith(tx, presetId, actor.at);
    // Its rules go with it (the foreign key cascades); the other rules keep their order.
    const [deleted] = await tx.delete(scoringPresets).where(eq(scoringPresets.id, presetId)).returning();
    if (!deleted) throw notFound('Scoring preset');
    await recordAudit(tx, actor, {
      kind: 'scoring_preset.delete',
      eventId: event.id,
      targetId: presetId,
      before: { ...presentPreset(deleted), unlinked_objective_ids: unlinked },
    });
  });
}
