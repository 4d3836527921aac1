import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParamsSchema, TeamSuggestionSchema } from '@app/shared';
import { forbidden } from '../../lib/errors';
import { guards } from '../../lib/guards';
import { eventOf, viewerOf } from '../../plugins/auth';
import { findMembership } from '../teams/teams.service';
import { listTeamSuggestions } from './suggestions.service';

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.get(
    '/events/:event_id/suggestions',
    {
      config: { guard: guards.teamMember() },
      schema: {
        tags: ['Team suggestions'],
        summary: "Objectives your team's leads marked as urgent, with their notes",
        description: 'A suggestion on the root objective is the team leads’ message to the team.',
        params: EventParamsSchema,
        response: { 200: z.array(TeamSuggestionSchema) },
      },
    },
    async (request) => {
      const event = eventOf(request);
      const membership = await findMembership(db, event.id, viewerOf(request).id);
      if (!membership) throw forbidden('You are not in a team of this event');
      return listTeamSuggestions(db, event.id, membership.teamId);
    },
  );
};
