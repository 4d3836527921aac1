import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { forbidden } from '../../lib/errors';
import { eventOf, viewerOf } from '../../plugins/auth';
import { findMembership } from '../teams/teams.service';
import * as suggestions from './suggestions.service';

export const suggestionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  /** The caller's team in the event; the guard already made sure there is one. */
  async function teamOf(request: FastifyRequest): Promise<number> {
    const membership = await findMembership(db, eventOf(request).id, viewerOf(request).id);
    if (!membership) throw forbidden('You are not in a team of this event');
    return membership.teamId;
  }

  serve(app, 'getTeamSuggestions', async (request) =>
    suggestions.listTeamSuggestions(db, eventOf(request).id, await teamOf(request)),
  );

  serve(app, 'putSuggestion', async (request) =>
    suggestions.upsertTeamSuggestion(
      db,
      eventOf(request).id,
      await teamOf(request),
      request.params.objective_id,
      request.body.extra,
      now(),
    ),
  );

  serve(app, 'deleteSuggestion', async (request, reply) => {
    await suggestions.deleteTeamSuggestion(db, eventOf(request).id, await teamOf(request), request.params.objective_id);
    return reply.status(204).send();
  });
};
