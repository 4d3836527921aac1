import type { TwitchStreamsResponse, TwitchUsersResponse } from './twitch.schemas';

/** Validated Twitch bodies → the server's shapes. Pure. */

export type TwitchStream = {
  id: string;
  /** Numeric Twitch user id: the stable key (logins can change). */
  userId: string;
  userLogin: string;
  userName: string;
  gameName: string | null;
  title: string;
  viewerCount: number;
  startedAt: Date;
  language: string | null;
  /** With literal `{width}` and `{height}` placeholders. */
  thumbnailUrl: string;
  tags: string[];
};

/** Only live streams are returned: an offline user is simply absent (docs/external-services.md §2.2). */
export function toTwitchStreams(body: TwitchStreamsResponse): TwitchStream[] {
  return body.data
    .filter((stream) => stream.type === 'live')
    .map((stream) => ({
      id: stream.id,
      userId: stream.user_id,
      userLogin: stream.user_login,
      userName: stream.user_name,
      gameName: stream.game_name || null,
      title: stream.title,
      viewerCount: stream.viewer_count,
      startedAt: new Date(stream.started_at),
      language: stream.language || null,
      thumbnailUrl: stream.thumbnail_url,
      tags: stream.tags ?? [],
    }));
}

export type TwitchUser = { id: string; login: string; displayName: string; profileImageUrl: string | null };

export function toTwitchUsers(body: TwitchUsersResponse): TwitchUser[] {
  return body.data.map((user) => ({
    id: user.id,
    login: user.login,
    displayName: user.display_name,
    profileImageUrl: user.profile_image_url || null,
  }));
}
