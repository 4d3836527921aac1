/**
 * The callers every route is tried with (authorization matrix, request fuzzer): people with each role and
 * team standing, and tokens that must never be accepted. Built on a TestApp's database.
 */
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import type { Permission } from '@app/shared';
import { guilds, itemWishes, users } from '../db/schema';
import { warmHotReads } from '../plugins/read-cache';
import { startProviders, type TestProviders } from '../providers/simulator.fixtures';
import { addMember, insertEvent, insertTeam, insertUser } from '../test/fixtures';
import { createTestApp, type DatabaseKind, type TestApp } from '../test/test-app';
import { useStarted } from '../test/use-test-app';

/** A valid sign-in: who it is, what they hold, where they stand in the fixture's event. */
export type Person = {
  kind: 'person';
  name: string;
  userId: number;
  permissions: Permission[];
  team: 'A' | 'B' | null;
  lead: boolean;
};
/** A presented token the server must refuse: on a public route it counts as no token at all. */
export type BadToken = { kind: 'bad_token'; name: string; userId: number };
export type Anonymous = { kind: 'anonymous'; name: 'anonymous' };
export type Identity = Person | BadToken | Anonymous;

export type Identities = {
  all: Identity[];
  headersOf(identity: Identity): Record<string, string>;
  admin: Person;
  playerA: Person;
};

/** An event with teams A and B, in which the team-standing identities play, team A's guild and player A's wish. */
export type EventFixture = { eventId: number; teamA: number; teamB: number; guildId: number; wishId: number };

/** The game's id of the fixture's guild. */
const GUILD_ID = 501;

/** The scraper's token in the gate app; no identity of the matrix presents it. */
const GATE_METRICS_TOKEN = 'gate-metrics-token-that-is-long-enough-0123456789';

export type GateApp = { t: TestApp; identities: Identities; close(): Promise<void> };

/** Hundreds of requests per gate test: generous, so a busy machine is slow but never red. */
export const MANY_REQUESTS_TIMEOUT_MS = 300_000;

/**
 * Starts the gate app before the surrounding describe block's tests and closes it after them. Read `t` and
 * `identities` inside a test (they exist once the block has started).
 */
export function useGateApp(kind: DatabaseKind): { readonly t: TestApp; readonly identities: Identities } {
  const started = useStarted(
    'The gate app',
    () => createGateApp(kind),
    (gate) => gate.close(),
  );
  return {
    get t() {
      return started().t;
    },
    get identities() {
      return started().identities;
    },
  };
}

/** The real app with every provider answered by the simulator (so sign-in routes reach the database too). */
export async function createGateApp(kind: DatabaseKind): Promise<GateApp> {
  const sim: TestProviders = await startProviders();
  const t = await createTestApp(kind, {
    providers: sim.providers,
    // Set so that GET /metrics exists and the gates walk it too.
    env: { METRICS_TOKEN: GATE_METRICS_TOKEN },
  });
  // As a started process is once it listens: warm, so GET /api/ready answers 200 like any public read.
  await warmHotReads(t.app);
  return {
    t,
    identities: await createIdentities(t),
    async close() {
      await t.close();
      await sim.close();
    },
  };
}

const PEOPLE: Omit<Person, 'kind' | 'userId'>[] = [
  { name: 'player of team A', permissions: [], team: 'A', lead: false },
  { name: 'player of team B', permissions: [], team: 'B', lead: false },
  { name: 'team lead A', permissions: [], team: 'A', lead: true },
  { name: 'signed-in stranger', permissions: [], team: null, lead: false },
  { name: 'submission_judge', permissions: ['submission_judge'], team: null, lead: false },
  { name: 'objective_designer', permissions: ['objective_designer'], team: null, lead: false },
  { name: 'manager', permissions: ['manager'], team: null, lead: false },
  { name: 'admin', permissions: ['admin'], team: null, lead: false },
];

const WRONG_SECRET = 'a-secret-that-is-not-the-servers-secret-at-all';

