import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  BulkObjectivesBodySchema,
  ConditionSchema,
  EventIdParamSchema,
  EventParamsSchema,
  ITEM_LIMITS,
  IdParamSchema,
  ItemTestBodySchema,
  ItemTestResultSchema,
  ObjectiveSchema,
  ReEvaluationStatusSchema,
  ScoringPresetSchema,
  UpsertConditionBodySchema,
  UpsertObjectiveBodySchema,
  UpsertScoringPresetBodySchema,
  ValidMappingsSchema,
} from '@app/shared';
import { notFound } from '../../lib/errors';
import { guards } from '../../lib/guards';
import { actorOf, eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead } from '../../plugins/read-cache';
import {
  createObjectivesInBulk,
  deleteCondition,
  deleteObjective,
  MAX_BULK_OBJECTIVES,
  reEvaluationStatus,
  upsertCondition,
  upsertObjective,
  validMappings,
} from './objective-design.service';
import { testItem } from './item-tester.service';
import { deleteScoringPreset, upsertScoringPreset } from './scoring-presets.service';
import {
  findInTree,
  listScoringPresets,
  loadObjectiveTree,
  maskUnreleased,
  nextRelease,
  seesUnreleased,
} from './objectives.service';

/** `/events/:event_id/<things>/:id`: one objective, condition or preset of the event. */
const ItemOfEventParamsSchema = z.object({ event_id: EventIdParamSchema, id: IdParamSchema });

const locked = 'Refused (409) while the event is locked.';
const rescored = 'The event is scored again with the change, and the new scores are pushed live.';
const designers = guards.anyOf('admin', 'objective_designer');
const Saved = z.undefined().describe('Saved');

const masking =
  'Objectives released later (valid_from in the future) show only their id, type, timing and preset until then, except to admins and objective designers.';

