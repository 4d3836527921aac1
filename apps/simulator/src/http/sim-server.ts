import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleControl } from '../control.routes';
import type { SimulatorControl } from '../simulator-control';
import type { ApiName, FaultRule } from '../faults/fault-rules';
import { malform } from '../faults/malformations';
import type { PoeRateLimitKeys } from '../faults/rate-limiter';
import { hashHex } from '../seeded-random';
import type { World } from '../world';
import { API_PREFIXES, CONTROL_PREFIX } from './api-prefixes';
import type { JournalEntry } from './request-journal';
import { apiError, matchRoute, poeError, ProviderError, type Route, type SimRequest, type SimResponse } from './router';

/**
 * One node:http server for every simulated provider, each under its own path prefix so a client only
 * swaps base URLs. Per request: journal → route → faults → User-Agent → rate limit → handler →
 * malformation → send.
 */


const MAX_BODY_BYTES = 1024 * 1024;
/** GGG's required form: `OAuth {clientId}/{version} (contact: {contact})` (docs/external-services.md §1.1). */
const POE_USER_AGENT = /^OAuth [^\s/]+\/\S+ \(contact: [^)]+\)/;

export type SimServerOptions = {
  world: World;
  routes: Route[];
  control: SimulatorControl | undefined;
  host: string;
  port: number;
};

export type RunningServer = { port: number; close: () => Promise<void> };

export async function startSimServer(options: SimServerOptions): Promise<RunningServer> {
  const server: Server = createServer((request, response) => {
    handle(options, request, response).catch((error: unknown) => {
      // Last resort: the pipeline itself failed (e.g. the client vanished mid-request).
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: error instanceof Error ? error.message : String(error) }));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Hanging faults and keep-alive sockets would otherwise hold close() open forever.
        server.closeAllConnections();
      }),
  };
}

async function handle(options: SimServerOptions, incoming: IncomingMessage, outgoing: ServerResponse): Promise<void> {
  const { world, routes } = options;
  const url = new URL(incoming.url ?? '/', 'http://simulator.invalid');
  const method = (incoming.method ?? 'GET').toUpperCase();
  const body = await readBody(incoming);
  if (body === undefined) return send(outgoing, { status: 413, json: { error: 'Request body too large' } }, method);

  if (url.pathname === CONTROL_PREFIX || url.pathname.startsWith(`${CONTROL_PREFIX}/`)) {
    if (!options.control)
      return send(outgoing, { status: 404, json: { error: 'The control API is disabled' } }, method);
    let parsed: unknown = undefined;
    try {
      parsed = body === '' ? {} : JSON.parse(body);
    } catch {
      return send(outgoing, { status: 400, json: { error: 'Control bodies are JSON' } }, method);
    }
    const path = url.pathname.slice(CONTROL_PREFIX.length) || '/';
    return send(
      outgoing,
      handleControl(options.control, world.journal, { method, path, query: url.searchParams, body: parsed }),
      method,
    );
  }

  const api = (Object.keys(API_PREFIXES) as ApiName[]).find(
    (name) => url.pathname === API_PREFIXES[name] || url.pathname.startsWith(`${API_PREFIXES[name]}/`),
  );
  const at = world.clock.now();
  const headers = incoming.headers;
  const authorization = headers.authorization;
  const bearer = /^(?:Bearer|OAuth)\s+(\S+)$/i.exec(authorization ?? '')?.[1];
  const token = bearer === undefined ? undefined : world.oauth.peek(bearer);
  const account =
    token === undefined ? undefined : token.subject.kind === 'user' ? token.subject.account : `app:${token.clientId}`;
  const relative = api === undefined ? url.pathname : url.pathname.slice(API_PREFIXES[api].length) || '/';

  const entry: JournalEntry = world.journal.record({
    at,
    api: api ?? 'unknown',
    method,
    path: safeDecode(relative) ?? relative,
    query: queryRecord(url.searchParams),
    headers: pick({
      userAgent: headers['user-agent'],
      authorization,
      clientId: typeof headers['client-id'] === 'string' ? headers['client-id'] : undefined,
      contentType: headers['content-type'],
    }),
    ...(account === undefined ? {} : { account }),
    status: null,
    outcome: 'pending',
  });

  const answer = (response: SimResponse): void => {
    entry.status = response.status;
    entry.outcome = 'answered';
    send(outgoing, response, method);
  };

  if (api === undefined) {
    return answer({
      status: 404,
      json: { error: `Unknown API prefix; use one of ${Object.values(API_PREFIXES).join(', ')} or ${CONTROL_PREFIX}` },
    });
  }
  const segments = relative.split('/').filter(Boolean).map(safeDecode);
  if (segments.some((segment) => segment === undefined))
    return answer(apiError(api, 400, 'Malformed percent-encoding in the path'));
  const path = `/${segments.join('/')}`;

  const request: SimRequest = {
    at,
    api,
    method,
    path,
    query: url.searchParams,
    headers,
    body,
    ip:
      typeof headers['x-sim-client-ip'] === 'string'
        ? headers['x-sim-client-ip']
        : (incoming.socket.remoteAddress ?? '127.0.0.1'),
    itemFormat: world.settings.itemFormat,
    bearer,
  };

  const fired = world.faults.fire({
    api,
    method,
    path,
    account: token?.subject.kind === 'user' ? token.subject.account : undefined,
  });
  const delay = fired.reduce((total, rule) => total + (rule.action.kind === 'latency' ? rule.action.ms : 0), 0);
  if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  const fault: FaultRule | undefined = fired.find((rule) => rule.action.kind !== 'latency');
  if (fault) {
    entry.fault = {
      id: fault.id,
      kind: fault.action.kind === 'malformed' ? `malformed:${fault.action.malformation}` : fault.action.kind,
    };
  } else if (fired[0]) {
    entry.fault = { id: fired[0].id, kind: 'latency' };
  }
  const action = fault?.action;
  if (action?.kind === 'hang') {
    entry.outcome = 'hung';
    return;
  }
  if (action?.kind === 'drop' && action.when === 'before-response') {
    entry.outcome = 'dropped';
    incoming.socket.destroy();
    return;
  }
  if (
    action?.kind === 'malformed' &&
    (action.malformation === 'old-mod-format' || action.malformation === 'new-mod-format')
  ) {
    request.itemFormat = action.malformation === 'old-mod-format' ? '3.28' : '3.29';
  }

  const match = matchRoute(routes, api, method, segments as string[]);
  const keys: PoeRateLimitKeys = {
    Ip: request.ip,
    ...(token?.subject.kind === 'user' ? { Account: token.subject.account } : {}),
    ...(token ? { Client: token.clientId } : api === 'poeWeb' ? clientFromForm(body) : {}),
  };
  let response: SimResponse;
  if (action?.kind === 'rate-limit') {
    const route = match !== undefined && match !== 'method-not-allowed' ? match : undefined;
    const policy = route ? policyOf(route.route, route.params) : undefined;
    // Discord names buckets by route, as the normal path does; an unknown path is its own bucket.
    const bucketPattern = route?.route.pattern ?? request.path;
    response = rateLimitFault(world, api, request, { policy, bucketPattern }, keys, token?.value, action.retryAfter);
  } else if (action?.kind === 'status') {
    response = apiError(api, action.status, action.message);
  } else {
    response = dispatch(world, request, match, keys, entry, token?.value);
  }
  if (action?.kind === 'malformed') response = malform(response, action.malformation, request, action.status);

  if (action?.kind === 'drop') {
    entry.outcome = 'dropped';
    entry.status = response.status;
    const { payload, headers: responseHeaders } = serialize(response);
    outgoing.writeHead(response.status, { ...responseHeaders, 'content-length': String(Buffer.byteLength(payload)) });
    outgoing.write(payload.slice(0, Math.floor(payload.length / 2)), () => incoming.socket.destroy());
    return;
  }
  answer(response);
}

