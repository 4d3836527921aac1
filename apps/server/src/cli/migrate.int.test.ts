import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env';
import { DATABASE_KINDS } from '../test/test-app';
import { createThrowawayPostgres } from '../test/throwaway-postgres';

/** Runs `npm run migrate` as a deploy step would, with only the settings given (none inherited from this test run). */
function migrate(settings: Record<string, string>) {
  const result = spawnSync(path.join(REPO_ROOT, 'node_modules/.bin/tsx'), ['apps/server/src/cli/migrate.ts'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...settings },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run migrate in production', () => {
  it('refuses without DATABASE_URL, naming nothing else: production never migrates the embedded database', () => {
    const { status, stdout, stderr } = migrate({ NODE_ENV: 'production' });
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toBe('migrate: Invalid configuration:\n  - DATABASE_URL: is required when NODE_ENV=production\n');
  });

  it.runIf(DATABASE_KINDS.includes('postgres'))(
    'migrates PostgreSQL with DATABASE_URL alone, none of the server’s secrets or addresses',
    async () => {
      const empty = await createThrowawayPostgres(process.env.TEST_DATABASE_URL!, 'migrate_cli');
      try {
        const { status, stdout, stderr } = migrate({ NODE_ENV: 'production', DATABASE_URL: empty.url });
        expect(stderr).toBe('');
        expect(status).toBe(0);
        expect(stdout).toMatch(/^postgres: applied [1-9]\d* migrations; the schema is current/);
      } finally {
        await empty.drop();
      }
    },
  );
});
