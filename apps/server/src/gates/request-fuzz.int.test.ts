/**
 * Request fuzzing of every registered API route, generated from its zod contracts: wrong types, missing and
 * extra fields, huge strings, NUL / direction overrides / emoji, edge numbers, deep nesting, odd ids in paths
 * and queries, malformed bodies — as an anonymous caller and as an admin. No answer may be a 5xx, and the
 * server must keep answering /api/health promptly while it runs (one request once froze it for 20 minutes).
 *
 * Seeded and reproducible: FUZZ_SEED picks the run, FUZZ_CASES the requests per route and caller
 * (`npm run fuzz` runs a long one). A failure lists the seed and the request.
 */
import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../plugins/auth';
import { DATABASE_KINDS } from '../test/test-app';
import { createEventFixture, MANY_REQUESTS_TIMEOUT_MS, useGateApp, type Identity } from './identities.fixture';
import { fillPath, fixtureParam } from './route-requests';
import {
  mutate,
  ODD_PATH_VALUES,
  sampleValue,
  stringLeaves,
  unboundedStrings,
  withValueAt,
  wrongValue,
} from './zod-fuzz';
import { seededRandom, type Random } from '../lib/seeded-random';

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);
const CASES = Number(process.env.FUZZ_CASES ?? 5);
/**
 * How long /api/health may take while the fuzzer runs: the bar for "the server is not frozen". The exact bound, no
 * route holding the event loop over 100 ms, is the event-loop gate's, which runs alone on the machine; here the
 * other test files share its two cores, and a busy run took 508 ms with nothing frozen.
 */
const HEALTH_BUDGET_MS = 2_000;
const HEALTH_PROBE_INTERVAL_MS = 25;

type Schema = Parameters<typeof unboundedStrings>[0];
type FuzzRequest = {
  method: string;
  url: string;
  query?: Record<string, string | string[]>;
  headers: Record<string, string>;
  payload?: string;
};

/**
 * What every string of every route is also tried with, one at a time, the rest of the request valid: a NUL
 * (PostgreSQL cannot store it), and a string far beyond any limit (counted before it is bounded, it froze us).
 */
const AIMED_STRINGS = ['a\u0000b', 'x'.repeat(200_000)] as const;

