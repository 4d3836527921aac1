import { asc, count, eq, max } from 'drizzle-orm';
import type { Objective, ScoringPreset } from '@app/shared';
import type { Queryable } from '../../db/database';
import { objectiveConditions, objectives, objectiveScoringRules, scoringPresets } from '../../db/schema';
import type { Viewer } from '../../lib/actor';
import { notFound } from '../../lib/errors';
import { holdsAnyPermission } from '@app/shared';

type ObjectiveRow = typeof objectives.$inferSelect;
type PresetRow = typeof scoringPresets.$inferSelect;

export function presentPreset(row: PresetRow): ScoringPreset {
  return {
    id: row.id,
    event_id: row.eventId,
    name: row.name,
    description: row.description,
    points: row.points,
    point_cap: row.pointCap,
    scoring_method: row.scoringMethod,
    type: row.type,
    cumulative_points: row.cumulativePoints,
    required_children: row.requiredChildren,
    required_children_percent: row.requiredChildrenPercent,
    required_lines: row.requiredLines,
  };
}

export async function listScoringPresets(db: Queryable, eventId: number): Promise<ScoringPreset[]> {
  const rows = await db
    .select()
    .from(scoringPresets)
    .where(eq(scoringPresets.eventId, eventId))
    .orderBy(asc(scoringPresets.id));
  return rows.map(presentPreset);
}

/** How many objectives the event has and when any last changed: a cheap "has the tree changed?" check. */
export async function objectivesFingerprint(
  db: Queryable,
  eventId: number,
): Promise<{ count: number; changedAt: Date | null }> {
  const [stats] = await db
    .select({ n: count(), changed: max(objectives.updatedAt) })
    .from(objectives)
    .where(eq(objectives.eventId, eventId));
  return { count: stats?.n ?? 0, changedAt: stats?.changed ?? null };
}

/** The event's whole objective tree (root with nested children, presets embedded, children by id). */
export async function loadObjectiveTree(db: Queryable, eventId: number): Promise<Objective> {
  const [rows, conditions, presets, rules] = await Promise.all([
    db.select().from(objectives).where(eq(objectives.eventId, eventId)).orderBy(asc(objectives.id)),
    db
      .select({ condition: objectiveConditions })
      .from(objectiveConditions)
      .innerJoin(objectives, eq(objectives.id, objectiveConditions.objectiveId))
      .where(eq(objectives.eventId, eventId))
      .orderBy(asc(objectiveConditions.id)),
    listScoringPresets(db, eventId),
    db
      .select({ objectiveId: objectiveScoringRules.objectiveId, presetId: objectiveScoringRules.scoringPresetId })
      .from(objectiveScoringRules)
      .innerJoin(objectives, eq(objectives.id, objectiveScoringRules.objectiveId))
      .where(eq(objectives.eventId, eventId))
      .orderBy(asc(objectiveScoringRules.objectiveId), asc(objectiveScoringRules.position)),
  ]);
  const presetById = new Map(presets.map((preset) => [preset.id, preset]));
  const nodes = new Map<number, Objective>();
  for (const row of rows) nodes.set(row.id, presentObjective(row));
  for (const { objectiveId, presetId } of rules) {
    const node = nodes.get(objectiveId);
    const preset = presetById.get(presetId);
    if (!node || !preset) continue;
    if (node.scoring_preset === null) {
      node.scoring_preset_id = preset.id;
      node.scoring_preset = preset;
    }
    node.scoring_preset_ids.push(preset.id);
    node.scoring_presets.push(preset);
  }
  for (const { condition } of conditions) {
    nodes.get(condition.objectiveId)?.conditions.push({
      id: condition.id,
      field: condition.field,
      operator: condition.operator,
      value: condition.value,
    });
  }
  let root: Objective | undefined;
  for (const node of nodes.values()) {
    if (node.parent_id === null) root = node;
    else nodes.get(node.parent_id)?.children.push(node);
  }
  if (!root) throw notFound('Objective tree');
  return root;
}

/** An objective row without its rules and conditions, which `loadObjectiveTree` adds. */
function presentObjective(row: ObjectiveRow): Objective {
  return {
    id: row.id,
    event_id: row.eventId,
    parent_id: row.parentId,
    name: row.name,
    extra: row.extra,
    objective_type: row.objectiveType,
    aggregation: row.aggregation,
    number_field: row.numberField,
    required_number: row.requiredNumber,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    hide_progress: row.hideProgress,
    presentation: row.presentation,
    scoring_preset_id: null,
    scoring_preset: null,
    scoring_preset_ids: [],
    scoring_presets: [],
    conditions: [],
    children: [],
  };
}

/** Who may see objectives before they are released (valid_from in the future). */
const DESIGNERS = ['admin', 'objective_designer'] as const;

/**
 * Unreleased objectives stay secret until valid_from: visitors learn that something comes and when (for the
 * dailies countdown), never what. Name, hint, conditions, requirement and the whole subtree are withheld
 * (the reference hashed the name, which is trivially reversed for known item names).
 */
export function maskUnreleased(node: Objective, now: Date, viewer: Viewer | null): Objective {
  if (seesUnreleased(viewer)) return node;
  const unreleased = node.valid_from !== null && Date.parse(node.valid_from) > now.getTime();
  if (unreleased) return { ...node, name: '', extra: '', conditions: [], required_number: 0, children: [] };
  return { ...node, children: node.children.map((child) => maskUnreleased(child, now, viewer)) };
}

/** Whether the viewer designs objectives and so sees unreleased ones as they are. */
export function seesUnreleased(viewer: Viewer | null): boolean {
  return viewer !== null && holdsAnyPermission(viewer.permissions, DESIGNERS);
}

/** The first release time after `now` anywhere in the tree (epoch ms), when the masked tree changes by itself. */
export function nextRelease(root: Objective, now: Date): number | undefined {
  let next: number | undefined;
  const pending = [root];
  for (let node = pending.pop(); node; node = pending.pop()) {
    const at = node.valid_from === null ? NaN : Date.parse(node.valid_from);
    if (at > now.getTime() && (next === undefined || at < next)) next = at;
    pending.push(...node.children);
  }
  return next;
}

export function findInTree(root: Objective, id: number): Objective | undefined {
  if (root.id === id) return root;
  for (const child of root.children) {
    const found = findInTree(child, id);
    if (found) return found;
  }
  return undefined;
}
