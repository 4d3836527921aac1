import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DeleteTeamQuerySchema,
  EventParamsSchema,
  TeamAssignmentsBodySchema,
  TeamParamsSchema,
  TeamSchema,
  UpsertTeamBodySchema,
} from '@app/shared';
import { guards } from '../../lib/guards';
import { actorOf, eventOf } from '../../plugins/auth';
import { READ_SCOPES } from '../../lib/read-cache';
import { sendCachedRead } from '../../plugins/read-cache';
import { assignUsers, deleteTeam, getTeam, listTeams, upsertTeam } from './teams.service';

const tags = ['Teams'];

export const teamsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, now } = app.ctx;

  app.get(
    '/events/:event_id/teams',
    {
      config: { guard: guards.public },
      schema: { tags, summary: 'Teams of an event', params: EventParamsSchema, response: { 200: z.array(TeamSchema) } },
    },
    async (request, reply) => {
      const event = eventOf(request);
      return sendCachedRead(request, reply, { scope: READ_SCOPES.event(event.id), key: 'teams' }, async () => ({
        value: await listTeams(db, event.id),
      }));
    },
  );

  app.put(
    '/events/:event_id/teams',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Create or update a team',
        description:
          'Without `id` creates a team; with `id` updates that team of this event. Refused (409) while the event is locked.',
        params: EventParamsSchema,
        body: UpsertTeamBodySchema,
        response: { 200: TeamSchema, 201: TeamSchema },
      },
    },
    async (request, reply) => {
      const team = await upsertTeam(db, eventOf(request), request.body, actorOf(request, now()));
      return reply.status(request.body.id === undefined ? 201 : 200).send(team);
    },
  );

  app.put(
    '/events/:event_id/teams/users',
    {
      config: { guard: guards.anyOf('admin', 'manager') },
      schema: {
        tags,
        summary: 'Put users into teams (or take them out)',
        description:
          'All or nothing. Each listed user leaves any team of this event first; `team_id` null or 0 leaves them without a team. Every team must belong to this event.',
        params: EventParamsSchema,
        body: TeamAssignmentsBodySchema,
        response: { 204: z.undefined().describe('Saved') },
      },
    },
    async (request, reply) => {
      await assignUsers(db, eventOf(request), request.body, actorOf(request, now()));
      return reply.status(204).send();
    },
  );

  app.get(
    '/events/:event_id/teams/:team_id',
    {
      config: { guard: guards.public },
      schema: { tags, summary: 'One team of an event', params: TeamParamsSchema, response: { 200: TeamSchema } },
    },
    async (request) => getTeam(db, eventOf(request).id, request.params.team_id),
  );

  app.delete(
    '/events/:event_id/teams/:team_id',
    {
      config: { guard: guards.anyOf('admin') },
      schema: {
        tags,
        summary: 'Delete a team of an event',
        description:
          'Refused (409) while the event is locked, and while the team has members unless `confirm=true` (its members are then left without a team).',
        params: TeamParamsSchema,
        querystring: DeleteTeamQuerySchema,
        response: { 204: z.undefined().describe('Deleted') },
      },
    },
    async (request, reply) => {
      await deleteTeam(db, eventOf(request), request.params.team_id, request.query.confirm, actorOf(request, now()));
      return reply.status(204).send();
    },
  );
};
