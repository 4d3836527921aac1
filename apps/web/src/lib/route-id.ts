import { notFound } from '@tanstack/react-router';

/** docs/domain.md §2: route ids are numeric; anything else is a page that does not exist. */
const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;

export function parseRouteId(text: string): number {
  if (!NUMERIC_ID.test(text)) notFound({ throw: true });
  return Number(text);
}

/**
 * The `params` option of a route whose path ids are all numeric (docs/domain.md §2): each id is a number in the
 * page, written back as text in links, and any other text is a page that does not exist.
 */
export function numericIdParams<const K extends string>(...keys: K[]) {
  return {
    parse: (raw: Record<K, string>) => mapIds(raw, keys, parseRouteId),
    stringify: (params: Record<K, number>) => mapIds(params, keys, String),
  };
}

function mapIds<K extends string, A, B>(params: Record<K, A>, keys: K[], map: (value: A) => B): Record<K, B> {
  return Object.fromEntries(keys.map((key) => [key, map(params[key])])) as Record<K, B>;
}
