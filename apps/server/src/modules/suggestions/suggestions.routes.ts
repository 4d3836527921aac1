import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  EventParamsSchema,
  SuggestionParamsSchema,
  TeamSuggestionSchema,
  UpsertSuggestionBodySchema,
} from '@app/shared';
import { forbidden } from '../../lib/errors';
import { guards } from '../../lib/guards';
import { eventOf, viewerOf } from '../../plugins/auth';
import { findMembership } from '../teams/teams.service';
import { deleteTeamSuggestion, listTeamSuggestions, upsertTeamSuggestion } from './suggestions.service';

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  /** The caller's team in the event; the guard already made sure there is one. */
  async function teamOf(request: FastifyRequest): Promise<number> {
    const membership = await findMembership(db, eventOf(request).id, viewerOf(request).id);
    if (!membership) throw forbidden('You are not in a team of this event');
    return membership.teamId;
  }

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
    async (request) => listTeamSuggestions(db, eventOf(request).id, await teamOf(request)),
  );

  app.put(
    '/events/:event_id/suggestions/:objective_id',
    {
      config: { guard: guards.teamLead() },
      schema: {
        tags: ['Team suggestions'],
        summary: 'Mark an objective as a focus of your team, with an optional note (team leads)',
        description:
          'On the root objective the note is the team message. Only your own team reads it. Marking again replaces the note.',
        params: SuggestionParamsSchema,
        body: UpsertSuggestionBodySchema,
        response: { 200: TeamSuggestionSchema },
      },
    },
    async (request) =>
      upsertTeamSuggestion(
        db,
        eventOf(request).id,
        await teamOf(request),
        request.params.objective_id,
        request.body.extra,
        now(),
      ),
  );

  app.delete(
    '/events/:event_id/suggestions/:objective_id',
    {
      config: { guard: guards.teamLead() },
      schema: {
        tags: ['Team suggestions'],
        summary: 'Unmark a focus objective of your team (team leads)',
        params: SuggestionParamsSchema,
        response: { 204: z.undefined().describe('Removed') },
      },
    },
    async (request, reply) => {
      await deleteTeamSuggestion(db, eventOf(request).id, await teamOf(request), request.params.objective_id);
      return reply.status(204).send();
    },
  );
};
