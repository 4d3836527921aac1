import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { createAuthTokens, resolveJwtSecret } from '../lib/auth-tokens';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const workDir = mkdtempSync(path.join(tmpdir(), 'token-cli-'));
afterAll(() => rmSync(workDir, { recursive: true, force: true }));

/** Runs `npm run token` as a person would, with only the settings given (none inherited from this test run). */
function token(settings: Record<string, string>, ...args: string[]) {
  const { DATA_DIR: _dataDir, JWT_SECRET: _secret, ...inherited } = process.env;
  const result = spawnSync(path.join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/cli/token.ts', ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...inherited, ...settings },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('npm run token', () => {
  it('refuses, naming DATA_DIR and JWT_SECRET, when the data directory holds no server secret — and creates none', () => {
    const dataDir = path.join(workDir, 'never-started');
    const { status, stdout, stderr } = token({ DATA_DIR: dataDir }, '--user', '1');
    expect(status).toBe(1);
    expect(stdout).toBe('');
    expect(stderr).toContain(`JWT_SECRET is not set and there is no secret in DATA_DIR (${dataDir})`);
    expect(stderr).toContain('Run this command with the same DATA_DIR');
    expect(existsSync(dataDir)).toBe(false);
  });

  it('signs with the secret the server generated in the same DATA_DIR, so that server accepts the token', async () => {
    const dataDir = path.join(workDir, 'started');
    const serverSecret = resolveJwtSecret(undefined, dataDir); // what the server does on its first start
    const { status, stdout, stderr } = token({ DATA_DIR: dataDir }, '--user', '7', '--permissions', 'admin');
    expect(status).toBe(0);
    expect(stderr).toContain(`Signed with the secret in ${path.join(dataDir, 'jwt-secret')}`);
    const claims = await createAuthTokens(serverSecret).verify(stdout.trim());
    expect(claims).toMatchObject({ user_id: 7, permissions: ['admin'] });
  });

  it('signs with JWT_SECRET when it is set, as the server does', async () => {
    const secret = 'a-secret-shared-by-server-and-cli-0123456789';
    const { status, stdout, stderr } = token(
      { DATA_DIR: path.join(workDir, 'unused'), JWT_SECRET: secret },
      '--user',
      '3',
    );
    expect(status).toBe(0);
    expect(stderr).toContain('Signed with JWT_SECRET');
    expect(await createAuthTokens(secret).verify(stdout.trim())).toMatchObject({ user_id: 3, permissions: [] });
    await expect(
      createAuthTokens('another-secret-the-server-might-use-0123456').verify(stdout.trim()),
    ).rejects.toThrow();
  });

  it('lists invalid settings instead of crashing', () => {
    const { status, stderr } = token({ JWT_SECRET: 'short' }, '--user', '1');
    expect(status).toBe(1);
    expect(stderr).toContain('JWT_SECRET: must be at least 32 characters');
  });
});
