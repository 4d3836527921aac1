/**
 * PoE `X-Rate-Limit-*` policies (docs/external-services.md §1.4): counters per policy name and rule scope, shared by
 * every endpoint that reports the same policy; the server's `-State` hits adopted; active restrictions
 * honoured; windows padded for the server's quantized buckets. An endpoint whose policy is still unknown
 * sends one request at a time (the probe), each only when every known policy has room, until a response
 * tells its policy.
 */
import { DEFAULT_RETRY_AFTER_MS, parseRetryAfter, type Blocks, type Governor, type Ticket } from './governor';
import type { HttpRequest, RawResponse, UpstreamProvider } from './types';

/**
 * GGG quantizes its counters into 5 s buckets for short windows and 60 s buckets for long ones, and says
 * the safe margin is a whole bucket on top of the window (docs/external-services.md §1.4; gerwaric/acquisition
 * `docs/design/network-ground-truth.md` N11–N13, which also classifies windows up to 75 s as short).
 */
const POE_SHORT_BUCKET_MS = 5_000;
const POE_LONG_BUCKET_MS = 60_000;
const POE_SHORT_WINDOW_MAX_MS = 75_000;
/** Retry-After is quantized too (same source, N19): wait one short bucket longer than told. */
const POE_RETRY_AFTER_PADDING_MS = POE_SHORT_BUCKET_MS;

type Limit = { hits: number; periodMs: number; restrictionMs: number };
type RuleState = { current: number; periodMs: number; activeMs: number };
/** One rule's counter for one scope (the whole client, or one account): send times, oldest first. */
type Counter = { sent: number[]; restrictedUntil: number };

/** What the governor remembers about one cleared request until its response. */
type PoeTicket = {
  /** Policy whose counters already hold this request. */
  countedIn: string | undefined;
  /** Set when this request is the probe of an endpoint whose policy is unknown. */
  probe: (() => void) | undefined;
  /** A probe's hits in the known policies, until its response names its own. */
  provisional: { policyKey: string; counter: Counter }[];
};

export class PoeGovernor implements Governor {
  /** `provider endpoint` → `provider policy` as last reported. */
  readonly #policyOf = new Map<string, string>();
  /** `provider policy` → rule name → limits, replaced by every response (limits are dynamic). */
  readonly #policies = new Map<string, Map<string, Limit[]>>();
  readonly #counters = new Map<string, Counter>();
  /** Per provider, the one request in flight to an endpoint whose policy is still unknown. */
  readonly #probes = new Map<UpstreamProvider, Promise<void>>();
  readonly #tickets = new WeakMap<Ticket, PoeTicket>();

  constructor(private readonly blocks: Blocks) {}

  turn(request: HttpRequest<unknown>, endpointKey: string): Promise<void> | undefined {
    // Another request is finding out this endpoint's policy; its response decides for us.
    return this.#policyOf.has(endpointKey) ? undefined : this.#probes.get(request.provider);
  }

  until(request: HttpRequest<unknown>, identity: string, now: number): number {
    let until = 0;
    const policyKey = this.#policyOf.get(`${request.provider} ${request.endpoint}`);
    // An endpoint whose policy is still unknown may share one we know (same name, same counters): its
    // probe waits until every known policy of the provider has room for one more.
    const policyKeys = policyKey === undefined ? this.#knownPolicies(request.provider) : [policyKey];
    for (const key of policyKeys) {
      for (const [rule, limits] of this.#policies.get(key) ?? []) {
        const counter = this.#counter(key, rule, identity);
        until = Math.max(until, counter.restrictedUntil, nextSlot(counter.sent, limits, now));
      }
    }
    return until;
  }

