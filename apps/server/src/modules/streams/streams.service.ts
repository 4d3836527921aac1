/**
 * Live streams of the current event's participants who linked Twitch, matched by Twitch user id (never by
 * login). Cached briefly so any number of visitors cost one upstream call per period.
 */
import { and, eq } from 'drizzle-orm';
import type { Stream } from '@app/shared';
import type { Queryable } from '../../db/database';
import { events, linkedAccounts, teamMembers } from '../../db/schema';
import { upstreamUnavailable } from '../../lib/errors';
import { isUpstreamError } from '../../lib/http/upstream-error';
import type { TwitchStream } from '../../providers/twitch/twitch.mapper';

export type StreamSource = { getStreams(userIds: readonly string[]): Promise<TwitchStream[]> };

/** How long one answer is served to everyone. */
export const STREAMS_CACHE_MS = 60_000;

export type StreamsCache = { at: number; eventId: number | null; streams: Stream[] } | undefined;

/** Twitch ids of the current event's participants, with our user id. */
export async function currentStreamers(
  db: Queryable,
): Promise<{ eventId: number | null; byTwitchId: Map<string, number> }> {
  const [current] = await db.select({ id: events.id }).from(events).where(eq(events.isCurrent, true));
  if (!current) return { eventId: null, byTwitchId: new Map() };
  const rows = await db
    .select({ userId: teamMembers.userId, twitchId: linkedAccounts.accountId })
    .from(teamMembers)
    .innerJoin(
      linkedAccounts,
      and(eq(linkedAccounts.userId, teamMembers.userId), eq(linkedAccounts.provider, 'twitch')),
    )
    .where(eq(teamMembers.eventId, current.id));
  return { eventId: current.id, byTwitchId: new Map(rows.map((row) => [row.twitchId, row.userId])) };
}

export function createStreamsService(db: Queryable, source: StreamSource | null, now: () => Date) {
  let cache: StreamsCache;
  let pending: Promise<Stream[]> | undefined;

  async function refresh(): Promise<Stream[]> {
    const { eventId, byTwitchId } = await currentStreamers(db);
    if (!source || byTwitchId.size === 0) {
      cache = { at: now().getTime(), eventId, streams: [] };
      return [];
    }
    try {
      const live = await source.getStreams([...byTwitchId.keys()]);
      const streams = live
        .flatMap((stream): Stream[] => {
          const userId = byTwitchId.get(stream.userId);
          return userId === undefined
            ? []
            : [
                {
                  id: stream.id,
                  user_id: stream.userId,
                  user_login: stream.userLogin,
                  user_name: stream.userName,
                  title: stream.title,
                  viewer_count: stream.viewerCount,
                  started_at: stream.startedAt.toISOString(),
                  thumbnail_url: stream.thumbnailUrl,
                  backend_user_id: userId,
                },
              ];
        })
        .sort((a, b) => b.viewer_count - a.viewer_count || a.user_login.localeCompare(b.user_login));
      cache = { at: now().getTime(), eventId, streams };
      return streams;
    } catch (error) {
      // Better a slightly old list than none while Twitch has a moment.
      if (cache) return cache.streams;
      throw isUpstreamError(error) ? upstreamUnavailable('Twitch') : error;
    }
  }

  return {
    async list(): Promise<Stream[]> {
      if (cache && now().getTime() - cache.at < STREAMS_CACHE_MS) return cache.streams;
      pending ??= refresh().finally(() => (pending = undefined));
      return pending;
    },
  };
}

export type StreamsService = ReturnType<typeof createStreamsService>;
