/**
 * The event-loop gate: no request may hold the server's event loop for more than 100 ms, whatever it carries.
 * Every registered route gets its largest accepted input (every optional field, every array and string at its
 * maximum, as much as its body limit lets through) from a caller its guard admits, in an event whose item
 * objectives carry the costliest patterns the designer may save; the longest stretch the loop was held while
 * the route answered is measured with `monitorEventLoopDelay`. The worker's stash evaluation of the largest
 * items against those patterns is held to the same bar. A new route is covered the moment it is registered.
 *
 * The measurement is of time on a shared machine, so one stretch over the bar is measured again before it
 * fails the gate; a route that really holds the loop does so every time.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { eq, like } from 'drizzle-orm';
import {
  classNamesOf,
  ITEM_LIMITS,
  ItemTestBodySchema,
  MAX_GROUP_SIZE_MAX,
  PERMISSIONS,
  SUBMISSION_PROOF_MAX,
  MAX_BULK_OBJECTIVES,
  type Objective,
} from '@app/shared';
import { describe, expect, it } from 'vitest';
import {
  events as eventsTable,
  objectives as objectivesTable,
  stashSnapshots,
  users as usersTable,
} from '../db/schema';
import { seededRandom } from '../lib/seeded-random';
import { evaluateStashSnapshots } from '../modules/stashes/stash-evaluation.service';
import type { RouteEntry } from '../plugins/auth';
import { insertSignup, insertSignupGroup } from '../test/fixtures';
import { DATABASE_KINDS, type TestApp } from '../test/test-app';
import {
  createEventFixture,
  MANY_REQUESTS_TIMEOUT_MS,
  useGateApp,
  type EventFixture,
  type Identities,
} from './identities.fixture';
import { expectedOutcome, fillPath, fixtureParam } from './route-requests';
import { fitInto, largestAccepted, largestValue } from './zod-fuzz';

/** The bar: the longest a request may hold the event loop. */
const HELD_BUDGET_MS = 100;
const RESOLUTION_MS = 10;
/** How many times a stretch over the bar is measured before it counts (time on a busy machine is noisy). */
const ATTEMPTS = 3;

/**
 * The costliest patterns the designer may save (within the limits of `compilePattern`), measured on long runs of
 * "a": many wildcards alive at every position, and text that never lets them finish.
 */
const WORST_PATTERNS = ['(?:\\w+\\s*){8}c', '(?:a|aa|b|.){16}c', '(.*a){16}c', '.*.*.*.*.*.*.*.*.*.*.*.*.*.*.*.*c'];
/** The most conditions one objective may carry (the objective contract's maximum). */
const CONDITIONS_PER_OBJECTIVE = 50;
const FILLER = 'a';
const HOUR_MS = 3_600_000;

type Schema = Parameters<typeof largestValue>[0];

/** The longest stretch (ms) the event loop was held while `work` ran. */
async function heldWhile<T>(work: () => Promise<T>): Promise<{ result: T; heldMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  try {
    const result = await work();
    // One more turn, so that a stretch at the very end is recorded too.
    await new Promise((resolve) => setTimeout(resolve, RESOLUTION_MS * 2));
    return { result, heldMs: histogram.count > 0 ? histogram.max / 1e6 : 0 };
  } finally {
    histogram.disable();
  }
}

/** Every condition of a request written as one of the worst patterns. */
function withWorstPatterns(value: unknown): unknown {
  let next = 0;
  const visit = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(visit);
    if (node === null || typeof node !== 'object') return node;
    const record = Object.fromEntries(Object.entries(node).map(([key, entry]) => [key, visit(entry)]));
    if ('field' in record && 'operator' in record && 'value' in record) {
      const pattern = WORST_PATTERNS[next++ % WORST_PATTERNS.length] as string;
      return { ...record, field: 'NAME', operator: 'MATCHES', value: pattern };
    }
    return record;
  };
  return visit(value);
}

/**
 * The fixture event readied for the gate: an item objective with the most conditions, each a worst pattern on
 * the item's name, and a submission objective. Answers their ids and the root's.
 */