  take(request: HttpRequest<unknown>, ticket: Ticket, now: number): void {
    const state: PoeTicket = { countedIn: undefined, probe: undefined, provisional: [] };
    this.#tickets.set(ticket, state);
    const policyKey = this.#policyOf.get(ticket.endpointKey);
    if (policyKey === undefined) {
      let resolve: () => void = () => undefined;
      this.#probes.set(request.provider, new Promise<void>((done) => (resolve = done)));
      state.probe = resolve;
      // It may belong to any policy we know: count it in all of them until its response says which.
      for (const key of this.#knownPolicies(request.provider)) {
        for (const counter of this.#count(key, ticket.identity, now))
          state.provisional.push({ policyKey: key, counter });
      }
    } else {
      this.#count(policyKey, ticket.identity, now);
      state.countedIn = policyKey;
    }
  }

  release(ticket: Ticket, raw: RawResponse | undefined, now: () => number): number | null {
    const state = this.#tickets.get(ticket);
    try {
      return raw && state ? this.#observe(ticket, state, raw, now()) : null;
    } finally {
      if (state?.probe) {
        state.probe();
        this.#probes.delete(ticket.provider);
      }
    }
  }

  /** Counts a request sent at `at` in every rule of a policy; returns the counters it went into. */
  #count(policyKey: string, identity: string, at: number): Counter[] {
    const counters: Counter[] = [];
    for (const [rule, limits] of this.#policies.get(policyKey) ?? []) {
      const counter = this.#counter(policyKey, rule, identity);
      insertSorted(counter.sent, at);
      const longest = Math.max(0, ...limits.map(paddedWindow));
      while ((counter.sent[0] ?? Infinity) <= at - longest) counter.sent.shift();
      counters.push(counter);
    }
    return counters;
  }

  #knownPolicies(provider: UpstreamProvider): string[] {
    return [...this.#policies.keys()].filter((key) => key.startsWith(`${provider} `));
  }

  #counter(policyKey: string, rule: string, identity: string): Counter {
    // Account rules count per account (our proxy: per token); Ip and Client rules count for the whole server.
    const scope = rule.toLowerCase() === 'account' ? identity : '*';
    const key = `${policyKey}|${rule}|${scope}`;
    let counter = this.#counters.get(key);
    if (!counter) {
      counter = { sent: [], restrictedUntil: 0 };
      this.#counters.set(key, counter);
    }
    return counter;
  }

  #observe(ticket: Ticket, mine: PoeTicket, raw: RawResponse, now: number): number | null {
    const policy = parsePoePolicy(raw.headers);
    const retryAfter = parseRetryAfter(raw.headers, now);
    if (policy) {
      const policyKey = `${ticket.provider} ${policy.name}`;
      this.#policyOf.set(ticket.endpointKey, policyKey);
      // A probe counted provisionally in every known policy stays counted only in its own.
      for (const { policyKey: key, counter } of mine.provisional) {
        if (key === policyKey) mine.countedIn = policyKey;
        else removeOne(counter.sent, ticket.sentAt);
      }
      mine.provisional = [];
      this.#policies.set(policyKey, new Map([...policy.rules].map(([rule, { limits }]) => [rule, limits])));
      // A probe (or a request whose endpoint changed policy) is counted once its policy is known.
      if (mine.countedIn !== policyKey) this.#count(policyKey, ticket.identity, ticket.sentAt);
      const restricted: Counter[] = [];
      for (const [rule, { limits, state }] of policy.rules) {
        const counter = this.#counter(policyKey, rule, ticket.identity);
        adoptState(counter, limits, state, now);
        if (state.some((window) => window.activeMs > 0)) restricted.push(counter);
      }
      if (raw.status !== 429) return null;
      const activeMs = Math.max(0, ...[...policy.rules.values()].flatMap(({ state }) => state.map((s) => s.activeMs)));
      const waitMs = retryAfter ?? (activeMs > 0 ? activeMs : DEFAULT_RETRY_AFTER_MS);
      // The -State header names the rule that is restricted; without that, every rule of the request is.
      const targets =
        restricted.length > 0
          ? restricted
          : [...policy.rules.keys()].map((rule) => this.#counter(policyKey, rule, ticket.identity));
      for (const counter of targets) {
        counter.restrictedUntil = Math.max(counter.restrictedUntil, now + waitMs + POE_RETRY_AFTER_PADDING_MS);
      }
      return waitMs;
    }
    // A 429 that names no policy (the CDN's own page, or headers gone missing) could be about anything.
    return raw.status === 429 ? this.blocks.blockProvider(ticket, raw, now, POE_RETRY_AFTER_PADDING_MS) : null;
  }
}

