import { notFound } from '@tanstack/react-router';

/** docs/domain.md §2: route ids are numeric; anything else is a page that does not exist. */
const NUMERIC_ID = /^[1-9][0-9]{0,9}$/;

export function parseRouteId(text: string): number {
  if (!NUMERIC_ID.test(text)) notFound({ throw: true });
  return Number(text);
}
