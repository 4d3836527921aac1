import { z } from 'zod';

/** Discord bodies (docs/external-services.md §3), our own schemas: unknown fields ignored. */

export const DiscordTokenResponseSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string(),
  expires_in: z.number().nonnegative().nullish(),
  refresh_token: z.string().min(1).nullish(),
  /** Space-separated, like RFC 6749 (Twitch is the odd one out). */
  scope: z.string().nullish(),
});
export type DiscordTokenResponse = z.infer<typeof DiscordTokenResponseSchema>;

export const DiscordUserResponseSchema = z.object({
  /** A snowflake, as a string. */
  id: z.string().regex(/^\d+$/),
  username: z.string(),
  /** Display name; null when the person never set one. */
  global_name: z.string().nullish(),
  discriminator: z.string().optional(),
  avatar: z.string().nullish(),
});
export type DiscordUserResponse = z.infer<typeof DiscordUserResponseSchema>;
