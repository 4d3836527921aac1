/** Largest id a PostgreSQL `integer` column holds; bigger ids can never exist, so they are a 400, not a 500. */
export const MAX_ID = 2_147_483_647;

/** Whether a value is a possible id (IdSchema's rule, without zod for the web app's first page). */
export function isId(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= MAX_ID;
}
