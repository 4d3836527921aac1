import type { Stream, Team } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useReadableTeamColor } from '~/components/ui/team-name';
import { formatNumber } from '~/lib/format';

const THUMBNAIL = { width: 440, height: 248 };

/** docs/domain.md §3: thumbnail URLs carry {width} and {height} placeholders. */
export function thumbnailUrl(template: string, width = THUMBNAIL.width, height = THUMBNAIL.height): string {
  return template.replace('{width}', String(width)).replace('{height}', String(height));
}

type StreamCardProps = {
  stream: Stream;
  /** The streamer's team, whose colour marks the card when there is no picture; null for players in no team. */
  team: Pick<Team, 'color'> | null;
};

/** A live stream: thumbnail with LIVE badge and viewers, streamer name and title; links to its player page. */
export function StreamCard({ stream, team }: StreamCardProps) {
  const [failed, setFailed] = useState(false);
  const hasThumbnail = stream.thumbnail_url.trim() !== '' && !failed;
  return (
    <Link
      to="/streams/$streamAccount"
      params={{ streamAccount: stream.user_login }}
      className="card block overflow-hidden bg-base-200 hover:bg-base-300"
    >
      <div className="relative aspect-video bg-base-300">
        {hasThumbnail ? (
          <img
            src={thumbnailUrl(stream.thumbnail_url)}
            alt=""
            loading="lazy"
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
            className="size-full object-cover"
            onError={() => setFailed(true)}
          />
        ) : (
          <ThumbnailFallback name={stream.user_name} teamColor={team?.color ?? null} />
        )}
        <span className="badge badge-error absolute left-2 top-2 font-bold">LIVE</span>
        <span className="badge absolute bottom-2 left-2 border-0 bg-base-100/90 text-base-content">
          {formatNumber(stream.viewer_count)} viewers
        </span>
      </div>
      <div className="flex flex-col gap-1 p-3">
        <span className="font-bold">{stream.user_name}</span>
        <span className="truncate text-sm text-base-content/80" title={stream.title}>
          {stream.title}
        </span>
      </div>
    </Link>
  );
}

/**
 * Stands in for a picture that is missing or does not load (Twitch down, a blocked host): the streamer's name in
 * the team's colour, framed by it, instead of a blank grey box. The name is already the card's text, so this
 * copy is hidden from screen readers. The colour is adjusted to stay readable on the box (the card surface).
 */
function ThumbnailFallback({ name, teamColor }: { name: string; teamColor: string | null }) {
  const readable = useReadableTeamColor();
  return (
    <div
      aria-hidden="true"
      className="flex size-full items-center justify-center border-4 border-base-300 bg-base-200 px-4"
      style={teamColor ? { borderColor: teamColor } : undefined}
    >
      <span
        className="line-clamp-2 break-all text-center text-2xl font-bold"
        style={teamColor ? { color: readable(teamColor) } : undefined}
      >
        {name}
      </span>
    </div>
  );
}
