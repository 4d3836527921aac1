import { randomInt } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EventParamsSchema, TeamSortSuggestionBodySchema, TeamSortSuggestionSchema } from '@app/shared';
import { guards } from '../../lib/guards';
import { eventOf } from '../../plugins/auth';
import { suggestTeams } from './team-sort.service';

export const teamSortRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.ctx;

  app.post(
    '/events/:event_id/team-sort/suggestion',
    {
      config: { guard: guards.anyOf('admin', 'manager') },
      schema: {
        tags: ['Teams'],
        summary: 'Suggest teams for the sign-ups (nothing is saved)',
        description:
          'Players on a team stay; mutual partners land together; team sizes end within one of each other where placed players allow; playtime buckets, helpers and players who need help are spread evenly. Waitlisted sign-ups are not placed. The same seed gives the same suggestion. Save what you accept with PUT /events/{event_id}/teams/users.',
        params: EventParamsSchema,
        body: TeamSortSuggestionBodySchema,
        response: { 200: TeamSortSuggestionSchema },
      },
    },
    async (request) => suggestTeams(db, eventOf(request), request.body.seed ?? randomInt(2_147_483_647)),
  );
};
