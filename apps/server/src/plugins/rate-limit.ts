import { isIPv4, isIPv6 } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Env } from '../env';
import { tooManyRequests } from '../lib/errors';

/** Every budget is per minute: short enough that a person who trips one waits briefly, long enough to stop a flood. */
const WINDOW_MS = 60_000;
/**
 * How many client addresses each limit remembers. Bounds memory (about 100 bytes an address) when a flood
 * comes from many addresses; past it the oldest windows are forgotten first, which only ever errs towards
 * letting a request through.
 */
export const MAX_TRACKED_CLIENTS = 50_000;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const BOT_LOGIN_ROUTE = '/api/oauth2/discord/bot-login';
const SIGN_IN_ROUTES = '/api/oauth2/';

/**
 * A fixed-window counter per client. Map order is insertion order and a client's entry is re-inserted
 * whenever its window restarts, so the oldest windows are always at the front: eviction never scans.
 */
export class FixedWindowCounter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs = WINDOW_MS,
    private readonly maxClients = MAX_TRACKED_CLIENTS,
  ) {}

  /** Counts one request of `client`; null when it is within the budget, else the milliseconds until it resets. */
  hit(client: string, now: number): number | null {
    let window = this.windows.get(client);
    if (window && now - window.start >= this.windowMs) {
      this.windows.delete(client);
      window = undefined;
    }
    if (!window) {
      this.evict(now);
      window = { start: now, count: 0 };
      this.windows.set(client, window);
    }
    if (window.count >= this.limit) return Math.min(this.windowMs, Math.max(0, window.start + this.windowMs - now));
    window.count += 1;
    return null;
  }

  /** Clients remembered right now. */
  get size(): number {
    return this.windows.size;
  }

  private evict(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.start < this.windowMs && this.windows.size < this.maxClients) return;
      this.windows.delete(client);
    }
  }
}

/**
 * The key a client is counted under. IPv6 users typically get a whole /64 and can change addresses inside
 * it at will, so they are counted per /64; IPv4 (also IPv4-mapped IPv6, in any of its spellings) per
 * address. A zone id (`fe80::1%eth0`) names the server's interface, not the client, and is left out.
 * Anything that is not an address (a proxy's odd X-Forwarded-For) is counted as written.
 */
export function clientKey(ip: string): string {
  const address = ip.split('%', 1)[0]!;
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return ip;
  const groups = ipv6Groups(address);
  if (groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a trailing dotted IPv4 as two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string) =>
    part === ''
      ? []
      : part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [Number.parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        });
  const [head = '', tail] = address.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

type Rule = {
  counter: FixedWindowCounter;
  applies(request: FastifyRequest, isUpgrade: boolean): boolean;
  message: string;
};

/**
 * Per-client request budgets, checked in the first onRequest hook: a refused request costs a map lookup —
 * no token check, no body parsing, no database. The client is `request.ip`, which is the proxy's
 * X-Forwarded-For only when TRUST_PROXY is set. In-process: each API process counts on its own.
 */
export function registerRateLimits(app: FastifyInstance, env: Env, now: () => Date): void {
  if (!env.RATE_LIMITS) return;

  // The matched route, not the raw URL: a percent-encoded or differently spelled path reaches the same
  // handler and must meet the same budget.
  const route = (request: FastifyRequest) => request.routeOptions.url ?? '';
  const rules: Rule[] = [
    {
      counter: new FixedWindowCounter(env.RATE_LIMIT_BOT_LOGIN_PER_MINUTE),
      applies: (request) => route(request) === BOT_LOGIN_ROUTE,
      message: 'Too many bot sign-in attempts from your address; wait a minute',
    },
    {
      counter: new FixedWindowCounter(env.RATE_LIMIT_SIGN_IN_PER_MINUTE),
      applies: (request) => route(request).startsWith(SIGN_IN_ROUTES),
      message: 'Too many sign-in attempts from your address; wait a minute and try again',
    },
    {
      counter: new FixedWindowCounter(env.RATE_LIMIT_WRITES_PER_MINUTE),
      applies: (request) => WRITE_METHODS.has(request.method),
      message: 'Too many changes from your address in a short time; wait a minute and try again',
    },
    {
      counter: new FixedWindowCounter(env.RATE_LIMIT_WS_CONNECTS_PER_MINUTE),
      applies: (_request, isUpgrade) => isUpgrade,
      message: 'Too many new live connections from your address; wait a minute',
    },
  ];

  // Open WebSockets per client. An upgrade that passes is remembered by its raw request until the
  // socket opens (or never does: the weak map forgets it).
  const openSockets = new Map<string, number>();
  const upgrading = new WeakMap<object, string>();

  app.addHook('onRequest', async (request) => {
    const client = clientKey(request.ip);
    const isUpgrade = request.headers.upgrade?.toLowerCase() === 'websocket';
    if (isUpgrade && (openSockets.get(client) ?? 0) >= env.RATE_LIMIT_WS_OPEN) {
      throw tooManyRequests('Too many live connections open from your address; close some tabs', WINDOW_MS / 1000);
    }
    const at = now().getTime();
    for (const rule of rules) {
      if (!rule.applies(request, isUpgrade)) continue;
      const waitMs = rule.counter.hit(client, at);
      if (waitMs !== null) throw tooManyRequests(rule.message, Math.max(1, waitMs / 1000));
    }
    if (isUpgrade) upgrading.set(request.raw, client);
  });

  app.websocketServer.on('connection', (socket: { once(event: 'close', listener: () => void): void }, raw: object) => {
    const client = upgrading.get(raw);
    if (client === undefined) return;
    upgrading.delete(raw);
    openSockets.set(client, (openSockets.get(client) ?? 0) + 1);
    socket.once('close', () => {
      const left = (openSockets.get(client) ?? 1) - 1;
      if (left > 0) openSockets.set(client, left);
      else openSockets.delete(client);
    });
  });
}
