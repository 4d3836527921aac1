/**
 * Simulated time. Everything time-dependent in the simulator (token expiry, timelines, the stash river,
 * rate-limit windows, stream start times) reads `now()` from here, never the wall clock, so tests advance
 * time instead of sleeping. For the demo the clock can be paced: virtual time then runs `speed`× faster
 * than wall time.
 */

/** Milliseconds, or a compact string such as `90m`, `+1h30m`, `2d`, `500ms`, `45s`. */
export type Duration = number | string;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 };
const DURATION_PATTERN = /^\+?((\d+(\.\d+)?)(ms|s|m|h|d))+$/;

export function parseDuration(duration: Duration): number {
  if (typeof duration === 'number') {
    if (!Number.isFinite(duration) || duration < 0) throw new Error(`Invalid duration ${duration}: must be ≥ 0 ms`);
    return duration;
  }
  const text = duration.trim();
  if (!DURATION_PATTERN.test(text)) {
    throw new Error(`Invalid duration "${duration}": use milliseconds or e.g. "90m", "1h30m", "2d", "500ms"`);
  }
  let total = 0;
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(ms|s|m|h|d)/g)) {
    total += Number(match[1]) * (UNIT_MS[match[2] ?? 'ms'] ?? 1);
  }
  return Math.round(total);
}

export function isDuration(value: string): boolean {
  return DURATION_PATTERN.test(value.trim());
}

/** Source of wall time for pacing; injectable so pacing itself can be tested without sleeping. */
export type WallClock = () => number;

export type VirtualClockOptions = {
  /** Virtual ms per wall ms. 0 (the default) freezes the clock between explicit advances. */
  speed?: number;
  wall?: WallClock;
};

export class VirtualClock {
  #anchorVirtual: number;
  #anchorWall: number;
  #speed: number;
  readonly #wall: WallClock;

  constructor(startAt: number, options: VirtualClockOptions = {}) {
    this.#wall = options.wall ?? (() => performance.now());
    this.#anchorVirtual = startAt;
    this.#anchorWall = this.#wall();
    this.#speed = VirtualClock.#checkSpeed(options.speed ?? 0);
  }

  /** Epoch milliseconds of virtual time. */
  now(): number {
    if (this.#speed === 0) return this.#anchorVirtual;
    return Math.floor(this.#anchorVirtual + (this.#wall() - this.#anchorWall) * this.#speed);
  }

  get speed(): number {
    return this.#speed;
  }

  /** Moves virtual time forward; returns the new time. */
  advance(by: Duration): number {
    const ms = parseDuration(by);
    this.#rebase();
    this.#anchorVirtual += ms;
    return this.now();
  }

  /**
   * Jumps to a later instant. Time never runs backwards: the stash river and token stores are
   * append-only logs keyed by time, and a rewind would make them contradict themselves.
   */
  set(to: Date | string | number): number {
    const target = to instanceof Date ? to.getTime() : typeof to === 'string' ? Date.parse(to) : to;
    if (Number.isNaN(target)) throw new Error(`Invalid time "${String(to)}"`);
    const now = this.now();
    if (target < now) throw new Error(`The virtual clock never runs backwards (now ${new Date(now).toISOString()})`);
    return this.advance(target - now);
  }

  setSpeed(speed: number): void {
    this.#rebase();
    this.#speed = VirtualClock.#checkSpeed(speed);
  }

  #rebase(): void {
    this.#anchorVirtual = this.now();
    this.#anchorWall = this.#wall();
  }

  static #checkSpeed(speed: number): number {
    if (!Number.isFinite(speed) || speed < 0) throw new Error(`Invalid clock speed ${speed}: must be ≥ 0`);
    return speed;
  }
}

/** Scenario times: an offset from the scenario start (`"+90m"`, `"2d"`, ms) or an absolute ISO timestamp. */
export function resolveTime(startAt: number, time: number | string): number {
  if (typeof time === 'number') return startAt + time;
  if (isDuration(time)) return startAt + parseDuration(time);
  const absolute = Date.parse(time);
  if (Number.isNaN(absolute)) throw new Error(`Invalid scenario time "${time}"`);
  return absolute;
}

/**
 * Inserts into a list kept in time order, after every entry at the same instant: a change made through
 * the control API "now" must land before scheduled future steps, not at the end of the list.
 */
export function insertChronologically<T extends { at: number }>(list: T[], entry: T): void {
  let index = list.length;
  while (index > 0 && (list[index - 1]?.at ?? 0) > entry.at) index -= 1;
  list.splice(index, 0, entry);
}