/** Bodies that are not JSON, or JSON that no parser should choke on. */
const RAW_BODIES: { contentType?: string; payload: string }[] = [
  { contentType: 'application/json', payload: '{"name": ' },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '{"__proto__": {"admin": true}}' },
  { contentType: 'application/json', payload: '{"constructor": {"prototype": {"admin": true}}}' },
  { contentType: 'application/json', payload: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
  { contentType: 'application/json', payload: `{"a":"${'\\u0000'.repeat(10_000)}"}` },
  { contentType: 'application/json', payload: '\ufeff{}' },
  { contentType: 'text/plain', payload: 'hello' },
  { contentType: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { payload: '{}' },
];

function buildRequest(
  route: RouteEntry,
  identityHeaders: Record<string, string>,
  fixtureParams: (name: string) => string,
  random: Random,
): FuzzRequest {
  const url = fillPath(route, (name) => (random.chance(0.3) ? random.pick(ODD_PATH_VALUES) : fixtureParams(name)));
  const request: FuzzRequest = { method: route.method, url, headers: { ...identityHeaders } };

  const querySchema = route.schema.querystring as Schema | undefined;
  if (querySchema || random.chance(0.2)) {
    const sample = querySchema ? sampleValue(querySchema, random) : {};
    const value = random.chance(0.6) ? mutate(sample, random) : sample;
    request.query = asQuery(value, random);
  }

  const bodySchema = route.schema.body as Schema | undefined;
  if (bodySchema || random.chance(0.2)) {
    if (random.chance(0.2)) {
      const raw = random.pick(RAW_BODIES);
      request.payload = raw.payload;
      if (raw.contentType) request.headers['content-type'] = raw.contentType;
    } else {
      const sample = bodySchema ? sampleValue(bodySchema, random) : { unexpected: true };
      request.payload = JSON.stringify(random.chance(0.7) ? mutate(sample, random) : sample);
      request.headers['content-type'] = 'application/json';
    }
  }
  return request;
}

/** Query values are text: objects become odd strings, arrays repeated keys. */
function asQuery(value: unknown, random: Random): Record<string, string | string[]> {
  const source =
    value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : { q: value };
  const query: Record<string, string | string[]> = {};
  for (const [key, entry] of Object.entries(source)) {
    if (Array.isArray(entry)) query[key] = entry.slice(0, 5).map((item) => text(item));
    else query[key] = text(entry).slice(0, 8_000);
  }
  if (random.chance(0.2)) query[`extra_${random.int(10)}`] = text(wrongValue(random)).slice(0, 8_000);
  return query;
}

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

describe.each(DATABASE_KINDS)('request fuzzing on %s', (kind) => {
  const gate = useGateApp(kind);

  it('bounds every string a route accepts with a plain maximum length, checked before anything else', () => {
    const { t } = gate;
    const unbounded = t.app.routeCatalog.flatMap((route) =>
      (['params', 'querystring', 'body'] as const).flatMap((part) => {
        const schema = route.schema[part] as Schema | undefined;
        return schema ? unboundedStrings(schema, part).map((path) => `${route.method} ${route.url} ${path}`) : [];
      }),
    );
    expect(unbounded).toEqual([]);
  });

  it(
    'refuses a NUL or an oversized value in each string of each route with a 4xx',
    async () => {
      const { t, identities } = gate;
      const failures: string[] = [];
      const random = seededRandom(SEED);
      for (const route of t.app.routeCatalog) {
        const fixture = await createEventFixture(t, identities);
        const headers = identities.headersOf(route.guard.kind === 'public' ? identities.all[0]! : identities.admin);
        const params = (name: string) => fixtureParam(name, fixture, identities);
        for (const part of ['params', 'querystring', 'body'] as const) {
          const schema = route.schema[part] as Schema | undefined;
          if (!schema) continue;
          for (const path of stringLeaves(schema)) {
            for (const aimed of AIMED_STRINGS) {
              const sample = withValueAt(sampleValue(schema, random), path, aimed);
              const request: FuzzRequest = {
                method: route.method,
                url: fillPath(route, params),
                headers: { ...headers },
              };
              if (part === 'params') {
                const values = sample as Record<string, string>;
                request.url = fillPath(route, (name) => encodeURIComponent(values[name] ?? params(name)));
              } else if (part === 'querystring') request.query = asQuery(sample, random);
              else {
                request.payload = JSON.stringify(sample);
                request.headers['content-type'] = 'application/json';
              }
              const response = await t.app.inject({ ...request, method: request.method as 'GET' });
              if (response.statusCode >= 500 || response.statusCode < 400) {
                failures.push(
                  `${route.method} ${route.url} ${part}.${path.join('.')} = ${aimed.slice(0, 10)}…: ${response.statusCode} ${response.body.slice(0, 160)}`,
                );
              }
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );

  it(
    `answers ${CASES} generated requests per route and caller without a 5xx, and stays responsive (seed ${SEED})`,
    async () => {
      const { t, identities } = gate;
      const random = seededRandom(SEED);
      const failures: string[] = [];
      const healthLatencies: number[] = [];
      let requests = 0;
      let running = true;
      const prober = (async () => {
        while (running) {
          const started = performance.now();
          const health = await t.app.inject({ method: 'GET', url: '/api/health' });
          healthLatencies.push(performance.now() - started);
          if (health.statusCode !== 200) failures.push(`/api/health answered ${health.statusCode}`);
          await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_INTERVAL_MS));
        }
      })();

      try {
        const callers: Identity[] = identities.all.filter(
          (identity) => identity.name === 'anonymous' || identity.name === 'admin',
        );
        for (const route of t.app.routeCatalog) {
          const fixture = await createEventFixture(t, identities);
          for (const caller of callers) {
            for (let index = 0; index < CASES; index++) {
              const request = buildRequest(
                route,
                identities.headersOf(caller),
                (name) => fixtureParam(name, fixture, identities),
                random,
              );
              const response = await t.app.inject({ ...request, method: request.method as 'GET' });
              requests += 1;
              if (response.statusCode >= 500) {
                failures.push(
                  `${route.method} ${route.url} as ${caller.name} (seed ${SEED}): ${response.statusCode} ${response.body.slice(0, 200)} ← ${JSON.stringify({ ...request, payload: request.payload?.slice(0, 300) })}`,
                );
              }
            }
          }
        }
      } finally {
        running = false;
        await prober;
      }
      // The run's figures, for the record (`npm run fuzz` prints them for a long run).
      console.info(
        `request fuzz (seed ${SEED}): ${requests} requests over ${t.app.routeCatalog.length} routes, ${failures.length} failures; /api/health max ${Math.round(Math.max(...healthLatencies))} ms over ${healthLatencies.length} probes`,
      );
      expect(failures).toEqual([]);
      expect(healthLatencies.length).toBeGreaterThan(0);
      expect(Math.max(...healthLatencies)).toBeLessThan(HEALTH_BUDGET_MS);
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );
});
