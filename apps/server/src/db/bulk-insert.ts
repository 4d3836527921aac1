/**
 * Many rows in one statement with ONE parameter: the rows travel as a JSON array and PostgreSQL unpacks them
 * with json_to_recordset. The stash pipeline writes thousands of rows per page; as one bound parameter per
 * value, building the statement cost more than the database spent running it. The text form (json, not jsonb)
 * hands a json column its value's text as it is, where jsonb would parse a snapshot's items only to print them.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from './database';

/**
 * Inserts `rows` (each an object keyed by the given columns' property names) into `table`, skipping rows that
 * conflict with a unique index. Values go through JSON: Dates become ISO strings (fine for timestamptz), JSON
 * columns nest as they are; numbers must fit in a double.
 */
export async function insertRowsAsJson<Row extends Record<string, unknown>>(
  db: Queryable,
  table: PgTable,
  columns: { [Key in keyof Row & string]: PgColumn },
  rows: readonly Row[],
): Promise<void> {
  if (rows.length === 0) return;
  const entries = Object.entries(columns) as [keyof Row & string, PgColumn][];
  const names = entries.map(([, column]) => quote(column.name)).join(', ');
  const shape = entries.map(([, column]) => `${quote(column.name)} ${recordType(column)}`).join(', ');
  // Filled key by key, every row's object has the same shape, which JSON.stringify walks a third faster than
  // objects made by Object.fromEntries.
  const json = withoutNul(
    JSON.stringify(
      rows.map((row) => {
        const record: Record<string, unknown> = {};
        for (const [key, column] of entries) record[column.name] = row[key] ?? null;
        return record;
      }),
    ),
  );
  await db.execute(
    sql`insert into ${sql.raw(quote(getTableName(table)))} (${sql.raw(names)})
        select ${sql.raw(names)} from json_to_recordset(${json}::json) as r(${sql.raw(shape)})
        on conflict do nothing`,
  );
}

/**
 * PostgreSQL text and jsonb cannot hold the NUL character. The game never sends one, but one hostile item name
 * must not make a whole page fail to store again and again. Drops every `\u0000` escape (one that is not
 * itself an escaped backslash followed by "u0000").
 */
export function withoutNul(json: string): string {
  return json.includes('\\u0000') ? json.replace(/(?<!\\)((?:\\\\)*)\\u0000/g, '$1') : json;
}

/** The column's type as a record definition accepts it (serial types are plain integers there). */
function recordType(column: PgColumn): string {
  const type = column.getSQLType();
  if (type === 'bigserial') return 'bigint';
  if (type === 'serial') return 'integer';
  return type;
}

function quote(identifier: string): string {
  return `"${identifier.replaceAll('"', '""')}"`;
}
