import { z } from 'zod';

/** Twitch bodies (docs/external-services.md §2), our own schemas: unknown fields ignored, the fields we use required. */

export const TwitchAppTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nonnegative().nullish(),
  token_type: z.string(),
});

/** User grant: unlike PoE and Discord, `scope` is a JSON array (docs/external-services.md §2.3). */
export const TwitchUserTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().nonnegative().nullish(),
  refresh_token: z.string().min(1).nullish(),
  scope: z.array(z.string()).nullish(),
  token_type: z.string(),
});
export type TwitchUserTokenResponse = z.infer<typeof TwitchUserTokenResponseSchema>;

const StreamSchema = z.object({
  id: z.string().min(1),
  user_id: z.string().min(1),
  user_login: z.string(),
  user_name: z.string(),
  game_id: z.string().nullish(),
  game_name: z.string().nullish(),
  /** "live", or "" on error (docs/external-services.md §2.2). */
  type: z.string(),
  title: z.string(),
  /** Twitch has sent null instead of an empty list here. */
  tags: z.array(z.string()).nullish(),
  viewer_count: z.number().int().nonnegative(),
  started_at: z.iso.datetime({ offset: true }),
  language: z.string().nullish(),
  /** Holds literal `{width}` / `{height}` placeholders. */
  thumbnail_url: z.string(),
  is_mature: z.boolean().optional(),
});

export const TwitchStreamsResponseSchema = z.object({
  data: z.array(StreamSchema),
  /** `{}` on the last page. */
  pagination: z.object({ cursor: z.string().min(1).optional() }).optional(),
});
export type TwitchStreamsResponse = z.infer<typeof TwitchStreamsResponseSchema>;

const UserSchema = z.object({
  id: z.string().min(1),
  login: z.string().min(1),
  display_name: z.string(),
  profile_image_url: z.string().nullish(),
});

export const TwitchUsersResponseSchema = z.object({ data: z.array(UserSchema) });
export type TwitchUsersResponse = z.infer<typeof TwitchUsersResponseSchema>;
