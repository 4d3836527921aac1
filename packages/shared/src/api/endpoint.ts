import { z } from 'zod';
import type { EndpointName } from './routes';

/**
 * What an endpoint takes and answers: the second half of its declaration (the first is its route in
 * `routes.ts`). The server registers the route with these schemas, checks every request and answer against
 * them and publishes them as OpenAPI; the web client takes its argument and answer types from them.
 */
export type EndpointShapes = {
  readonly summary: string;
  readonly description?: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Bytes, when the endpoint takes less than the app's 1 MiB (a client can refuse a larger body before sending). */
  readonly bodyLimit?: number;
  /** What a 413 says when it should say more than the limit (what to send instead). */
  readonly bodyTooLarge?: string;
  /** The answers a caller can rely on, by status (none for a socket); error answers are added for every endpoint from its guard. */
  readonly responses?: { readonly [status: number]: z.ZodType };
};

/** An answer without a body (204, 202), described by what happened. */
export function emptyAnswer(what: string) {
  return z.undefined().describe(what);
}

type Described<S, Tag extends string> = { readonly [N in keyof S]: S[N] & { readonly tags: readonly [Tag] } };

/** One domain's shapes, by endpoint name, all filed under one OpenAPI tag. */
export function describeEndpoints<const Tag extends string, const S extends { [N in EndpointName]?: EndpointShapes }>(
  tag: Tag,
  shapes: S,
): Described<S, Tag> {
  const described: Record<string, unknown> = {};
  for (const [name, shape] of Object.entries(shapes)) described[name] = { ...shape, tags: [tag] };
  return described as Described<S, Tag>;
}
