import { z } from 'zod';
import { SeededRandom } from '../seeded-random';

/** The provider APIs the simulator serves, one base URL each. */
export const ApiNameSchema = z.enum([
  'poeApi',
  'poeWeb',
  'poeNinja',
  'twitchApi',
  'twitchId',
  'discord',
  'pob',
  'pobPoe2',
]);
export type ApiName = z.infer<typeof ApiNameSchema>;

/** Malformed-body kinds of docs/external-services.md §5.9, and a Path of Building answer that is no build export. */
export const MalformationSchema = z.enum([
  'truncated-json',
  'invalid-json',
  'empty-body',
  'html',
  'wrong-type',
  'missing-field',
  'null-array',
  'unknown-fields',
  'old-mod-format',
  'new-mod-format',
  'duplicate-stash',
  'stale-cursor',
  'missing-ratelimit-headers',
  'garbage-export',
]);
export type Malformation = z.infer<typeof MalformationSchema>;

export const FaultActionSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('rate-limit'),
    /** Seconds of restriction reported in Retry-After and the -State header. */
    retryAfter: z.number().int().positive(),
  }),
  z.object({ kind: z.literal('status'), status: z.number().int().min(400).max(599), message: z.string().optional() }),
  /** Real (wall-clock) delay before the request is handled normally; keep it small in tests. */
  z.object({ kind: z.literal('latency'), ms: z.number().int().min(0).max(60_000) }),
  /** Never answer; the socket stays open until the client gives up or the simulator closes. */
  z.object({ kind: z.literal('hang') }),
  /** Destroy the connection before any byte, or after the headers and half the body. */
  z.object({ kind: z.literal('drop'), when: z.enum(['before-response', 'mid-body']).default('before-response') }),
  z.object({
    kind: z.literal('malformed'),
    malformation: MalformationSchema,
    /** For `html`: the status of the Cloudflare-style page (429 renders error 1015). Default 503. */
    status: z.number().int().min(200).max(599).optional(),
  }),
]);
export type FaultAction = z.infer<typeof FaultActionSchema>;

export const FaultMatchSchema = z.object({
  api: ApiNameSchema.optional(),
  method: z
    .string()
    .transform((method) => method.toUpperCase())
    .optional(),
  /** Path relative to the API's base URL; `*` matches anything, including `/`. */
  path: z.string().optional(),
  /** Only requests whose bearer token belongs to this account (PoE name, Twitch id or Discord id). */
  account: z.string().optional(),
});

export const FaultRuleSchema = z.object({
  id: z.string().min(1).optional(),
  match: FaultMatchSchema.default({}),
  action: FaultActionSchema,
  /** Stop after firing this many times (unlimited when absent). */
  times: z.number().int().positive().optional(),
  /** Let this many matching requests through before the rule starts firing. */
  afterNth: z.number().int().nonnegative().default(0),
  /** Fire on this share of eligible requests, drawn from the seeded generator so runs repeat. */
  probability: z.number().min(0).max(1).default(1),
});
export type FaultRuleInput = z.input<typeof FaultRuleSchema>;
export type FaultRule = z.output<typeof FaultRuleSchema> & { id: string };

export type FaultRequest = { api: ApiName; method: string; path: string; account: string | undefined };

type RuleState = { rule: FaultRule; seen: number; fired: number };

function globToRegExp(glob: string): RegExp {
  const escaped = glob.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/** The configured fault rules, in order. The first terminal rule that fires answers the request. */
export class FaultBook {
  #rules: RuleState[] = [];
  #counter = 0;
  readonly #random: SeededRandom;

  constructor(seed: number, rules: readonly FaultRuleInput[] = []) {
    this.#random = SeededRandom.for(seed, 'faults');
    for (const rule of rules) this.add(rule);
  }

  add(input: FaultRuleInput): string {
    const parsed = FaultRuleSchema.parse(input);
    this.#counter += 1;
    const id = parsed.id ?? `fault-${this.#counter}`;
    if (this.#rules.some((state) => state.rule.id === id))
      throw new Error(`A fault rule with id "${id}" already exists`);
    this.#rules.push({ rule: { ...parsed, id }, seen: 0, fired: 0 });
    return id;
  }

  remove(id: string): boolean {
    const before = this.#rules.length;
    this.#rules = this.#rules.filter((state) => state.rule.id !== id);
    return this.#rules.length < before;
  }

  clear(): void {
    this.#rules = [];
  }

  list(): (FaultRule & { fired: number })[] {
    return this.#rules.map((state) => ({ ...state.rule, fired: state.fired }));
  }

  /**
   * Rules that fire for this request: every matching latency rule, then at most one other rule.
   * Counting happens here, so each request consumes `times` / `afterNth` budget exactly once.
   */
  fire(request: FaultRequest): FaultRule[] {
    const fired: FaultRule[] = [];
    let terminal = false;
    for (const state of this.#rules) {
      const { rule } = state;
      const isLatency = rule.action.kind === 'latency';
      if (terminal && !isLatency) continue;
      if (!matches(rule, request)) continue;
      if (rule.times !== undefined && state.fired >= rule.times) continue;
      state.seen += 1;
      if (state.seen <= rule.afterNth) continue;
      if (rule.probability < 1 && !this.#random.chance(rule.probability)) continue;
      state.fired += 1;
      fired.push(rule);
      if (!isLatency) terminal = true;
    }
    return fired;
  }
}

function matches(rule: FaultRule, request: FaultRequest): boolean {
  const { match } = rule;
  if (match.api !== undefined && match.api !== request.api) return false;
  if (match.method !== undefined && match.method !== request.method) return false;
  if (match.path !== undefined && !globToRegExp(match.path).test(request.path)) return false;
  if (match.account !== undefined && match.account !== request.account) return false;
  return true;
}
