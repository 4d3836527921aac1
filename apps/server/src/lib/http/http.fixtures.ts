import { DEMO_CLIENTS, type FaultRuleInput, type JournalEntry, type ScenarioInput } from '@app/simulator';
import { z } from 'zod';
import { startProviders, type TestProviders } from '../../providers/simulator.fixtures';
import type { HttpClient, HttpClientOptions } from './http-client';
import type { HttpRequest } from './types';

/**
 * Shared by the lib/http tests: the outbound HTTP module against the simulator over real HTTP, on the simulator's virtual clock: every
 * wait the module decides on shows in the journal's virtual timestamps.
 */

export const UA = 'OAuth demo-poe-client/1.0.0 (contact: dev@example.com)';
export const AnySchema = z.unknown();
export const StashPageSchema = z.object({ next_change_id: z.string(), stashes: z.array(z.unknown()) });
export const SECOND = 1_000;

export let env: TestProviders;
export let http: HttpClient;
export let logs: { details: Record<string, unknown>; message: string }[];

export async function start(overrides: Partial<ScenarioInput> = {}, options: HttpClientOptions = {}): Promise<void> {
  logs = [];
  env = await startProviders(overrides, {
    logger: { warn: (details, message) => logs.push({ details, message }) },
    ...options,
  });
  http = env.http;
}

/** start(), then an application token of the PoE client: what most tests begin with. */
export async function startWithToken(
  overrides: Partial<ScenarioInput> = {},
  options: HttpClientOptions = {},
): Promise<string> {
  await start(overrides, options);
  return appToken();
}

export async function appToken(scope = 'service:psapi service:leagues service:leagues:ladder'): Promise<string> {
  const response = await http.request({
    provider: 'poe',
    endpoint: 'POST /oauth/token',
    method: 'POST',
    url: `${env.sim.urls.poeWeb}/oauth/token`,
    headers: { 'user-agent': UA },
    form: { ...clientForm(), grant_type: 'client_credentials', scope },
    schema: z.object({ access_token: z.string() }),
    rateLimits: 'poe',
  });
  return response.data.access_token;
}

export function clientForm(): Record<string, string> {
  return { client_id: DEMO_CLIENTS.poe.clientId, client_secret: DEMO_CLIENTS.poe.clientSecret };
}

export function poeGet<T>(path: string, token: string, schema: z.ZodType<T>, endpoint = `GET ${path}`): HttpRequest<T> {
  return {
    provider: 'poe',
    endpoint,
    url: `${env.sim.urls.poeApi}${path}`,
    headers: { authorization: `Bearer ${token}`, 'user-agent': UA },
    schema,
    rateLimits: 'poe',
  };
}

export const river = (token: string, extra: Partial<HttpRequest<unknown>> = {}): Promise<unknown> =>
  http.request({ ...poeGet('/public-stash-tabs', token, StashPageSchema), ...extra });

/** Makes the river (GET /public-stash-tabs) misbehave as `action` says, on the terms of `rule`; the fault's id. */
export function riverFault(
  action: FaultRuleInput['action'],
  rule: Omit<FaultRuleInput, 'match' | 'action'> = {},
): string {
  return env.sim.control.addFault({ match: { path: '/public-stash-tabs' }, action, ...rule });
}

/** The river requests the simulator received, in order. */
export const riverCalls = (): JournalEntry[] => env.sim.journal.list({ path: '/public-stash-tabs' });

export function times(entries: JournalEntry[]): number[] {
  const start = entries[0]?.at ?? 0;
  return entries.map((entry) => entry.at - start);
}

/** Most requests that fall in any window of `periodMs` (a request at t counts in (t − period, t]). */
export function busiestWindow(entries: JournalEntry[], periodMs: number): number {
  return Math.max(
    0,
    ...entries.map((entry) => entries.filter((other) => other.at > entry.at - periodMs && other.at <= entry.at).length),
  );
}

/** Closes the simulator a test started (each test file calls it after every test). */
export async function closeProviders(): Promise<void> {
  await env.close();
}
