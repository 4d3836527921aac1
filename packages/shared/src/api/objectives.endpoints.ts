import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import {
  BulkObjectivesBodySchema,
  ConditionSchema,
  DryRunBodySchema,
  DryRunResultSchema,
  ITEM_LIMITS,
  ItemTestBodySchema,
  ItemTestResultSchema,
  ObjectiveSchema,
  ObjectiveValidationReportSchema,
  SampleSearchBodySchema,
  SampleSearchResultSchema,
  ReEvaluationStatusSchema,
  ScoringPresetSchema,
  UpsertConditionBodySchema,
  UpsertObjectiveBodySchema,
  UpsertScoringPresetBodySchema,
  ValidMappingsSchema,
} from '../contracts/objectives';
import { EventIdParamSchema, IdParamSchema } from '../contracts/common';
import { MAX_BULK_OBJECTIVES } from '../contracts/objectives';
import { describeEndpoints, emptyAnswer } from './endpoint';

/** `/events/:event_id/<things>/:id`: one objective, condition or preset of the event. */
const ItemOfEventParamsSchema = z.object({ event_id: EventIdParamSchema, id: IdParamSchema });

const locked = 'Refused (409) while the event is locked.';
const rescored = 'The event is scored again with the change, and the new scores are pushed live.';

const masking =
  'Objectives released later (valid_from in the future) show only their id, type, timing and preset until then, except to admins and objective designers.';

export const objectivesEndpoints = describeEndpoints('Objectives', {
  getObjectives: {
    summary: "The event's objective tree",
    description: `The root with nested children; each node embeds its scoring preset. ${masking}`,
    params: EventParamsSchema,
    responses: { 200: ObjectiveSchema },
  },
  getObjective: {
    summary: 'One objective of the event, with its subtree',
    description: masking,
    params: ItemOfEventParamsSchema,
    responses: { 200: ObjectiveSchema },
  },
  getScoringPresets: {
    summary: "The event's scoring presets, by id",
    params: EventParamsSchema,
    responses: { 200: z.array(ScoringPresetSchema) },
  },
  saveScoringPreset: {
    summary: 'Create or update a scoring preset',
    description: `Without \`id\` creates a preset; with \`id\` updates that preset of this event. ${rescored} ${locked}`,
    params: EventParamsSchema,
    body: UpsertScoringPresetBodySchema,
    responses: { 200: ScoringPresetSchema, 201: ScoringPresetSchema },
  },
  deleteScoringPreset: {
    summary: 'Delete a scoring preset',
    description: `Objectives that used it stay, without that rule (an objective left without rules is worth no points until given one). ${rescored} ${locked}`,
    params: ItemOfEventParamsSchema,
    responses: { 204: emptyAnswer('Saved') },
  },
  saveObjective: {
    summary: 'Create or update an objective with its conditions',
    description: `Without \`id\` creates an objective under \`parent_id\` (a category of this event); with \`id\` updates it, which may move it to another category. Conditions listed are added (no id) or updated (id); conditions not listed stay. Refused (400) with a reason: a parent or preset of another event, a move into its own subtree, a number field the objective type does not count, a condition the matcher cannot use. ${rescored} ${locked}`,
    params: EventParamsSchema,
    body: UpsertObjectiveBodySchema,
    responses: { 200: ObjectiveSchema, 201: ObjectiveSchema },
  },
  createObjectivesInBulk: {
    summary: 'Create many item objectives from a list of names',
    description: `Each comma-separated name becomes an ITEM objective in the category \`parent_id\`, with one condition \`field EQ name\`, required number 1, counting stack sizes. Duplicates count once; at most ${MAX_BULK_OBJECTIVES} names. All or nothing. ${rescored} ${locked}`,
    params: EventParamsSchema,
    body: BulkObjectivesBodySchema,
    responses: { 201: z.object({ ids: z.array(z.number().int()) }) },
  },
  deleteObjective: {
    summary: 'Delete an objective with everything below it',
    description: `Its subtree, their conditions and the evidence found for them go with it; the root cannot be deleted. ${rescored} ${locked}`,
    params: ItemOfEventParamsSchema,
    responses: { 204: emptyAnswer('Saved') },
  },
  getReEvaluation: {
    summary: 'How far the re-evaluation of stored items is after designer changes',
    description:
      'The ITEM objectives whose stored stash snapshots are still to be evaluated again, and whether the event’s evaluation job is active (it runs while the event is current).',
    params: EventParamsSchema,
    responses: { 200: ReEvaluationStatusSchema },
  },
  getValidMappings: {
    summary: 'Which operators suit which item field, and which number fields suit which objective type',
    params: EventParamsSchema,
    responses: { 200: ValidMappingsSchema },
  },
  saveCondition: {
    summary: 'Create or update one condition of an item objective',
    description: `The objective must be an ITEM objective of this event; the operator must suit the field and the value must be usable (numbers, true/false, safe regular expressions). ${rescored} ${locked}`,
    params: EventParamsSchema,
    body: UpsertConditionBodySchema,
    responses: { 200: ConditionSchema, 201: ConditionSchema },
  },
  deleteCondition: {
    summary: 'Delete one condition',
    description: `${rescored} ${locked}`,
    params: ItemOfEventParamsSchema,
    responses: { 204: emptyAnswer('Saved') },
  },
  testItem: {
    summary: "Test a game item against the event's item objectives",
    description:
      'Answers, for every ITEM objective of the event, whether the item matches and, per condition, the value the item has for the field. Time windows are ignored. Nothing is stored.',
    params: EventParamsSchema,
    body: ItemTestBodySchema,
    responses: { 200: ItemTestResultSchema },
    bodyLimit: ITEM_LIMITS.bytes,
  },
  getObjectiveValidation: {
    summary: 'Which ITEM objectives have ever matched a real item',
    description:
      "For every ITEM objective: matched by this event's evidence, matched by a recorded sample item (re-checked against its conditions now), or never matched, with why its conditions cannot match when they cannot. Never matched first.",
    params: EventParamsSchema,
    responses: { 200: ObjectiveValidationReportSchema },
  },
  searchObjectiveSamples: {
    summary: 'Search stored snapshots of other events for items the never-matched objectives match',
    description:
      'Reads the next stored stash snapshots of other events (the demo included) after the cursor and records, for each never-matched ITEM objective, the first item found that matches it (time windows ignored). Call again with next_after until it is null.',
    params: EventParamsSchema,
    body: SampleSearchBodySchema,
    responses: { 200: SampleSearchResultSchema },
  },
  saveObjectiveSample: {
    summary: "Record a real item as an ITEM objective's sample",
    description: `The item must match the objective's conditions now (400 says which condition failed). Replaces the objective's sample. ${locked}`,
    params: ItemOfEventParamsSchema,
    body: ItemTestBodySchema,
    responses: { 204: emptyAnswer('Saved') },
    bodyLimit: ITEM_LIMITS.bytes,
  },
  dryRunObjective: {
    summary: "Run a draft item objective's conditions against an earlier event's stored stash snapshots",
    description:
      'Reads the next stored snapshots of the source event after the cursor and answers, per team, when an item matching the draft conditions was first seen and the most one snapshot held. Nothing is stored and no score changes. Time windows are not applied: the draft has none yet. Call again with next_after until it is null.',
    params: EventParamsSchema,
    body: DryRunBodySchema,
    responses: { 200: DryRunResultSchema },
  },
  deleteObjectiveSample: {
    summary: "Forget an ITEM objective's sample",
    description: locked,
    params: ItemOfEventParamsSchema,
    responses: { 204: emptyAnswer('Deleted') },
  },
});
