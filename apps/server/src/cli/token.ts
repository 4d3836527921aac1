/**
 * npm run token -- --user <id> [--permissions admin,submission_judge] [--days 14]
 *
 * Prints a signed sign-in token for local administration and testing. With --permissions, the token also
 * grants those permissions to the user the first time the server sees it (the server always authorizes
 * with the permissions stored in the database; a later change in the UI wins over this token).
 */
import { parseArgs } from 'node:util';
import { PermissionSchema } from '@app/shared';
import { loadEnv } from '../env';
import { createAuthTokens, resolveJwtSecret } from '../lib/auth-tokens';

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

  const env = loadEnv();
  const days = values.days === undefined ? env.JWT_TTL_DAYS : Number(values.days);
  if (!Number.isInteger(days) || days < 1 || days > 365) fail('--days must be a whole number from 1 to 365.');

  const tokens = createAuthTokens(resolveJwtSecret(env.JWT_SECRET, env.dataDir));
  const token = await tokens.sign({
    userId,
    permissions,
    ttlSeconds: days * 24 * 60 * 60,
    grant: permissions.length > 0,
  });
  process.stdout.write(`${token}\n`);
}

void main();
