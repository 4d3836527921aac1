import { EventParamsSchema } from '../contracts/common';
import { TeamSortSuggestionBodySchema, TeamSortSuggestionSchema } from '../contracts/team-sort';
import { describeEndpoints } from './endpoint';

export const teamSortEndpoints = describeEndpoints('Teams', {
  suggestTeams: {
    summary: 'Suggest teams for the sign-ups (nothing is saved)',
    description:
      'Players on a team stay; mutual partners land together; team sizes end within one of each other where placed players allow; playtime buckets, helpers and players who need help are spread evenly. Waitlisted sign-ups are not placed. The same seed gives the same suggestion. Save what you accept with PUT /events/{event_id}/teams/users.',
    params: EventParamsSchema,
    body: TeamSortSuggestionBodySchema,
    responses: { 200: TeamSortSuggestionSchema },
  },
});
