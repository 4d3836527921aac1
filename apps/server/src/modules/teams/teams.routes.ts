import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serve } from '../../lib/endpoints';
import { actorOf, eventOf } from '../../plugins/auth';
import { sendEventRead } from '../../plugins/read-cache';
import * as teams from './teams.service';

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  serve(app, 'getEventTeams', async (request, reply) =>
    sendEventRead(request, reply, 'teams', (event) => teams.listTeams(db, event.id)),
  );

  serve(app, 'upsertTeam', async (request, reply) => {
    const team = await teams.upsertTeam(db, eventOf(request), request.body, actorOf(request, now()));
    return reply.status(request.body.id === undefined ? 201 : 200).send(team);
  });

  serve(app, 'assignUsersToTeams', async (request, reply) => {
    await teams.assignUsers(db, eventOf(request), request.body, actorOf(request, now()));
    return reply.status(204).send();
  });

  serve(app, 'getTeam', async (request) => teams.getTeam(db, eventOf(request).id, request.params.team_id));

  serve(app, 'deleteTeam', async (request, reply) => {
    await teams.deleteTeam(
      db,
      eventOf(request),
      request.params.team_id,
      request.query.confirm,
      actorOf(request, now()),
    );
    return reply.status(204).send();
  });
};
