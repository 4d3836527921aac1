/**
 * `npm run migrate`: brings the configured database (DATABASE_URL, or the embedded one in DATA_DIR) to the
 * schema of this version, as a deploy step of its own before API processes start. Several at once are safe:
 * they take turns. Exits 1, changing nothing, on a schema newer than this version knows. In production it
 * needs DATABASE_URL and none of the server's secrets or addresses.
 */
import { openDatabase, SchemaTooNewError } from '../db/database';
import { databaseOptions, InvalidEnvError, loadEnv } from '../env';

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

main().then(
  (output) => process.stdout.write(`${output}\n`),
  (error: unknown) => {
    // Configuration and schema problems get their message; anything else is a bug or an outage: its stack.
    const message =
      error instanceof InvalidEnvError || error instanceof SchemaTooNewError
        ? error.message
        : error instanceof Error
          ? (error.stack ?? error.message)
          : String(error);
    process.stderr.write(`migrate: ${message}\n`);
    process.exitCode = 1;
  },
);
