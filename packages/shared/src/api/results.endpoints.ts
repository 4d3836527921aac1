import { EventParamsSchema } from '../contracts/common';
import { EventResultsSchema } from '../contracts/results';
import { describeEndpoints } from './endpoint';

export const resultsEndpoints = describeEndpoints('Results', {
  getEventResults: {
    summary: "An event's results: standings, category winners, the score race, top players and records",
    description:
      'Public like the scores (a private event is not found for outsiders). While the event runs these are the results so far; after its end the scores are frozen, and after its closing time the answer no longer changes (decision 037).',
    params: EventParamsSchema,
    responses: { 200: EventResultsSchema },
  },
});