export async function createIdentities(t: TestApp): Promise<Identities> {
  const db = t.database.db;
  const people: Person[] = [];
  for (const person of PEOPLE) {
    const user = await insertUser(db, { permissions: person.permissions });
    people.push({ kind: 'person', userId: user.id, ...person });
  }
  const admin = people.find((person) => person.name === 'admin');
  const playerA = people.find((person) => person.name === 'player of team A');
  if (!admin || !playerA) throw new Error('fixture people missing');

  // Every refused token names the admin: if one were accepted by mistake, it would open every door.
  const deleted = await insertUser(db, { permissions: ['admin'] });
  const badTokens: BadToken[] = [
    { kind: 'bad_token', name: 'expired token', userId: admin.userId },
    { kind: 'bad_token', name: 'wrong-secret token', userId: admin.userId },
    { kind: 'bad_token', name: 'alg=none token', userId: admin.userId },
    { kind: 'bad_token', name: 'token of a deleted user', userId: deleted.id },
  ];
  const issuedAt = Math.floor(Date.now() / 1000);
  const claims = { user_id: admin.userId, permissions: ['admin'] };
  const tokens = new Map<string, string>([
    [
      'expired token',
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(issuedAt - 7200)
        .setExpirationTime(issuedAt - 3600)
        .sign(secretKey(t)),
    ],
    [
      'wrong-secret token',
      await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + 3600)
        .sign(new TextEncoder().encode(WRONG_SECRET)),
    ],
    [
      'alg=none token',
      `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ ...claims, iat: issuedAt, exp: issuedAt + 3600 })}.`,
    ],
    [
      'token of a deleted user',
      await t.app.ctx.tokens.sign({ userId: deleted.id, permissions: ['admin'], ttlSeconds: 3600 }),
    ],
  ]);
  await db.delete(users).where(eq(users.id, deleted.id));
  for (const person of people)
    tokens.set(
      person.name,
      await t.app.ctx.tokens.sign({ userId: person.userId, permissions: person.permissions, ttlSeconds: 3600 }),
    );

  return {
    all: [{ kind: 'anonymous', name: 'anonymous' }, ...people, ...badTokens],
    headersOf(identity): Record<string, string> {
      const token = tokens.get(identity.name);
      return token === undefined ? {} : { authorization: `Bearer ${token}` };
    },
    admin,
    playerA,
  };
}

/** A fresh public event with teams A and B and the identities' memberships in it. */
export async function createEventFixture(t: TestApp, identities: Identities): Promise<EventFixture> {
  const db = t.database.db;
  const event = await insertEvent(db, { isPublic: true });
  const teamA = await insertTeam(db, event.id, 'A');
  const teamB = await insertTeam(db, event.id, 'B');
  for (const identity of identities.all) {
    if (identity.kind !== 'person' || identity.team === null) continue;
    await addMember(db, event.id, identity.team === 'A' ? teamA.id : teamB.id, identity.userId, identity.lead);
  }
  await db.insert(guilds).values({ eventId: event.id, id: GUILD_ID, teamId: teamA.id, name: 'Guild of A' });
  // Player A's own: the wish routes' admitted callers (player A, lead A, admins) may all change it.
  const [wish] = await db
    .insert(itemWishes)
    .values({
      eventId: event.id,
      teamId: teamA.id,
      askedBy: identities.playerA.userId,
      item: 'Gate Wish',
      itemKey: 'gate wish',
      quantity: 1,
    })
    .returning({ id: itemWishes.id });
  if (!wish) throw new Error('fixture wish missing');
  return { eventId: event.id, teamA: teamA.id, teamB: teamB.id, guildId: GUILD_ID, wishId: wish.id };
}

function secretKey(t: TestApp): Uint8Array {
  const secret = t.app.ctx.env.JWT_SECRET;
  if (!secret) throw new Error('the test app has no JWT_SECRET');
  return new TextEncoder().encode(secret);
}

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}