function dispatch(
  world: World,
  request: SimRequest,
  match: ReturnType<typeof matchRoute>,
  keys: PoeRateLimitKeys,
  entry: JournalEntry,
  token: string | undefined,
): SimResponse {
  const { api } = request;
  if (match === undefined) return apiError(api, 404, api === 'poeApi' ? 'Resource not found' : 'Not Found');
  if (match === 'method-not-allowed') return apiError(api, 405);

  const isAuthorize =
    request.method === 'GET' && (request.path.endsWith('/authorize') || request.path.endsWith('/oauth2/authorize'));
  const needsAgent = (api === 'poeApi' || api === 'poeWeb') && !isAuthorize;
  if (
    needsAgent &&
    world.scenario.userAgent === 'require' &&
    !POE_USER_AGENT.test(request.headers['user-agent'] ?? '')
  ) {
    const message = 'A User-Agent of the form "OAuth {clientId}/{version} (contact: {contact})" is required';
    return api === 'poeApi'
      ? poeError(400, message)
      : { status: 400, json: { error: 'invalid_request', error_description: message } };
  }

  const limitHeaders: Record<string, string> = {};
  const policy = policyOf(match.route, match.params);
  if (policy !== undefined) {
    const outcome = world.limits.poe.hit(policy, keys, request.at);
    Object.assign(limitHeaders, outcome.headers);
    if (outcome.retryAfter !== null) {
      entry.rateLimited = true;
      return withHeaders(apiError(api, 429, 'Rate limit exceeded'), limitHeaders);
    }
  } else if (api === 'twitchApi' && world.limits.twitch.enabled) {
    const bucket = world.limits.twitch.take(twitchBucket(world, token, request.ip), request.at);
    Object.assign(limitHeaders, {
      'Ratelimit-Limit': String(bucket.limit),
      'Ratelimit-Remaining': String(bucket.remaining),
      'Ratelimit-Reset': String(Math.ceil(bucket.resetAt / 1000)),
    });
    if (bucket.refused) {
      entry.rateLimited = true;
      return withHeaders(apiError(api, 429, 'Too Many Requests'), limitHeaders);
    }
  } else if (
    api === 'discord' &&
    request.path.startsWith('/api/') &&
    !request.path.includes('/oauth2/') &&
    world.limits.discord.enabled
  ) {
    const bucketKey = `${token ?? request.ip}|${match.route.pattern}`;
    const bucket = world.limits.discord.take(bucketKey, request.at);
    const resetAfter = Math.max(0, (bucket.resetAt - request.at) / 1000);
    Object.assign(
      limitHeaders,
      discordHeaders(bucket.limit, bucket.remaining, request.at, resetAfter, match.route.pattern),
    );
    if (bucket.refused) {
      entry.rateLimited = true;
      return withHeaders(discordRateLimited(resetAfter), {
        ...limitHeaders,
        'Retry-After': String(Math.ceil(resetAfter)),
      });
    }
  }

  let response: SimResponse;
  try {
    response = match.route.handler(request, match.params);
  } catch (error) {
    if (error instanceof ProviderError) response = error.response;
    else {
      entry.error = error instanceof Error ? error.message : String(error);
      response = apiError(api, 500);
    }
  }
  return withHeaders(response, limitHeaders);
}