async function prepareEvent(
  t: TestApp,
  admin: Record<string, string>,
  eventId: number,
): Promise<{ rootId: number; costlyObjectiveId: number; submissionObjectiveId: number }> {
  const root = (await t.app.inject({ method: 'GET', url: `/api/events/${eventId}/objectives`, headers: admin })).json<
    Pick<Objective, 'id'>
  >();
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/events/${eventId}/objectives`,
    headers: admin,
    payload: {
      parent_id: root.id,
      name: 'Costly patterns',
      objective_type: 'ITEM',
      aggregation: 'EARLIEST',
      number_field: 'STACK_SIZE',
      conditions: Array.from({ length: CONDITIONS_PER_OBJECTIVE }, (_, index) => ({
        field: 'NAME',
        operator: 'MATCHES',
        value: WORST_PATTERNS[index % WORST_PATTERNS.length],
      })),
    },
  });
  expect(response.statusCode).toBe(201);
  const [submission] = await t.database.db
    .insert(objectivesTable)
    .values({
      eventId,
      parentId: root.id,
      name: 'Bounty',
      objectiveType: 'SUBMISSION',
      aggregation: 'EARLIEST',
      numberField: 'SUBMISSION_VALUE',
    })
    .returning({ id: objectivesTable.id });
  return {
    rootId: root.id,
    costlyObjectiveId: response.json<Pick<Objective, 'id'>>().id,
    submissionObjectiveId: submission!.id,
  };
}

/** The caller a route's guard admits, preferring the most privileged (so guards never decide the answer). */
function admittedCaller(route: RouteEntry, identities: Identities) {
  const candidates = [identities.admin, identities.playerA, ...identities.all];
  return candidates.find((identity) => expectedOutcome(route, identity) === 'allowed');
}

/** What a route's largest input needs from the fixture before the route accepts it. */
type Accepting = {
  t: TestApp;
  identities: Identities;
  fixture: EventFixture;
  rootId: number;
  costlyObjectiveId: number;
  submissionObjectiveId: number;
};

const TIMES = {
  application_start_time: '2026-01-01T00:00:00.000Z',
  application_end_time: '2026-01-02T00:00:00.000Z',
  event_start_time: '2026-01-03T00:00:00.000Z',
  event_end_time: '2026-12-31T00:00:00.000Z',
};

/** Users the gate makes for one route are named so, and gone before the next route. */
const GATE_USERS = 'Gate user ';

/** How many users the largest team assignment moves (the contract allows up to 10,000 in one request). */
const ASSIGNED_USERS = 10_000;

/**
 * Routes whose largest input the schema alone cannot make acceptable (times in order, ids of the fixture, lists
 * without repeats): the largest body is changed where it must be, and the rest stays at its maximum.
 */
const ACCEPTED: Record<string, (largest: Record<string, unknown>, context: Accepting) => unknown> = {
  'PUT /api/events': (largest) => ({ ...largest, id: undefined, is_current: false, ...TIMES }),
  'POST /api/events/:event_id/duplicate': (largest) => ({ ...largest, id: undefined, is_current: false, ...TIMES }),
  'PUT /api/events/:event_id/teams': (largest) => ({
    ...largest,
    id: undefined,
    allowed_classes: classNamesOf('poe1'),
  }),
  'PATCH /api/users/:user_id': () => [...PERMISSIONS],
  'PUT /api/events/:event_id/objectives': (largest, { rootId }) => ({
    ...largest,
    id: undefined,
    parent_id: rootId,
    objective_type: 'ITEM',
    number_field: 'STACK_SIZE',
    aggregation: 'EARLIEST',
    scoring_preset_id: null,
    conditions: (largest.conditions as Record<string, unknown>[]).map((condition) => ({ ...condition, id: undefined })),
    presentation: undefined,
    valid_from: null,
    valid_to: null,
  }),
  'POST /api/events/:event_id/objectives/bulk': (largest, { rootId }) => ({
    ...largest,
    parent_id: rootId,
    scoring_preset_id: null,
    // As many names as one request may create, one per line.
    names: Array.from({ length: MAX_BULK_OBJECTIVES }, (_, index) => `${FILLER.repeat(30)}${index}`).join('\n'),
  }),
  'PUT /api/events/:event_id/conditions': (largest, { costlyObjectiveId }) => ({
    ...largest,
    id: undefined,
    objective_id: costlyObjectiveId,
  }),
  'POST /api/jobs': (largest, { fixture }) => ({ ...largest, event_id: fixture.eventId }),
  'PUT /api/events/:event_id/signups/self': (largest) => ({ ...largest, partner_account_name: undefined }),
  'PUT /api/events/:event_id/signups/self/group': async (_largest, { t, identities, fixture }) => {
    // The caller (the admin) has signed up and joins player A's group, which has room.
    const db = t.database.db;
    await db.update(eventsTable).set({ maxGroupSize: MAX_GROUP_SIZE_MAX }).where(eq(eventsTable.id, fixture.eventId));
    for (const person of [identities.admin, identities.playerA])
      await insertSignup(db, fixture.eventId, person.userId, new Date());
    return { code: (await insertSignupGroup(db, fixture.eventId, [identities.playerA.userId])).code };
  },
  'PUT /api/events/:event_id/scoring-presets': (largest) => ({ ...largest, id: undefined }),
  'PUT /api/events/:event_id/submissions': async (largest, { t, fixture, submissionObjectiveId }) => {
    // Completions are taken while the event runs.
    await t.database.db
      .update(eventsTable)
      .set({ eventStartTime: new Date(Date.now() - HOUR_MS) })
      .where(eq(eventsTable.id, fixture.eventId));
    const link = 'https://example.com/';
    return {
      ...largest,
      id: undefined,
      objective_id: submissionObjectiveId,
      timestamp: new Date(Date.now() - HOUR_MS / 2).toISOString(),
      proof: link + FILLER.repeat(SUBMISSION_PROOF_MAX - link.length),
      number: undefined,
    };
  },
  'PUT /api/events/:event_id/submissions/admin': (largest, { fixture, submissionObjectiveId }) => ({
    ...largest,
    objective_id: submissionObjectiveId,
    team_ids: [fixture.teamA, fixture.teamB],
  }),
  'POST /api/:event_id/guilds/:guild_id/stash-history': async (largest, { t, fixture }) => {
    // Entries of the event's league, each new: every one is stored.
    const [event] = await t.database.db
      .select({ name: eventsTable.name })
      .from(eventsTable)
      .where(eq(eventsTable.id, fixture.eventId));
    const entries = largest.entries as Record<string, unknown>[];
    return { ...largest, entries: entries.map((entry, index) => ({ ...entry, id: `${index}`, league: event?.name })) };
  },
  'PUT /api/events/:event_id/teams/users': async (_largest, { t, fixture }) => {
    const users = await t.database.db
      .insert(usersTable)
      .values(Array.from({ length: ASSIGNED_USERS }, (_, index) => ({ displayName: `${GATE_USERS}${index}` })))
      .returning({ id: usersTable.id });
    return users.map((user, index) => ({
      user_id: user.id,
      team_id: index % 2 === 0 ? fixture.teamA : fixture.teamB,
      is_team_lead: false,
    }));
  },
};

type Largest = { url: string; query?: Record<string, string>; payload?: string };

async function largestRequest(
  route: RouteEntry,
  params: (name: string) => string,
  bodyLimit: number,
  random: ReturnType<typeof seededRandom>,
  context: Accepting,
): Promise<Largest> {
  const request: Largest = { url: fillPath(route, params) };
  const query = route.schema.querystring as Schema | undefined;
  if (query) {
    const value = largestAccepted(query, random, FILLER) as Record<string, unknown>;
    request.query = Object.fromEntries(
      Object.entries(value).map(([key, entry]) => [key, typeof entry === 'string' ? entry : JSON.stringify(entry)]),
    );
  }
  const body = route.schema.body as Schema | undefined;
  if (body) {
    // Room for the JSON punctuation the halving cannot see, under the limit the route is answered 413 above.
    const largest = withWorstPatterns(largestAccepted(body, random, FILLER));
    const accepting = ACCEPTED[`${route.method} ${route.url}`];
    const value = accepting ? await accepting(largest as Record<string, unknown>, context) : largest;
    request.payload = JSON.stringify(fitInto(value, bodyLimit - 1024));
  }
  return request;
}

describe.each(DATABASE_KINDS)('event-loop gate on %s', (kind) => {
  const gate = useGateApp(kind);

  it(
    `holds the event loop at most ${HELD_BUDGET_MS} ms on the largest input of every route`,
    async () => {
      const { t, identities } = gate;
      const random = seededRandom(29);
      const appBodyLimit = t.app.initialConfig.bodyLimit ?? 1_048_576;
      const admin = identities.headersOf(identities.admin);
      const measured: { route: string; status: number; heldMs: number }[] = [];
      // An adjustment for a route that is no longer there (or was renamed) would silently stop applying.
      const registered = new Set(t.app.routeCatalog.map((route) => `${route.method} ${route.url}`));
      expect(Object.keys(ACCEPTED).filter((route) => !registered.has(route))).toEqual([]);
      for (const route of t.app.routeCatalog) {
        if (route.url.endsWith('/ws') || route.guard.kind === 'metrics_token') continue;
        const caller = admittedCaller(route, identities);
        if (!caller) continue;
        let best: { status: number; heldMs: number } | undefined;
        for (let attempt = 0; attempt < ATTEMPTS && (best === undefined || best.heldMs > HELD_BUDGET_MS); attempt++) {
          const fixture = await createEventFixture(t, identities);
          const prepared = await prepareEvent(t, admin, fixture.eventId);
          const request = await largestRequest(
            route,
            (name) => fixtureParam(name, fixture, identities),
            route.bodyLimit ?? appBodyLimit,
            random,
            { t, identities, fixture, ...prepared },
          );
          const headers: Record<string, string> = { ...identities.headersOf(caller) };
          if (request.payload !== undefined) headers['content-type'] = 'application/json';
          const { result, heldMs } = await heldWhile(() =>
            t.app.inject({
              method: route.method as 'GET',
              url: request.url,
              query: request.query,
              headers,
              payload: request.payload,
            }),
          );
          if (best === undefined || heldMs < best.heldMs) best = { status: result.statusCode, heldMs };
        }
        if (best) measured.push({ route: `${route.method} ${route.url}`, ...best });
        await t.database.db.delete(usersTable).where(like(usersTable.displayName, `${GATE_USERS}%`));
      }
      measured.sort((a, b) => b.heldMs - a.heldMs);
      console.info(
        `event-loop gate on ${kind}: longest stretches held, over ${measured.length} routes:\n` +
          measured
            .slice(0, 8)
            .map((entry) => `  ${Math.round(entry.heldMs)} ms  ${entry.status}  ${entry.route}`)
            .join('\n'),
      );
      expect(measured.length).toBeGreaterThan(50);
      expect(measured.filter((entry) => entry.heldMs > HELD_BUDGET_MS)).toEqual([]);
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );

  it(
    `holds the event loop at most ${HELD_BUDGET_MS} ms while the worker matches the largest items against the costliest patterns`,
    async () => {
      const { t, identities } = gate;
      const admin = identities.headersOf(identities.admin);
      // The largest item the tester takes: every text and list at its longest, within its byte limit.
      const item = fitInto(largestValue(ItemTestBodySchema, seededRandom(29), FILLER), ITEM_LIMITS.bytes);
      let heldMs = Infinity;
      for (let attempt = 0; attempt < ATTEMPTS && heldMs > HELD_BUDGET_MS; attempt++) {
        const fixture = await createEventFixture(t, identities);
        // Several objectives of the most conditions each, every one on the slow path (no index key).
        for (let objective = 0; objective < 4; objective++) await prepareEvent(t, admin, fixture.eventId);
        await t.database.db.insert(stashSnapshots).values({
          eventId: fixture.eventId,
          stashId: 'costly-tab',
          kind: 'public',
          userId: identities.playerA.userId,
          teamId: fixture.teamA,
          observedAt: new Date(),
          items: Array.from({ length: 8 }, () => item),
          changeId: 'costly-page',
        });
        // The costly objectives are new to the worker: every stored snapshot is evaluated for them.
        const measured = await heldWhile(() => evaluateStashSnapshots(t.database.db, fixture.eventId));
        heldMs = Math.min(heldMs, measured.heldMs);
      }
      console.info(`event-loop gate on ${kind}: stash evaluation held the loop ${Math.round(heldMs)} ms at the most`);
      expect(heldMs).toBeLessThanOrEqual(HELD_BUDGET_MS);
    },
    MANY_REQUESTS_TIMEOUT_MS,
  );
});
