import { z } from 'zod';
import type { JsonObject } from '../json';
import type { AccountRecord, AccountRegistry } from '../accounts';
import { hashHex, hashInt } from '../seeded-random';

/** Who is live on Twitch at a given virtual instant, and their Helix `users` records. */

const GAME_IDS: Record<string, string> = { 'Path of Exile': '29307', 'Path of Exile 2': '1702520304' };
const VIEWER_BUCKET_MS = 5 * 60_000;

export const StreamChangeSchema = z.object({
  live: z.boolean(),
  title: z.string().optional(),
  viewers: z.number().int().nonnegative().optional(),
});
export type StreamChange = z.input<typeof StreamChangeSchema>;

type Session = {
  id: string;
  from: number;
  to: number | undefined;
  title: string;
  viewers: number;
  language: string;
  tags: string[];
  gameName: string;
};

export type Streamer = {
  userId: string;
  login: string;
  displayName: string;
  account: AccountRecord;
  sessions: Session[];
};

export type LiveStream = { streamer: Streamer; session: Session; viewers: number };

export class StreamBook {
  readonly #streamers: Streamer[] = [];

  constructor(
    private readonly seed: number,
    accounts: AccountRegistry,
    resolve: (time: number | string) => number,
  ) {
    for (const account of accounts.all()) {
      const twitch = account.spec.twitch;
      if (!twitch) continue;
      const streamer: Streamer = {
        userId: twitch.id,
        login: twitch.login,
        displayName: twitch.displayName ?? twitch.login,
        account,
        sessions: [],
      };
      streamer.sessions = twitch.streams
        .map((session, index) => ({
          id: this.#streamId(twitch.login, index),
          from: resolve(session.from),
          to: session.to === undefined ? undefined : resolve(session.to),
          title: session.title,
          viewers: session.viewers,
          language: session.language,
          tags: session.tags,
          gameName: session.gameName,
        }))
        .sort((a, b) => a.from - b.from);
      this.#streamers.push(streamer);
    }
  }

  find(idOrLogin: string): Streamer | undefined {
    const key = idOrLogin.toLowerCase();
    return this.#streamers.find((streamer) => streamer.userId === key || streamer.login === key);
  }

  /** Live streams at `at`, most watched first (Helix's order). */
  live(at: number): LiveStream[] {
    const live: LiveStream[] = [];
    for (const streamer of this.#streamers) {
      const session = currentSession(streamer, at);
      if (session) live.push({ streamer, session, viewers: this.#viewers(streamer, session, at) });
    }
    return live.sort((a, b) => b.viewers - a.viewers || a.streamer.userId.localeCompare(b.streamer.userId));
  }

  /** Starts, updates or ends a stream at `at` (the control API). */
  change(idOrLogin: string, input: StreamChange, at: number): void {
    const change = StreamChangeSchema.parse(input);
    const streamer = this.find(idOrLogin);
    if (!streamer) throw new Error(`No Twitch user "${idOrLogin}" in the scenario`);
    const session = currentSession(streamer, at);
    if (!change.live) {
      if (session) session.to = at;
      return;
    }
    if (session) {
      if (change.title !== undefined) session.title = change.title;
      if (change.viewers !== undefined) session.viewers = change.viewers;
      return;
    }
    const started: Session = {
      id: this.#streamId(streamer.login, streamer.sessions.length),
      from: at,
      to: undefined,
      title: change.title ?? `${streamer.displayName} playing Path of Exile`,
      viewers: change.viewers ?? 10,
      language: 'en',
      tags: ['English'],
      gameName: 'Path of Exile',
    };
    // A live session cut short by a later scheduled one keeps scheduled sessions authoritative.
    const next = streamer.sessions.find((candidate) => candidate.from > at);
    if (next) started.to = next.from;
    streamer.sessions.push(started);
    streamer.sessions.sort((a, b) => a.from - b.from);
  }

  gameId(stream: LiveStream): string {
    return GAME_IDS[stream.session.gameName] ?? '29307';
  }

  renderStream(stream: LiveStream): JsonObject {
    const { streamer, session, viewers } = stream;
    return {
      id: session.id,
      user_id: streamer.userId,
      user_login: streamer.login,
      user_name: streamer.displayName,
      game_id: this.gameId(stream),
      game_name: session.gameName,
      type: 'live',
      title: session.title,
      tags: session.tags,
      viewer_count: viewers,
      started_at: new Date(session.from).toISOString().replace(/\.\d{3}Z$/, 'Z'),
      language: session.language,
      thumbnail_url: `https://static-cdn.jtvnw.net/previews-ttv/live_user_${streamer.login}-{width}x{height}.jpg`,
      tag_ids: [],
      is_mature: false,
    };
  }

  renderUser(streamer: Streamer, withEmail: boolean, startAt: number): JsonObject {
    const avatar = hashHex(this.seed, 'twitch-avatar', streamer.userId).slice(0, 32);
    const user: JsonObject = {
      id: streamer.userId,
      login: streamer.login,
      display_name: streamer.displayName,
      type: '',
      broadcaster_type: streamer.sessions.length ? 'affiliate' : '',
      description: `${streamer.displayName} plays Path of Exile.`,
      profile_image_url: `https://static-cdn.jtvnw.net/jtv_user_pictures/${avatar}-profile_image-300x300.png`,
      offline_image_url: '',
      view_count: 0,
      created_at: new Date(startAt - (365 + (hashInt(streamer.userId) % 2000)) * 86_400_000)
        .toISOString()
        .replace(/\.\d{3}Z$/, 'Z'),
    };
    if (withEmail) user.email = `${streamer.login}@users.sim.invalid`;
    return user;
  }

  #viewers(streamer: Streamer, session: Session, at: number): number {
    // Audiences drift a little every few minutes, deterministically, so a live page looks alive.
    const wobble = (hashInt(this.seed, 'viewers', streamer.login, Math.floor(at / VIEWER_BUCKET_MS)) % 41) / 100 - 0.2;
    return Math.max(0, Math.round(session.viewers * (1 + wobble)));
  }

  #streamId(login: string, index: number): string {
    return String(40_000_000_000 + (hashInt(this.seed, 'stream', login, index) % 9_000_000_000));
  }
}

function currentSession(streamer: Streamer, at: number): Session | undefined {
  let current: Session | undefined;
  for (const session of streamer.sessions) {
    if (session.from <= at && (session.to === undefined || session.to > at)) current = session;
  }
  return current;
}
