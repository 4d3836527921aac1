import { z } from 'zod';
import { TimestampSchema } from './common';

/** A live stream of a participant, as Twitch describes it plus the participant's user id. */
export const StreamSchema = z
  .object({
    id: z.string(),
    user_id: z.string().describe('Twitch user id'),
    user_login: z.string(),
    user_name: z.string(),
    title: z.string(),
    viewer_count: z.number().int(),
    started_at: TimestampSchema,
    thumbnail_url: z.string().describe('Contains {width} and {height} placeholders'),
    backend_user_id: z.number().int().describe('Our user id of the streamer'),
  })
  .meta({ id: 'Stream' });
export type Stream = z.infer<typeof StreamSchema>;
