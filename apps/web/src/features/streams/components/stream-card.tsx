import type { Stream } from '@app/shared';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { formatNumber } from '~/lib/format';

const THUMBNAIL = { width: 440, height: 248 };

/** Spec §3: thumbnail URLs carry {width} and {height} placeholders. */
export function thumbnailUrl(template: string, width = THUMBNAIL.width, height = THUMBNAIL.height): string {
  return template.replace('{width}', String(width)).replace('{height}', String(height));
}

/** A live stream: thumbnail with LIVE badge and viewers, streamer name and title; links to its player page. */
export function StreamCard({ stream }: { stream: Stream }) {
  const [failed, setFailed] = useState(false);
  return (
    <Link
      to="/streams/$streamAccount"
      params={{ streamAccount: stream.user_login }}
      className="card block overflow-hidden bg-base-200 hover:bg-base-300"
    >
      <div className="relative aspect-video bg-base-300">
        {!failed && (
          <img
            src={thumbnailUrl(stream.thumbnail_url)}
            alt=""
            loading="lazy"
            width={THUMBNAIL.width}
            height={THUMBNAIL.height}
            className="size-full object-cover"
            onError={() => setFailed(true)}
          />
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
