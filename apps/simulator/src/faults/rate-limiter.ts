import { z } from 'zod';

/**
 * Rate limits as the providers express them (docs/external-services.md §1.4, §2.4, §3.5), counted on the virtual clock.
 * Mode `off` emits nothing, `headers` emits realistic headers but never refuses, `enforce` refuses with 429.
 */
export const RateLimitModeSchema = z.enum(['off', 'headers', 'enforce']);
export type RateLimitMode = z.infer<typeof RateLimitModeSchema>;

/** GGG's rule names: which identity a counter is kept for. */
export const PoeRuleNameSchema = z.enum(['Ip', 'Account', 'Client']);
export type PoeRuleName = z.infer<typeof PoeRuleNameSchema>;

/** `hits:period:restriction[,…]` exactly as in the `X-Rate-Limit-<Rule>` header. */
const LimitsSchema = z
  .string()
  .regex(/^\d+:\d+:\d+(,\d+:\d+:\d+)*$/, 'use the header notation "hits:periodSeconds:restrictionSeconds[,…]"');

export const PoePoliciesSchema = z.record(z.string(), z.partialRecord(PoeRuleNameSchema, LimitsSchema));
export type PoePolicies = z.infer<typeof PoePoliciesSchema>;

export const PoeRateLimitsSchema = z.object({
  mode: RateLimitModeSchema.default('enforce'),
  /** Overrides by policy name; a policy given here replaces that policy's default rules entirely. */
  policies: PoePoliciesSchema.default({}),
});
export const TwitchRateLimitsSchema = z.object({
  mode: RateLimitModeSchema.default('enforce'),
  /** Twitch's bucket: points per minute per client (and user, for user tokens). */
  pointsPerMinute: z.number().int().positive().default(800),
});
export const DiscordRateLimitsSchema = z.object({
  mode: RateLimitModeSchema.default('enforce'),
  requestsPerWindow: z.number().int().positive().default(50),
  windowSeconds: z.number().positive().default(1),
});
export const RateLimitsSchema = z.object({
  poe: PoeRateLimitsSchema.prefault({}),
  twitch: TwitchRateLimitsSchema.prefault({}),
  discord: DiscordRateLimitsSchema.prefault({}),
});
export type RateLimits = z.output<typeof RateLimitsSchema>;
export type RateLimitsInput = z.input<typeof RateLimitsSchema>;

/**
 * Default PoE policies. The names follow GGG's style; the numbers are illustrative (real ones are dynamic
 * and unpublished), except `token-request-limit`, which is the observed `Ip 60:30:30` (docs/external-services.md §1.2).
 */
export const DEFAULT_POE_POLICIES: PoePolicies = {
  'token-request-limit': { Ip: '60:30:30' },
  'account-request-limit': { Account: '10:10:60,60:300:300' },
  'character-list-request-limit': { Account: '5:10:60,30:300:300' },
  'character-request-limit': { Account: '10:10:60,60:300:300' },
  'league-account-request-limit': { Account: '5:10:60,30:300:300' },
  'league-request-limit': { Client: '30:10:60,300:300:600', Ip: '60:10:60' },
  'public-stash-tabs-request-limit': { Client: '5:5:60', Ip: '10:5:60' },
  'guild-stash-request-limit': { Account: '15:10:60,90:300:300' },
};

type Limit = { hits: number; period: number; restriction: number };

function parseLimits(text: string): Limit[] {
  return text.split(',').map((triplet) => {
    const [hits = 0, period = 0, restriction = 0] = triplet.split(':').map(Number);
    return { hits, period, restriction };
  });
}

type Counter = { hits: number[]; restrictedUntil: number[] };

export type PoeRateLimitKeys = Partial<Record<PoeRuleName, string>>;

export type RateLimitOutcome = {
  headers: Record<string, string>;
  /** Seconds until the restriction ends when the request is refused; null when it may proceed. */
  retryAfter: number | null;
};

const SECOND = 1_000;

