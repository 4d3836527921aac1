/**
 * The Twitch player for one channel. Twitch requires the embedding page's host name as `parent`, so it is read
 * from the current location (the reference hard-coded its own domain).
 */
export function twitchPlayerUrl(channel: string, hostname: string): string {
  const query = new URLSearchParams({ channel, parent: hostname });
  return `https://player.twitch.tv/?${query.toString()}`;
}

export function StreamPlayer({ channel }: { channel: string }) {
  return (
    <section aria-label={`${channel} live`} className="flex flex-col gap-2">
      <div className="aspect-video w-full overflow-hidden rounded-box bg-base-300">
        <iframe
          src={twitchPlayerUrl(channel, window.location.hostname)}
          title={`Twitch player: ${channel}`}
          className="size-full"
          allowFullScreen
          allow="autoplay; fullscreen"
        />
      </div>
      <a
        href={`https://www.twitch.tv/${encodeURIComponent(channel)}`}
        target="_blank"
        rel="noreferrer"
        className="link w-fit text-sm"
      >
        Open {channel} on Twitch (new tab)
      </a>
    </section>
  );
}
