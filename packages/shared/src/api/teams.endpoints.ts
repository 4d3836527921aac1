import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import {
  DeleteTeamQuerySchema,
  TeamAssignmentsBodySchema,
  TeamParamsSchema,
  TeamSchema,
  UpsertTeamBodySchema,
} from '../contracts/teams';
import { describeEndpoints, emptyAnswer } from './endpoint';

export const teamsEndpoints = describeEndpoints('Teams', {
  getEventTeams: {
    summary: 'Teams of an event',
    params: EventParamsSchema,
    responses: { 200: z.array(TeamSchema) },
  },
  upsertTeam: {
    summary: 'Create or update a team',
    description:
      'Without `id` creates a team; with `id` updates that team of this event. Refused (409) while the event is locked.',
    params: EventParamsSchema,
    body: UpsertTeamBodySchema,
    responses: { 200: TeamSchema, 201: TeamSchema },
  },
  assignUsersToTeams: {
    summary: 'Put users into teams (or take them out)',
    description:
      'All or nothing. Each listed user leaves any team of this event first; `team_id` null or 0 leaves them without a team. Every team must belong to this event.',
    params: EventParamsSchema,
    body: TeamAssignmentsBodySchema,
    responses: { 204: emptyAnswer('Saved') },
  },
  getTeam: {
    summary: 'One team of an event',
    params: TeamParamsSchema,
    responses: { 200: TeamSchema },
  },
  deleteTeam: {
    summary: 'Delete a team of an event',
    description:
      'Refused (409) while the event is locked, and while the team has members unless `confirm=true` (its members are then left without a team).',
    params: TeamParamsSchema,
    query: DeleteTeamQuerySchema,
    responses: { 204: emptyAnswer('Deleted') },
  },
});