export class PoeRateLimiter {
  #mode: RateLimitMode;
  #policies: PoePolicies;
  readonly #counters = new Map<string, Counter>();

  constructor(config: z.output<typeof PoeRateLimitsSchema>) {
    this.#mode = config.mode;
    this.#policies = { ...DEFAULT_POE_POLICIES, ...config.policies };
  }

  configure(config: z.input<typeof PoeRateLimitsSchema>): void {
    const parsed = PoeRateLimitsSchema.parse(config);
    this.#mode = parsed.mode;
    this.#policies = { ...DEFAULT_POE_POLICIES, ...parsed.policies };
    this.#counters.clear();
  }

  /** Counts one request against a policy at virtual time `at`. */
  hit(policyName: string, keys: PoeRateLimitKeys, at: number): RateLimitOutcome {
    const rules = this.#rules(policyName, keys);
    if (this.#mode === 'off' || rules.length === 0) return { headers: {}, retryAfter: null };

    const evaluated = rules.map(({ rule, limits, counter }) => {
      const windows = limits.map((limit, index) => {
        const inWindow = counter.hits.filter((hit) => hit > at - limit.period * SECOND).length;
        const restrictedUntil = counter.restrictedUntil[index] ?? 0;
        return { limit, index, inWindow, restrictedUntil };
      });
      return { rule, limits, counter, windows };
    });

    let refused = false;
    if (this.#mode === 'enforce') {
      for (const { counter, windows } of evaluated) {
        for (const window of windows) {
          if (window.restrictedUntil > at) refused = true;
          else if (window.inWindow + 1 > window.limit.hits) {
            refused = true;
            // Exceeding a limit starts its restriction now (GGG's third triplet field).
            window.restrictedUntil = at + window.limit.restriction * SECOND;
            counter.restrictedUntil[window.index] = window.restrictedUntil;
          }
        }
      }
    }
    if (!refused) {
      for (const { counter, limits } of evaluated) {
        counter.hits.push(at);
        const longest = Math.max(...limits.map((limit) => limit.period)) * SECOND;
        counter.hits = counter.hits.filter((hit) => hit > at - longest);
      }
    }

    const headers: Record<string, string> = {
      'X-Rate-Limit-Policy': policyName,
      'X-Rate-Limit-Rules': evaluated.map(({ rule }) => rule).join(','),
    };
    let retryAfter = 0;
    for (const { rule, limits, windows } of evaluated) {
      headers[`X-Rate-Limit-${rule}`] = limits.map((l) => `${l.hits}:${l.period}:${l.restriction}`).join(',');
      headers[`X-Rate-Limit-${rule}-State`] = windows
        .map((window) => {
          const active = Math.max(0, Math.ceil((window.restrictedUntil - at) / SECOND));
          retryAfter = Math.max(retryAfter, active);
          return `${window.inWindow + 1}:${window.limit.period}:${active}`;
        })
        .join(',');
    }
    if (refused) headers['Retry-After'] = String(retryAfter);
    return { headers, retryAfter: refused ? retryAfter : null };
  }

  /**
   * Puts the most specific rule of a policy (Account, else Client, else Ip) under restriction, as a real
   * violation would: used by the `rate-limit` fault so the following responses report the penalty in
   * their -State header (and are refused in `enforce` mode) until it ends.
   */
  restrict(policyName: string, keys: PoeRateLimitKeys, seconds: number, at: number): RateLimitOutcome {
    const rules = this.#rules(policyName, keys);
    const first = (['Account', 'Client', 'Ip'] as const)
      .map((name) => rules.find(({ rule }) => rule === name))
      .find(Boolean);
    if (first)
      first.counter.restrictedUntil[0] = Math.max(first.counter.restrictedUntil[0] ?? 0, at + seconds * SECOND);
    const outcome = this.#mode === 'off' ? { headers: {} } : this.#peek(policyName, keys, at);
    return { headers: { ...outcome.headers, 'Retry-After': String(seconds) }, retryAfter: seconds };
  }

  #peek(policyName: string, keys: PoeRateLimitKeys, at: number): { headers: Record<string, string> } {
    const rules = this.#rules(policyName, keys);
    const headers: Record<string, string> = {
      'X-Rate-Limit-Policy': policyName,
      'X-Rate-Limit-Rules': rules.map(({ rule }) => rule).join(','),
    };
    for (const { rule, limits, counter } of rules) {
      headers[`X-Rate-Limit-${rule}`] = limits.map((l) => `${l.hits}:${l.period}:${l.restriction}`).join(',');
      headers[`X-Rate-Limit-${rule}-State`] = limits
        .map((limit, index) => {
          const inWindow = counter.hits.filter((hit) => hit > at - limit.period * SECOND).length;
          const active = Math.max(0, Math.ceil(((counter.restrictedUntil[index] ?? 0) - at) / SECOND));
          return `${inWindow}:${limit.period}:${active}`;
        })
        .join(',');
    }
    return { headers };
  }

