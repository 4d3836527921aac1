import { z } from 'zod';
import { StreamSchema } from '../contracts/streams';
import { describeEndpoints } from './endpoint';

export const streamsEndpoints = describeEndpoints('Streams', {
  getStreams: {
    summary: 'Live Twitch streams of the current event’s players',
    description:
      'Players who linked a Twitch account and are in a team of the current event, most viewers first, with our user id as backend_user_id. Refreshed at most once a minute; 503 when Twitch cannot be reached and nothing is cached. 404 when there is no current event the caller may see (a private event: permission holders and its participants).',
    responses: { 200: z.array(StreamSchema) },
  },
});