function rateLimitFault(
  world: World,
  api: ApiName,
  request: SimRequest,
  { policy, bucketPattern }: { policy: string | undefined; bucketPattern: string },
  keys: PoeRateLimitKeys,
  token: string | undefined,
  retryAfter: number,
): SimResponse {
  if (api === 'twitchApi') {
    world.limits.twitch.drain(twitchBucket(world, token, request.ip), request.at);
    return withHeaders(apiError(api, 429, 'Too Many Requests'), {
      'Ratelimit-Limit': String(world.limits.twitch.limit),
      'Ratelimit-Remaining': '0',
      'Ratelimit-Reset': String(Math.ceil(request.at / 1000) + retryAfter),
      'Retry-After': String(retryAfter),
    });
  }
  if (api === 'discord') {
    return withHeaders(discordRateLimited(retryAfter), {
      ...discordHeaders(world.limits.discord.limit, 0, request.at, retryAfter, bucketPattern),
      'Retry-After': String(retryAfter),
      'X-RateLimit-Scope': 'user',
    });
  }
  const headers =
    policy === undefined
      ? { 'Retry-After': String(retryAfter) }
      : world.limits.poe.restrict(policy, keys, retryAfter, request.at).headers;
  return withHeaders(apiError(api, 429, 'Rate limit exceeded'), headers);
}

/** Twitch counts points per client, and per user for user tokens (docs/external-services.md §2.4); unknown callers per IP. */
function twitchBucket(world: World, token: string | undefined, ip: string): string {
  const record = token === undefined ? undefined : world.oauth.peek(token);
  if (!record) return `ip:${ip}`;
  return record.subject.kind === 'user' ? `${record.clientId}:${record.subject.account}` : record.clientId;
}

function discordHeaders(
  limit: number,
  remaining: number,
  at: number,
  resetAfter: number,
  bucket: string,
): Record<string, string> {
  return {
    'X-RateLimit-Limit': String(limit),
    'X-RateLimit-Remaining': String(remaining),
    'X-RateLimit-Reset': ((at + resetAfter * 1000) / 1000).toFixed(3),
    'X-RateLimit-Reset-After': resetAfter.toFixed(3),
    'X-RateLimit-Bucket': hashHex('discord-bucket', bucket).slice(0, 32),
  };
}

function discordRateLimited(retryAfter: number): SimResponse {
  return {
    status: 429,
    json: { message: 'You are being rate limited.', retry_after: Number(retryAfter.toFixed(3)), global: false },
  };
}

function policyOf(route: Route, params: Record<string, string>): string | undefined {
  return typeof route.policy === 'function' ? route.policy(params) : route.policy;
}

function clientFromForm(body: string): PoeRateLimitKeys {
  const clientId = new URLSearchParams(body).get('client_id');
  return clientId ? { Client: clientId } : {};
}

function withHeaders(response: SimResponse, headers: Record<string, string>): SimResponse {
  return { ...response, headers: { ...headers, ...response.headers } };
}

function serialize(response: SimResponse): { payload: string; headers: Record<string, string> } {
  const headers: Record<string, string> = { ...response.headers };
  let payload = '';
  if (response.location !== undefined) headers.Location = response.location;
  if (response.text !== undefined) {
    payload = response.text;
    headers['Content-Type'] = response.contentType ?? 'application/json';
  } else if (response.json !== undefined) {
    payload = JSON.stringify(response.json);
    headers['Content-Type'] = 'application/json; charset=utf-8';
  }
  return { payload, headers };
}

function send(outgoing: ServerResponse, response: SimResponse, method: string): void {
  const { payload, headers } = serialize(response);
  outgoing.writeHead(response.status, { ...headers, 'Content-Length': String(Buffer.byteLength(payload)) });
  outgoing.end(method === 'HEAD' ? undefined : payload);
}

async function readBody(incoming: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

function queryRecord(params: URLSearchParams): Record<string, string[]> {
  const record: Record<string, string[]> = {};
  for (const [key, value] of params) (record[key] ??= []).push(value);
  return record;
}

function pick<T extends Record<string, string | undefined>>(values: T): { [K in keyof T]?: string } {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: string;
  };
}