  #rules(policyName: string, keys: PoeRateLimitKeys): { rule: PoeRuleName; limits: Limit[]; counter: Counter }[] {
    const policy = this.#policies[policyName];
    if (!policy) throw new Error(`Unknown rate-limit policy "${policyName}"`);
    const rules: { rule: PoeRuleName; limits: Limit[]; counter: Counter }[] = [];
    for (const rule of PoeRuleNameSchema.options) {
      const text = policy[rule];
      const key = keys[rule];
      if (text === undefined || key === undefined) continue;
      const limits = parseLimits(text);
      const counterKey = `${policyName}|${rule}|${key}`;
      let counter = this.#counters.get(counterKey);
      if (!counter) {
        counter = { hits: [], restrictedUntil: limits.map(() => 0) };
        this.#counters.set(counterKey, counter);
      }
      rules.push({ rule, limits, counter });
    }
    return rules;
  }
}

/**
 * A token bucket for Twitch (`Ratelimit-*`, points per minute) and Discord (`X-RateLimit-*`, per route
 * bucket). Both refill continuously on the virtual clock.
 */
export class BucketLimiter {
  readonly #buckets = new Map<string, { tokens: number; updatedAt: number }>();

  constructor(
    private mode: RateLimitMode,
    private capacity: number,
    private windowMs: number,
  ) {}

  configure(mode: RateLimitMode, capacity: number, windowMs: number): void {
    this.mode = mode;
    this.capacity = capacity;
    this.windowMs = windowMs;
    this.#buckets.clear();
  }

  get enabled(): boolean {
    return this.mode !== 'off';
  }

  /** Requests a full bucket holds: what the limit headers advertise. */
  get limit(): number {
    return this.capacity;
  }

  /** Takes one token; reports what is left and when the bucket is full again. */
  take(key: string, at: number): { limit: number; remaining: number; resetAt: number; refused: boolean } {
    const bucket = this.#refill(key, at);
    const refused = this.mode === 'enforce' && bucket.tokens < 1;
    if (!refused) bucket.tokens -= 1;
    return {
      limit: this.capacity,
      remaining: Math.max(0, Math.floor(bucket.tokens)),
      resetAt: this.#fullAt(bucket, at),
      refused,
    };
  }

  /** Empties the bucket, as a burst of traffic would: used by the `rate-limit` fault. */
  drain(key: string, at: number): void {
    this.#refill(key, at).tokens = 0;
  }

  #refill(key: string, at: number): { tokens: number; updatedAt: number } {
    const bucket = this.#buckets.get(key) ?? { tokens: this.capacity, updatedAt: at };
    bucket.tokens = Math.min(this.capacity, bucket.tokens + ((at - bucket.updatedAt) * this.capacity) / this.windowMs);
    bucket.updatedAt = at;
    this.#buckets.set(key, bucket);
    return bucket;
  }

  #fullAt(bucket: { tokens: number }, at: number): number {
    return at + Math.ceil(((this.capacity - bucket.tokens) * this.windowMs) / this.capacity);
  }
}
