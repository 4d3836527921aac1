import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

/**
 * The stored row a save replaces: none when the body names no id (a new one), else the row with that id within
 * `scope` (the event or objective the save belongs to), locked for the save with `forUpdate`.
 */
export async function storedRow<T extends PgTable & { id: PgColumn }>(
  tx: Queryable,
  table: T,
  id: number | undefined,
  scope: SQL,
  { forUpdate = false } = {},
): Promise<T['$inferSelect'] | undefined> {
  if (id === undefined) return undefined;
  // Drizzle cannot see through a generic table whether it selects anything; every table here does.
  const source: PgTable = table;
  const query = tx
    .select()
    .from(source)
    .where(and(eq(table.id, id), scope));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}
