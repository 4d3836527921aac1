import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ThrowawayPostgres = { url: string; drop(): Promise<void> };

/** A new, empty database on the PostgreSQL server at `serverUrl`, named after `prefix`; drop() removes it. */
export async function createThrowawayPostgres(serverUrl: string, prefix: string): Promise<ThrowawayPostgres> {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const run = async (statement: string) => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await run(`CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}
