/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, or the embedded one in DATA_DIR) to the
 * schema of this version, as a deploy step of its own before API processes start. Several at once are safe:
 * they take turns. Exits 1, changing nothing, on a schema newer than this version knows. In production it
 * needs DATABASE_URL and none of the server's secrets or addresses.
 */
import { openDatabase, SchemaTooNewError } from '../db/database';
import { databaseOptions, InvalidEnvError, loadEnv } from '../env';
import { runCli } from './run-cli';

async function main(): Promise<string> {
  const env = loadEnv('migrate');
  const database = await openDatabase(databaseOptions(env));
  try {
    const { applied } = await database.migrate();
    const { known } = await database.schemaState();
    return `${database.kind}: applied ${applied} migration${applied === 1 ? '' : 's'}; the schema is current (${known} known)`;
  } finally {
    await database.close();
  }
}

// Configuration and schema problems are the operator's to fix; anything else is a bug or an outage.
runCli(main(), { fixable: [InvalidEnvError, SchemaTooNewError], prefix: 'migrate: ' });