function paddedWindow(limit: Limit): number {
  return limit.periodMs + (limit.periodMs <= POE_SHORT_WINDOW_MAX_MS ? POE_SHORT_BUCKET_MS : POE_LONG_BUCKET_MS);
}

/** Earliest time one more request fits every limit, given the send times in the (padded) windows. */
function nextSlot(sent: readonly number[], limits: readonly Limit[], now: number): number {
  let at = now;
  for (const limit of limits) {
    const window = paddedWindow(limit);
    const recent = sent.filter((time) => time > now - window);
    if (limit.hits <= 0) {
      at = Math.max(at, now + window);
    } else if (recent.length >= limit.hits) {
      // The request that must leave the window before one more fits.
      at = Math.max(at, (recent[recent.length - limit.hits] ?? now) + window);
    }
  }
  return at;
}

/**
 * The server's count wins when it is higher than ours (other processes, requests made before we started,
 * bucket rounding): the missing hits are added as if sent now, so they leave the window last.
 */
function adoptState(counter: Counter, limits: readonly Limit[], state: readonly RuleState[], now: number): void {
  for (const [index, window] of state.entries()) {
    const limit = limits[index];
    if (!limit || limit.periodMs !== window.periodMs) continue;
    const local = counter.sent.filter((time) => time > now - window.periodMs).length;
    for (let missing = window.current - local; missing > 0; missing -= 1) insertSorted(counter.sent, now);
    if (window.activeMs > 0) {
      counter.restrictedUntil = Math.max(counter.restrictedUntil, now + window.activeMs + POE_RETRY_AFTER_PADDING_MS);
    }
  }
}

type PoePolicy = { name: string; rules: Map<string, { limits: Limit[]; state: RuleState[] }> };

function parsePoePolicy(headers: Headers): PoePolicy | undefined {
  const name = headers.get('x-rate-limit-policy')?.trim();
  const ruleNames = headers.get('x-rate-limit-rules');
  if (!name || !ruleNames) return undefined;
  const rules = new Map<string, { limits: Limit[]; state: RuleState[] }>();
  for (const rule of ruleNames.split(',').map((part) => part.trim())) {
    if (!rule) continue;
    const limits = parseTriplets(headers.get(`x-rate-limit-${rule}`))?.map(([hits, period, restriction]) => ({
      hits,
      periodMs: period * 1000,
      restrictionMs: restriction * 1000,
    }));
    if (!limits?.length) continue;
    const state = (parseTriplets(headers.get(`x-rate-limit-${rule}-state`)) ?? []).map(([current, period, active]) => ({
      current,
      periodMs: period * 1000,
      activeMs: active * 1000,
    }));
    rules.set(rule, { limits, state });
  }
  return rules.size > 0 ? { name, rules } : undefined;
}

/** `a:b:c,d:e:f` → [[a,b,c],[d,e,f]]; undefined when any part is not a number. */
function parseTriplets(value: string | null): [number, number, number][] | undefined {
  if (!value) return undefined;
  const triplets: [number, number, number][] = [];
  for (const part of value.split(',')) {
    const numbers = part.split(':').map((piece) => Number(piece.trim()));
    const [a, b, c] = numbers;
    if (numbers.length !== 3 || a === undefined || b === undefined || c === undefined) return undefined;
    if (![a, b, c].every((number) => Number.isFinite(number) && number >= 0)) return undefined;
    triplets.push([a, b, c]);
  }
  return triplets;
}

function removeOne(list: number[], value: number): void {
  const index = list.indexOf(value);
  if (index >= 0) list.splice(index, 1);
}

function insertSorted(list: number[], value: number): void {
  let index = list.length;
  while (index > 0 && (list[index - 1] ?? 0) > value) index -= 1;
  list.splice(index, 0, value);
}
