import type { SimRequest, SimResponse } from '../http/router';
import { isJsonObject, type Json, type JsonObject } from '../json';
import { hashHex } from '../seeded-random';
import type { Malformation } from './fault-rules';

/**
 * Rewrites a good response into the broken shapes of docs/external-services.md §5.9. Each kind targets the field a
 * consumer is most likely to trip on (`next_change_id`, `items`, `level`, …) and otherwise the first
 * field that fits, so every kind does something on every JSON endpoint.
 */

const WRONG_TYPE_KEYS = [
  'next_change_id',
  'level',
  'experience',
  'viewer_count',
  'stackSize',
  'expires_in',
  'uuid',
  'id',
];
const MISSING_FIELD_KEYS = [
  'next_change_id',
  'stashes',
  'character',
  'characters',
  'ladder',
  'league_account',
  'stash',
  'data',
  'access_token',
  'uuid',
  'id',
];
const NULL_ARRAY_KEYS = ['items', 'equipment', 'entries', 'data', 'stashes', 'characters', 'children', 'hashes'];
const RATE_LIMIT_HEADER = /^(x-rate-limit-|ratelimit-|x-ratelimit-|retry-after$)/i;

export function malform(
  response: SimResponse,
  kind: Malformation,
  request: SimRequest,
  htmlStatus?: number,
): SimResponse {
  switch (kind) {
    case 'html':
      return cloudflarePage(htmlStatus ?? 503);
    case 'empty-body':
      return {
        status: response.status,
        ...(response.headers ? { headers: response.headers } : {}),
        text: '',
        contentType: 'application/json',
      };
    case 'missing-ratelimit-headers':
      return {
        ...response,
        headers: Object.fromEntries(
          Object.entries(response.headers ?? {}).filter(([name]) => !RATE_LIMIT_HEADER.test(name)),
        ),
      };
    case 'old-mod-format':
    case 'new-mod-format':
      // Applied before the handler ran (the request's itemFormat); nothing left to rewrite.
      return response;
    case 'garbage-export':
      // Looks like a build export (base64url text), but is not zlib data: what a crashed calculation sends.
      return {
        status: response.status,
        text: Buffer.from(hashHex('garbage-export', request.path, request.at).repeat(4), 'hex').toString('base64url'),
        contentType: 'text/plain; charset=utf-8',
      };
    default:
      break;
  }
  if (response.json === undefined) return response;
  const json = structuredClone(response.json);
  const text = JSON.stringify(json);
  switch (kind) {
    case 'truncated-json':
      return {
        ...response,
        text: text.slice(0, Math.max(1, Math.floor(text.length / 2))),
        contentType: 'application/json',
      };
    case 'invalid-json':
      // A trailing comma: looks almost right, and every strict parser rejects it.
      return { ...response, text: `${text.slice(0, -1)},${text.slice(-1)}`, contentType: 'application/json' };
    case 'wrong-type':
      retype(json);
      return { ...response, json };
    case 'missing-field':
      if (isJsonObject(json)) {
        const key = MISSING_FIELD_KEYS.find((candidate) => candidate in json) ?? Object.keys(json)[0];
        if (key !== undefined) delete json[key];
      }
      return { ...response, json };
    case 'null-array':
      nullFirstArray(json);
      return { ...response, json };
    case 'unknown-fields':
      addUnknownFields(json);
      return { ...response, json };
    case 'duplicate-stash':
      return { ...response, json: duplicateStash(json) };
    case 'stale-cursor': {
      if (!isJsonObject(json) || typeof json.next_change_id !== 'string') return response;
      const previous = request.query.get('id') ?? json.next_change_id;
      json.next_change_id = previous;
      return { ...response, json, headers: { ...response.headers, 'X-Next-Change-Id': previous } };
    }
  }
}

function findKey(
  value: Json,
  keys: readonly string[],
  test: (found: Json) => boolean,
): { holder: JsonObject; key: string } | undefined {
  for (const key of keys) {
    const found = searchKey(value, key, test);
    if (found) return found;
  }
  return undefined;
}

function searchKey(
  value: Json,
  key: string,
  test: (found: Json) => boolean,
): { holder: JsonObject; key: string } | undefined {
  if (Array.isArray(value)) {
    for (const element of value) {
      const found = searchKey(element, key, test);
      if (found) return found;
    }
    return undefined;
  }
  if (!isJsonObject(value)) return undefined;
  const direct = value[key];
  if (direct !== undefined && test(direct)) return { holder: value, key };
  for (const child of Object.values(value)) {
    const found = searchKey(child, key, test);
    if (found) return found;
  }
  return undefined;
}

function retype(json: Json): void {
  const target = findKey(json, WRONG_TYPE_KEYS, (found) => typeof found === 'number' || typeof found === 'string');
  if (!target) return;
  const value = target.holder[target.key];
  if (typeof value === 'number') target.holder[target.key] = String(value);
  else if (typeof value === 'string') target.holder[target.key] = Number.parseInt(value, 10) || 0;
}

function nullFirstArray(json: Json): void {
  const target = findKey(json, NULL_ARRAY_KEYS, (found) => Array.isArray(found));
  if (target) target.holder[target.key] = null;
}

function addUnknownFields(json: Json): void {
  if (!isJsonObject(json)) return;
  json.sim_unknown_field = { added_in: '9.99.0', note: 'consumers must ignore fields they do not know' };
  for (const value of Object.values(json)) {
    const nested = Array.isArray(value) ? value : [value];
    for (const element of nested) if (isJsonObject(element)) element.simUnknownFlag = true;
  }
}

/** The first tab twice in one page: an older snapshot first, the current one later (later wins). */
function duplicateStash(json: Json): Json {
  if (!isJsonObject(json) || !Array.isArray(json.stashes)) return json;
  const first = json.stashes[0];
  if (!isJsonObject(first)) return json;
  const stale: JsonObject = { ...first };
  if (Array.isArray(first.items)) stale.items = first.items.slice(0, -1);
  json.stashes = [stale, ...json.stashes];
  return json;
}

function cloudflarePage(status: number): SimResponse {
  const code = status === 429 ? 1015 : status === 503 ? 503 : 522;
  const title =
    status === 429
      ? 'You are being rate limited'
      : status === 503
        ? 'Service Temporarily Unavailable'
        : 'Connection timed out';
  const text = `<!DOCTYPE html>
<html lang="en-US"><head><title>${title} | www.pathofexile.com | Cloudflare</title>
<meta charset="UTF-8" /><meta name="robots" content="noindex, nofollow" /></head>
<body><div id="cf-wrapper"><div id="cf-error-details" class="cf-error-details-wrapper">
<h1><span class="cf-error-type">Error</span> <span class="cf-error-code">${code}</span></h1>
<h2 class="cf-subheadline">${title}</h2>
<p>Cloudflare Ray ID: <strong class="font-semibold">8f2c1d9e7b6a5c4d</strong></p>
</div></div></body></html>`;
  return { status, text, contentType: 'text/html; charset=UTF-8' };
}
