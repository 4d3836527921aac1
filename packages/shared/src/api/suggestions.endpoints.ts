import { z } from 'zod';
import { EventParamsSchema } from '../contracts/common';
import { SuggestionParamsSchema, TeamSuggestionSchema, UpsertSuggestionBodySchema } from '../contracts/submissions';
import { describeEndpoints, emptyAnswer } from './endpoint';

export const suggestionsEndpoints = describeEndpoints('Team suggestions', {
  getTeamSuggestions: {
    summary: "Objectives your team's leads marked as urgent, with their notes",
    description: 'A suggestion on the root objective is the team leads’ message to the team.',
    params: EventParamsSchema,
    responses: { 200: z.array(TeamSuggestionSchema) },
  },
  putSuggestion: {
    summary: 'Mark an objective as a focus of your team, with an optional note (team leads)',
    description:
      'On the root objective the note is the team message. Only your own team reads it. Marking again replaces the note.',
    params: SuggestionParamsSchema,
    body: UpsertSuggestionBodySchema,
    responses: { 200: TeamSuggestionSchema },
  },
  deleteSuggestion: {
    summary: 'Unmark a focus objective of your team (team leads)',
    params: SuggestionParamsSchema,
    responses: { 204: emptyAnswer('Removed') },
  },
});
