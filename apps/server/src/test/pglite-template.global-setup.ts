/**
 * Vitest global setup of the server project: builds the migrated embedded database once for the whole run
 * and hands its data directory dump to the test workers (they inherit the environment), so each integration
 * test file opens its databases from it instead of running initdb and every migration again.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { dumpMigratedPglite } from '../db/database';
import { PGLITE_TEMPLATE_FILE } from './pglite-template';

export default async function setup(): Promise<() => void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  process.env[PGLITE_TEMPLATE_FILE] = file;
  return () => rmSync(dir, { recursive: true, force: true });
}
