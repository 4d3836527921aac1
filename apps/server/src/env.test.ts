import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidEnvError, parseEnv, REPO_ROOT } from './env';

const PRODUCTION = {
  NODE_ENV: 'production',
  JWT_SECRET: 'x'.repeat(32),
  PUBLIC_URL: 'https://events.example.org',
  DATABASE_URL: 'postgres://app@db.internal/events',
};

describe('parseEnv', () => {
  it('runs with nothing configured: port 8000, data in ./data, embedded database', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(8000);
    expect(env.dataDir).toBe(path.join(REPO_ROOT, 'data'));
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual([]);
  });

  it('treats empty values as unset and splits lists', () => {
    const env = parseEnv({ PORT: '', DATABASE_URL: '', CORS_ORIGINS: 'https://a.example, https://b.example' });
    expect(env.PORT).toBe(8000);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
  });

  it('lists every invalid variable at once', () => {
    try {
      parseEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x', LOG_LEVEL: 'loud' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(InvalidEnvError);
      const problems = (error as InvalidEnvError).problems.join('\n');
      expect(problems).toContain('PORT');
      expect(problems).toContain('DATABASE_URL');
      expect(problems).toContain('LOG_LEVEL');
    }
  });

  it('refuses to run in production without a long JWT_SECRET, PUBLIC_URL and DATABASE_URL', () => {
    const refused = () => parseEnv({ NODE_ENV: 'production' });
    expect(refused).toThrow(/JWT_SECRET: is required when NODE_ENV=production/);
    expect(refused).toThrow(/PUBLIC_URL: is required when NODE_ENV=production/);
    expect(refused).toThrow(/DATABASE_URL: is required when NODE_ENV=production/);
    expect(() => parseEnv({ ...PRODUCTION, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(parseEnv(PRODUCTION).NODE_ENV).toBe('production');
  });

  it('lets `npm run migrate` run in production with DATABASE_URL alone, and never on the embedded database', () => {
    const { DATABASE_URL } = PRODUCTION;
    expect(parseEnv({ NODE_ENV: 'production', DATABASE_URL }, 'migrate').DATABASE_URL).toBe(DATABASE_URL);
    try {
      parseEnv({ NODE_ENV: 'production' }, 'migrate');
      expect.unreachable();
    } catch (error) {
      expect((error as InvalidEnvError).problems).toEqual(['DATABASE_URL: is required when NODE_ENV=production']);
    }
    // The server itself still needs all three.
    expect(() => parseEnv({ NODE_ENV: 'production', DATABASE_URL })).toThrow(/JWT_SECRET: is required/);
  });

  it('lets `npm run token` run in production with JWT_SECRET alone', () => {
    const { JWT_SECRET } = PRODUCTION;
    expect(parseEnv({ NODE_ENV: 'production', JWT_SECRET }, 'token').JWT_SECRET).toBe(JWT_SECRET);
    expect(() => parseEnv({ NODE_ENV: 'production' }, 'token')).toThrow(/JWT_SECRET: is required/);
  });

  it('runs no demo in production unless DEMO=1', () => {
    expect(parseEnv({})).toMatchObject({ demoMode: true, seedDemo: true });
    expect(parseEnv(PRODUCTION)).toMatchObject({ demoMode: false, seedDemo: false });
    expect(parseEnv({ ...PRODUCTION, DEMO: '1' })).toMatchObject({ demoMode: true, seedDemo: true });
    expect(() => parseEnv({ ...PRODUCTION, PROVIDERS: 'demo' })).toThrow(/PROVIDERS: demo needs DEMO=1/);
  });
});

describe('TRUST_PROXY', () => {
  it('believes nobody by default, anybody with true, or the listed proxies', () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(parseEnv({ TRUST_PROXY: 'no' }).TRUST_PROXY).toBe(false);
    expect(parseEnv({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      '::1',
    ]);
  });

  it('refuses what is not an address or network', () => {
    for (const value of ['proxy.local', '10.0.0.0/33', '127.0.0.1/8/8', '::1/129', '10.0.0.0/x']) {
      expect(() => parseEnv({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY: .* is not an IP address or network/);
    }
  });
});

describe('OAuth redirect origins', () => {
  it('allow this site on localhost and 127.0.0.1 by default, else PUBLIC_URL, plus listed origins', () => {
    expect(parseEnv({ PORT: '3100' }).redirectOrigins).toEqual(['http://localhost:3100', 'http://127.0.0.1:3100']);
    expect(
      parseEnv({ PUBLIC_URL: 'https://events.example.org/', OAUTH_REDIRECT_ORIGINS: 'http://localhost:5173' })
        .redirectOrigins,
    ).toEqual(['https://events.example.org', 'http://localhost:5173']);
    expect(() => parseEnv({ OAUTH_REDIRECT_ORIGINS: 'not a url' })).toThrow(/OAUTH_REDIRECT_ORIGINS/);
  });
});

describe('rate limits', () => {
  it('are on by default with the documented budgets, and RATE_LIMITS=false switches them off', () => {
    const env = parseEnv({});
    expect(env.RATE_LIMITS).toBe(true);
    expect([
      env.RATE_LIMIT_SIGN_IN_PER_MINUTE,
      env.RATE_LIMIT_BOT_LOGIN_PER_MINUTE,
      env.RATE_LIMIT_WRITES_PER_MINUTE,
      env.RATE_LIMIT_WS_CONNECTS_PER_MINUTE,
      env.RATE_LIMIT_WS_OPEN,
    ]).toEqual([30, 5, 120, 30, 50]);
    expect(parseEnv({ RATE_LIMITS: 'false' }).RATE_LIMITS).toBe(false);
  });

  it('refuses a budget of zero (RATE_LIMITS=false is the way to switch them off)', () => {
    expect(() => parseEnv({ RATE_LIMIT_WRITES_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_WRITES_PER_MINUTE/);
  });
});
