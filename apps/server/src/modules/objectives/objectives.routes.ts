import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventIdParamSchema,
  EventParamsSchema,
  IdParamSchema,
  ObjectiveSchema,
  ScoringPresetSchema,
} from '@app/shared';
import { notFound } from '../../lib/errors';
import { guards } from '../../lib/guards';
import { eventOf } from '../../plugins/auth';
import { findInTree, listScoringPresets, loadObjectiveTree, maskUnreleased } from './objectives.service';

const ObjectiveParamsSchema = z.object({ event_id: EventIdParamSchema, id: IdParamSchema });

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
    async (request) => maskUnreleased(await loadObjectiveTree(db, eventOf(request).id), now(), request.viewer),
  );

  app.get(
    '/events/:event_id/objectives/:id',
    {
      config: { guard: guards.public },
      schema: {
        tags: ['Objectives'],
        summary: 'One objective of the event, with its subtree',
        description: masking,
        params: ObjectiveParamsSchema,
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
    async (request) => listScoringPresets(db, eventOf(request).id),
  );
};
