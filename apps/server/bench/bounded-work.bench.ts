/**
 * The two reproductions of issue 29 against the site as `npm start` runs it (API and worker in one process, the
 * demo's ingestion going on), while a prober asks `/api/health` every 10 ms: how long each request took, what
 * it answered, and the slowest health answer meanwhile (the bar: under 100 ms).
 *
 *  1. A designer saves the attack pattern `(.*){16}` ×24 + `b` (refused), then the costliest pattern the limits
 *     allow, and sends the item tester names of 200,000 characters (refused) and of the longest accepted length.
 *  2. A team lead uploads a 20,000-entry guild stash history: in one request (refused: too large) and as the
 *     history page sends it, in consecutive parts of GUILD_HISTORY_UPLOAD_LIMITS.
 *
 *   node_modules/.bin/tsx apps/server/bench/bounded-work.bench.ts    (BENCH_DATABASE_URL=… for PostgreSQL)
 */
import { Worker } from 'node:worker_threads';
import { GUILD_HISTORY_UPLOAD_LIMITS, ITEM_LIMITS } from '@app/shared';
import { createAuthTokens } from '../src/lib/auth-tokens';
import { createSiteDatabase, startSite } from './site-processes';

const JWT_SECRET = 'bench-bounded-work-secret-of-enough-length';
/** Demo users: 1 is made an admin by its token; 6 (Glacia) leads Frost Wardens. */
const ADMIN_USER = 1;
const LEAD_USER = 6;
const GUILD_ID = 909_090;
const HISTORY_ENTRIES = 20_000;
const PROBE_EVERY_MS = 10;

const tokens = createAuthTokens(JWT_SECRET);
const tokenOf = (userId: number, permissions: ('admin' | 'objective_designer')[] = []) =>
  tokens.sign({ userId, permissions, ttlSeconds: 3600, grant: permissions.length > 0 });

/** When (ms since the epoch, on any thread) and how long one /api/health answer took. */
type Probe = { from: number; ms: number };
const clock = () => performance.timeOrigin + performance.now();

/**
 * Asks /api/health again and again until stopped, on its own thread (this one builds large bodies, which would
 * delay its own probes), and gives every answer's time and latency.
 */