export const objectivesRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/events/:event_id/objectives',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Objectives'],
        summary: "The event's objective tree",
        description: `The root with nested children; each node embeds its scoring preset. ${masking}`,
        params: EventParamsSchema,
        response: { 200: ObjectiveSchema },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      const audience = seesUnreleased(request.viewer) ? 'designers' : 'everyone';
      return sendCachedRead(
        request,
        reply,
        { scope: READ_SCOPES.event(event.id), key: `objectives:${audience}` },
        async () => {
          const tree = await loadObjectiveTree(db, event.id);
          const at = now();
          // Masked for everyone else until the next release time; then built again.
          return { value: maskUnreleased(tree, at, request.viewer), validUntil: nextRelease(tree, at) };
        },
      );
    },
  );

  app.get(
    '/events/:event_id/objectives/:id',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Objectives'],
        summary: 'One objective of the event, with its subtree',
        description: masking,
        params: ItemOfEventParamsSchema,
        response: { 200: ObjectiveSchema },
      },
    },
    async (request) => {
      const tree = maskUnreleased(await loadObjectiveTree(db, eventOf(request).id), now(), request.viewer);
      const objective = findInTree(tree, request.params.id);
      if (!objective) throw notFound('Objective');
      return objective;
    },
  );

  app.get(
    '/events/:event_id/scoring-presets',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Objectives'],
        summary: "The event's scoring presets, by id",
        params: EventParamsSchema,
        response: { 200: z.array(ScoringPresetSchema) },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      return sendCachedRead(
        request,
        reply,
        { scope: READ_SCOPES.event(event.id), key: 'scoring-presets' },
        async () => ({
          value: await listScoringPresets(db, event.id),
        }),
      );
    },
  );

  app.put(
    '/events/:event_id/scoring-presets',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Create or update a scoring preset',
        description: `Without \`id\` creates a preset; with \`id\` updates that preset of this event. ${rescored} ${locked}`,
        params: EventParamsSchema,
        body: UpsertScoringPresetBodySchema,
        response: { 200: ScoringPresetSchema, 201: ScoringPresetSchema },
      },
    },
    async (request, reply) => {
      const preset = await upsertScoringPreset(db, eventOf(request), request.body, actorOf(request, now()));
      return reply.status(request.body.id === undefined ? 201 : 200).send(preset);
    },
  );

  app.delete(
    '/events/:event_id/scoring-presets/:id',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Delete a scoring preset',
        description: `Objectives that used it stay, without a preset (worth no points until given one). ${rescored} ${locked}`,
        params: ItemOfEventParamsSchema,
        response: { 204: Saved },
      },
    },
    async (request, reply) => {
      await deleteScoringPreset(db, eventOf(request), request.params.id, actorOf(request, now()));
      return reply.status(204).send();
    },
  );

  app.put(
    '/events/:event_id/objectives',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Create or update an objective with its conditions',
        description: `Without \`id\` creates an objective under \`parent_id\` (a category of this event); with \`id\` updates it, which may move it to another category. Conditions listed are added (no id) or updated (id); conditions not listed stay. Refused (400) with a reason: a parent or preset of another event, a move into its own subtree, a number field the objective type does not count, a condition the matcher cannot use. ${rescored} ${locked}`,
        params: EventParamsSchema,
        body: UpsertObjectiveBodySchema,
        response: { 200: ObjectiveSchema, 201: ObjectiveSchema },
      },
    },
    async (request, reply) => {
      const event = eventOf(request);
      const { id } = await upsertObjective(db, event, request.body, actorOf(request, now()));
      const saved = findInTree(await loadObjectiveTree(db, event.id), id);
      if (!saved) throw notFound('Objective');
      return reply.status(request.body.id === undefined ? 201 : 200).send(saved);
    },
  );

  app.post(
    '/events/:event_id/objectives/bulk',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Create many item objectives from a list of names',
        description: `Each comma-separated name becomes an ITEM objective in the category \`parent_id\`, with one condition \`field EQ name\`, required number 1, counting stack sizes. Duplicates count once; at most ${MAX_BULK_OBJECTIVES} names. All or nothing. ${rescored} ${locked}`,
        params: EventParamsSchema,
        body: BulkObjectivesBodySchema,
        response: { 201: z.object({ ids: z.array(z.number().int()) }) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createObjectivesInBulk(db, eventOf(request), request.body, actorOf(request, now()))),
  );

  app.delete(
    '/events/:event_id/objectives/:id',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Delete an objective with everything below it',
        description: `Its subtree, their conditions and the evidence found for them go with it; the root cannot be deleted. ${rescored} ${locked}`,
        params: ItemOfEventParamsSchema,
        response: { 204: Saved },
      },
    },
    async (request, reply) => {
      await deleteObjective(db, eventOf(request), request.params.id, actorOf(request, now()));
      return reply.status(204).send();
    },
  );

  app.get(
    '/events/:event_id/objectives/re-evaluation',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'How far the re-evaluation of stored items is after designer changes',
        description:
          'The ITEM objectives whose stored stash snapshots are still to be evaluated again, and whether the event’s evaluation job is active (it runs while the event is current).',
        params: EventParamsSchema,
        response: { 200: ReEvaluationStatusSchema },
      },
    },
    async (request) => reEvaluationStatus(db, eventOf(request), now()),
  );

  app.get(
    '/events/:event_id/conditions/valid-mappings',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Which operators suit which item field, and which number fields suit which objective type',
        params: EventParamsSchema,
        response: { 200: ValidMappingsSchema },
      },
    },
    async () => validMappings(),
  );

  app.put(
    '/events/:event_id/conditions',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Create or update one condition of an item objective',
        description: `The objective must be an ITEM objective of this event; the operator must suit the field and the value must be usable (numbers, true/false, safe regular expressions). ${rescored} ${locked}`,
        params: EventParamsSchema,
        body: UpsertConditionBodySchema,
        response: { 200: ConditionSchema, 201: ConditionSchema },
      },
    },
    async (request, reply) => {
      const condition = await upsertCondition(db, eventOf(request), request.body, actorOf(request, now()));
      return reply.status(request.body.id === undefined ? 201 : 200).send(condition);
    },
  );

  app.delete(
    '/events/:event_id/conditions/:id',
    {
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: 'Delete one condition',
        description: `${rescored} ${locked}`,
        params: ItemOfEventParamsSchema,
        response: { 204: Saved },
      },
    },
    async (request, reply) => {
      await deleteCondition(db, eventOf(request), request.params.id, actorOf(request, now()));
      return reply.status(204).send();
    },
  );

  app.post(
    '/events/:event_id/conditions/test',
    {
      // Reading and checking a body holds the event loop for as long as it is large.
      bodyLimit: ITEM_LIMITS.bytes,
      config: { guard: designers },
      schema: {
        tags: ['Objectives'],
        summary: "Test a game item against the event's item objectives",
        description:
          'Answers, for every ITEM objective of the event, whether the item matches and, per condition, the value the item has for the field. Time windows are ignored. Nothing is stored.',
        params: EventParamsSchema,
        body: ItemTestBodySchema,
        response: { 200: ItemTestResultSchema },
      },
    },
    async (request) => testItem(db, eventOf(request).id, request.body),
  );
};
