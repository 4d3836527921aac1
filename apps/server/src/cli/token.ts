/**
 * npm run token -- --user <id> [--permissions admin,submission_judge] [--days 14]
 *
 * Prints a signed sign-in token for local administration and testing. With --permissions, the token also
 * grants those permissions to the user the first time the server sees it (the server always authorizes
 * with the permissions stored in the database; a later change in the UI wins over this token).
 *
 * It reads the same settings as the server (JWT_SECRET, else the secret the server generated in DATA_DIR) and
 * never creates a secret: a token signed with a secret the server does not use would be refused, silently.
 */
import { parseArgs } from 'node:util';
import { PermissionSchema } from '@app/shared';
import { InvalidEnvError, loadEnv, type Env } from '../env';
import { createAuthTokens, findJwtSecret } from '../lib/auth-tokens';

const USAGE =
  'Usage: npm run token -- --user <id> [--permissions admin,manager,objective_designer,submission_judge] [--days 14]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(1);
}

async function main(): Promise<void> {
  let values: { user?: string; permissions?: string; days?: string };
  try {
    ({ values } = parseArgs({
      options: { user: { type: 'string' }, permissions: { type: 'string' }, days: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const userId = Number(values.user);
  if (!values.user || !Number.isInteger(userId) || userId < 1)
    fail('--user must be a user id (a positive whole number).');

  const requested = (values.permissions ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const unknown = requested.filter((p) => !PermissionSchema.safeParse(p).success);
  if (unknown.length)
    fail(`Unknown permission(s): ${unknown.join(', ')}. Known: ${PermissionSchema.options.join(', ')}.`);
  const permissions = requested.map((p) => PermissionSchema.parse(p));

  let env: Env;
  try {
    env = loadEnv('token');
  } catch (error) {
    if (error instanceof InvalidEnvError) fail(`${error.message}\nSee .env.example for every variable.`);
    throw error;
  }
  const days = values.days === undefined ? env.JWT_TTL_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 365) fail('--days must be a whole number from 1 to 365.');

  const found = findJwtSecret(env.JWT_SECRET, env.dataDir);
  if (!found) {
    fail(
      `No signing secret: JWT_SECRET is not set and there is no secret in DATA_DIR (${env.dataDir}).\n` +
        'The server creates one in its DATA_DIR on its first start. Run this command with the same DATA_DIR ' +
        '(for example DATA_DIR=/var/lib/events npm run token -- --user 1) or the same JWT_SECRET as the server.',
    );
  }
  const tokens = createAuthTokens(found.secret);
  const token = await tokens.sign({
    userId,
    permissions,
    ttlSeconds: days * 24 * 60 * 60,
    grant: permissions.length > 0,
  });
  process.stdout.write(`${token}\n`);
  // On stderr, so the token alone can be captured; says which server will accept it.
  process.stderr.write(
    found.source.kind === 'env'
      ? 'Signed with JWT_SECRET: a server started with the same JWT_SECRET accepts it.\n'
      : `Signed with the secret in ${found.source.file}: a server started with DATA_DIR=${env.dataDir} (and no JWT_SECRET) accepts it.\n`,
  );
}

void main();