function healthProber(url: string) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     const clock = () => performance.timeOrigin + performance.now();
     const probes = [];
     let running = true;
     parentPort.on('message', () => { running = false; });
     (async () => {
       while (running) {
         const from = clock();
         await fetch(workerData.url + '/api/health').then((response) => response.arrayBuffer());
         probes.push({ from, ms: clock() - from });
         await new Promise((resolve) => setTimeout(resolve, workerData.every));
       }
       parentPort.postMessage(probes);
     })();`,
    { eval: true, workerData: { url, every: PROBE_EVERY_MS } },
  );
  return {
    async stop(): Promise<Probe[]> {
      const probes = new Promise<Probe[]>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const result = await probes;
      await worker.terminate();
      return result;
    },
  };
}

type Measured = { what: string; status: string; from: number; to: number };
const measured: Measured[] = [];

/** Runs `work` and notes when it ran and what it answered. */
async function measure(what: string, work: () => Promise<string>): Promise<void> {
  const from = clock();
  const status = await work();
  measured.push({ what, status, from, to: clock() });
}

const percentile = (sorted: number[], share: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))]!;

/** The probes that were under way while a request was. */
function during(probes: Probe[], request: Measured): number[] {
  return probes
    .filter((probe) => probe.from < request.to && probe.from + probe.ms > request.from)
    .map((probe) => probe.ms)
    .sort((a, b) => a - b);
}

async function main(): Promise<void> {
  const database = await createSiteDatabase();
  const site = await startSite(database, { env: { JWT_SECRET } });
  const prober = healthProber(site.url);
  let probes: Probe[] = [];
  try {
    // The prober's first answers set up its connection.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const [admin, lead] = await Promise.all([tokenOf(ADMIN_USER, ['admin']), tokenOf(LEAD_USER)]);
    const call = async (method: string, path: string, token: string, body?: unknown) => {
      let response: Response;
      try {
        response = await fetch(`${site.url}/api${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
        });
      } catch (error) {
        // A server that refuses a body too large may close the connection while it is still being sent.
        const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
        return {
          status: 0,
          json: (): Record<string, unknown> => ({}),
          text: `the server closed the connection while the body was sent (${code})`,
        };
      }
      const text = await response.text();
      return { status: response.status, json: () => JSON.parse(text) as Record<string, unknown>, text };
    };
    const event = (await call('GET', '/events/current', admin)).json() as { id: number; name: string };
    const root = (await call('GET', `/events/${event.id}/objectives`, admin)).json() as { id: number };
    const itemObjective = (name: string, pattern: string) => ({
      parent_id: root.id,
      name,
      objective_type: 'ITEM',
      aggregation: 'EARLIEST',
      number_field: 'STACK_SIZE',
      conditions: [{ field: 'NAME', operator: 'MATCHES', value: pattern }],
    });
    const answered = (response: { status: number; text: string }) =>
      response.status === 0
        ? response.text
        : response.status < 300
          ? String(response.status)
          : `${response.status} ${response.text.slice(0, 90)}`;

    // 1. Patterns and the item tester.
    const attack = `${'(.*){16}'.repeat(24)}b`;
    await measure(`save the attack pattern (${attack.length} characters)`, async () =>
      answered(await call('PUT', `/events/${event.id}/objectives`, admin, itemObjective('Attack', attack))),
    );
    const costliest = '(.*a){16}c';
    await measure(`save the costliest allowed pattern ${costliest}`, async () =>
      answered(await call('PUT', `/events/${event.id}/objectives`, admin, itemObjective('Costly', costliest))),
    );
    for (const length of [200_000, 50_000, ITEM_LIMITS.text]) {
      await measure(`item tester, a name of ${length.toLocaleString('en')} × "a"`, async () =>
        answered(
          await call('POST', `/events/${event.id}/conditions/test`, admin, {
            name: 'a'.repeat(length),
            typeLine: 'x',
            baseType: 'x',
          }),
        ),
      );
    }

    // 2. A long guild stash history.
    const saved = await call('PUT', `/${event.id}/guilds/${GUILD_ID}`, lead, { name: 'Bench Hall', tag: 'BH' });
    if (saved.status >= 300) throw new Error(`the guild was not registered: ${saved.text}`);
    const entries = Array.from({ length: HISTORY_ENTRIES }, (_, index) => ({
      id: `bench-${index}`,
      time: 1_764_000_000 + index,
      league: event.name,
      stash: `Dump ${index % 40}`,
      item: `${(index % 20) + 1}× ${index % 2 ? 'Chaos Orb' : 'Jagged Fossil of the Long Name Used Here'}`,
      action: index % 3 === 0 ? 'removed' : 'added',
      account: { name: `Player${index % 300}#${1000 + (index % 9000)}` },
      x: index % 24,
      y: index % 12,
    }));
    const whole = JSON.stringify({ entries, truncated: false });
    await measure(
      `history of ${HISTORY_ENTRIES.toLocaleString('en')} entries (${(whole.length / 1e6).toFixed(1)} MB) in one request`,
      async () => answered(await call('POST', `/${event.id}/guilds/${GUILD_ID}/stash-history`, lead, whole)),
    );
    const partSize = GUILD_HISTORY_UPLOAD_LIMITS.entries;
    let added = 0;
    let parts = 0;
    let slowestPart = 0;
    await measure(`the same in parts of ${partSize}, one after another`, async () => {
      for (let start = 0; start < entries.length; start += partSize) {
        const begun = performance.now();
        const response = await call('POST', `/${event.id}/guilds/${GUILD_ID}/stash-history`, lead, {
          entries: entries.slice(start, start + partSize),
          truncated: false,
        });
        slowestPart = Math.max(slowestPart, performance.now() - begun);
        if (response.status !== 201) return answered(response);
        added += response.json().number_of_added_entries as number;
        parts += 1;
      }
      return `201 ×${parts}, ${added.toLocaleString('en')} added, slowest part ${Math.round(slowestPart)} ms`;
    });
  } finally {
    probes = await prober.stop();
    await site.stop();
    await database.drop();
  }

  console.log(`\nBounded work per request on ${database.kind} (health asked every ${PROBE_EVERY_MS} ms meanwhile):`);
  console.table(
    measured.map((request) => {
      const latencies = during(probes, request);
      return {
        request: request.what,
        answer: request.status.slice(0, 70),
        'took ms': Math.round(request.to - request.from),
        'health answers': latencies.length,
        'health p99 ms': Math.round(percentile(latencies, 0.99)),
        'health max ms': Math.round(latencies.at(-1) ?? 0),
      };
    }),
  );
  const span: Measured = { what: 'all', status: '', from: measured[0]!.from, to: measured.at(-1)!.to };
  const all = during(probes, span);
  console.log(
    `/api/health from the first request to the last: ${all.length} answers, median ${Math.round(percentile(all, 0.5))} ms, ` +
      `p99 ${Math.round(percentile(all, 0.99))} ms, slowest ${Math.round(all.at(-1) ?? 0)} ms (bar: under 100 ms).`,
  );
}

await main();
