/**
 * All configuration, parsed once at start. The only module that reads process.env (docs/style.md).
 * Every variable is listed, with a comment, in the repository's .env.example.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The server's own directory and the repository root: relative paths in the configuration are taken from the
 * root (npm runs scripts in a workspace). The compiled build (apps/server/dist/*.js) sits as deep as this file
 * (apps/server/src/env.ts), so the same relative URLs hold in both.
 */
export const SERVER_ROOT = path.resolve(fileURLToPath(new URL('..', import.meta.url)));
export const REPO_ROOT = path.resolve(SERVER_ROOT, '../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);

/**
 * Whose X-Forwarded-For to believe: false (nobody; the default), true (any peer: only when nothing but the
 * proxy can reach the port), or the proxy's addresses and networks, comma-separated (`127.0.0.1,10.0.0.0/8`).
 */
const trustedProxies = z.string().transform((value, ctx) => {
  const lowered = value.trim().toLowerCase();
  if (['true', '1', 'yes'].includes(lowered)) return true;
  if (['false', '0', 'no'].includes(lowered)) return false;
  const entries = value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    const [address = '', bits, ...rest] = entry.split('/');
    const version = isIP(address);
    const maxBits = version === 4 ? 32 : 128;
    const validBits = bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= maxBits);
    if (version === 0 || !validBits || rest.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `"${entry}" is not an IP address or network (true, false or a list of them)`,
      });
      return z.NEVER;
    }
  }
  return entries;
});

/** A request budget: a positive whole number (0 would lock everyone out; RATE_LIMITS=false is the off switch). */
const requestBudget = z.coerce.number().int().min(1).max(1_000_000);

/**
 * What a command cannot run without in production, where the development conveniences (the embedded database,
 * a generated secret, localhost addresses) are refused. The server needs all three; `npm run migrate` touches
 * only the database, so a deploy step that migrates need not be handed the site's secrets.
 */
const REQUIRED_IN_PRODUCTION = {
  server: ['JWT_SECRET', 'PUBLIC_URL', 'DATABASE_URL'],
  migrate: ['DATABASE_URL'],
  // `npm run token` signs with the secret and touches nothing else.
  token: ['JWT_SECRET'],
} as const;

/** Which command reads the configuration, for what it requires in production. */
export type EnvCommand = keyof typeof REQUIRED_IN_PRODUCTION;

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65_535).default(8000),
    HOST: z.string().min(1).default('0.0.0.0'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    DATA_DIR: z.string().min(1).default('data'),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// connection URL')
      .optional(),
    JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Days a sign-in token stays valid. */
    JWT_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(14),
    CORS_ORIGINS: csv.default([]),
    BODY_LIMIT_BYTES: z.coerce
      .number()
      .int()
      .min(1024)
      .max(64 * 1024 * 1024)
      .default(1024 * 1024),
    WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
    /** Where the web app loads game images from (read by the web build too); its origin is allowed in the CSP's img-src. */
    VITE_ASSET_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
    SEED_DEMO: booleanFlag.default(true),
    /** The site's address as browsers see it; OAuth redirects come back here. Default http://localhost:PORT. */
    PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Extra origins allowed as OAuth redirect targets (e.g. the Vite dev server). */
    OAUTH_REDIRECT_ORIGINS: csv.pipe(z.array(z.url({ protocol: /^https?$/ }))).default([]),

    /** demo: run the built-in provider simulator with demo data; auto: demo unless provider credentials are set. */
    PROVIDERS: z.enum(['auto', 'demo', 'real']).default('auto'),
    /** How much faster than real time the demo's simulated game runs. */
    DEMO_SPEED: z.coerce.number().min(1).max(100_000).default(60),
    /** Port of the demo's provider simulator (0: any free port). Browsers signing in reach it directly. */
    DEMO_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65_535).default(0),
    /** JSON file with the passive hashes of ascendancy nodes (from the game's passive tree export). */
    POE_ASCENDANCY_NODES_FILE: z.string().min(1).optional(),

    POE_CLIENT_ID: z.string().min(1).optional(),
    POE_CLIENT_SECRET: z.string().min(1).optional(),
    /** Contact address for the User-Agent the PoE API requires: "OAuth <client id>/<version> (contact: …)". */
    POE_CONTACT: z.string().min(3).default('admin@example.org'),
    POE_API_URL: z.url().default('https://api.pathofexile.com'),
    POE_WEB_URL: z.url().default('https://www.pathofexile.com'),
    POE_NINJA_URL: z.url().default('https://poe.ninja'),
    TWITCH_CLIENT_ID: z.string().min(1).optional(),
    TWITCH_CLIENT_SECRET: z.string().min(1).optional(),
    TWITCH_API_URL: z.url().default('https://api.twitch.tv'),
    TWITCH_ID_URL: z.url().default('https://id.twitch.tv'),
    DISCORD_CLIENT_ID: z.string().min(1).optional(),
    DISCORD_CLIENT_SECRET: z.string().min(1).optional(),
    DISCORD_URL: z.url().default('https://discord.com'),
    /**
     * A headless Path of Building service: each character whose equipment changed is POSTed here and the
     * build export it answers gives the ladder's DPS and EHP. Unset (outside demo mode): no builds.
     */
    POB_SERVER_URL: z.url({ protocol: /^https?$/ }).optional(),
    /**
     * Path of Building for Path of Exile 2, another program run as its own service the same way: PoE2
     * characters are POSTed here (decision 035). Unset (outside demo mode): PoE2 characters get no builds.
     */
    POB_POE2_URL: z.url({ protocol: /^https?$/ }).optional(),
    /** Build calculations sent at once to each Path of Building service (one per replica is a good start). */
    POB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    /** Shared secret the Discord bot presents to POST /api/oauth2/discord/bot-login. */
    DISCORD_BOT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    /** Permissions of the bot user (admin only if you list it). */
    DISCORD_BOT_PERMISSIONS: csv
      .pipe(z.array(z.enum(['admin', 'manager', 'objective_designer', 'submission_judge'])))
      .default(['manager']),
    /** What this process does: `api` serves HTTP, `worker` runs background work (one active per database). */
    ROLES: csv
      .pipe(z.array(z.enum(['api', 'worker'])).min(1, 'must name at least one of api, worker'))
      .default(['api', 'worker']),
    /** Whose X-Forwarded-For gives the client address (rate limits key on it): false, true, or the proxy's addresses. */
    TRUST_PROXY: trustedProxies.default(false),
    /**
     * On SIGTERM, how long /api/ready answers 503 before the server stops taking connections: time for a proxy's
     * health checks to send new requests elsewhere. 0 (the default) without a proxy.
     */
    SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
    /** In production, the demo (simulated providers, demo event) runs only when this says so. */
    DEMO: booleanFlag.default(false),
    /** Per-IP request limits (plugins/rate-limit.ts); false switches every limit off (tests, load runs). */
    RATE_LIMITS: booleanFlag.default(true),
    /** Requests per minute and IP to the sign-in routes (/api/oauth2/*). */
    RATE_LIMIT_SIGN_IN_PER_MINUTE: requestBudget.default(30),
    /** Attempts per minute and IP at the Discord bot's shared secret (POST /api/oauth2/discord/bot-login). */
    RATE_LIMIT_BOT_LOGIN_PER_MINUTE: requestBudget.default(5),
    /** Writes (POST, PUT, PATCH, DELETE) per minute and IP. */
    RATE_LIMIT_WRITES_PER_MINUTE: requestBudget.default(120),
    /** New WebSocket connections per minute and IP. */
    RATE_LIMIT_WS_CONNECTS_PER_MINUTE: requestBudget.default(30),
    /** WebSocket connections one IP may hold open at once. */
    RATE_LIMIT_WS_OPEN: requestBudget.default(50),
    /** Bearer token for GET /metrics (Prometheus). Unset: /metrics is not served at all. */
    METRICS_TOKEN: z.string().min(32, 'must be at least 32 characters').optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.PROVIDERS === 'demo' && !env.DEMO) {
      ctx.addIssue({ code: 'custom', path: ['PROVIDERS'], message: 'demo needs DEMO=1 when NODE_ENV=production' });
    }
    for (const provider of ['POE', 'TWITCH', 'DISCORD'] as const) {
      const id = env[`${provider}_CLIENT_ID`];
      const secret = env[`${provider}_CLIENT_SECRET`];
      if (Boolean(id) !== Boolean(secret)) {
        ctx.addIssue({
          code: 'custom',
          path: [`${provider}_CLIENT_SECRET`],
          message: `must be set together with ${provider}_CLIENT_ID`,
        });
      }
    }
  });

/** The configuration as `command` reads it: every value checked, and what it cannot run without in production. */
const envSchema = (command: EnvCommand) =>
  EnvSchema.superRefine((env, ctx) => {
    if (env.NODE_ENV !== 'production') return;
    for (const name of REQUIRED_IN_PRODUCTION[command]) {
      if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required when NODE_ENV=production' });
    }
  });

export type Env = z.infer<typeof EnvSchema> & {
  /** DATA_DIR resolved against the repository root. */
  dataDir: string;
  /** PUBLIC_URL, or http://localhost:PORT. */
  publicUrl: string;
  /**
   * Whether providers are the built-in simulator (PROVIDERS=demo, or auto without any credentials); in production
   * only with DEMO=1.
   */
  demoMode: boolean;
  /** Whether to create the demo event in an empty database (SEED_DEMO; in production only with DEMO=1). */
  seedDemo: boolean;
  /** Origins whose pages may receive OAuth redirects: this site (localhost and 127.0.0.1 when PUBLIC_URL is unset) and OAUTH_REDIRECT_ORIGINS. */
  redirectOrigins: string[];
  /** WEB_DIST_DIR resolved against the repository root, or null when the web app has not been built. */
  webDistDir: string | null;
};

export class InvalidEnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
  }
}

/** Parses configuration for `command` (the server unless said otherwise); lists every invalid variable at once. */
export function parseEnv(source: Record<string, string | undefined>, command: EnvCommand = 'server'): Env {
  // Empty values mean "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = envSchema(command).safeParse(present);
  if (!result.success) {
    throw new InvalidEnvError(result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`));
  }
  const env = result.data;
  const webDistDir = path.resolve(REPO_ROOT, env.WEB_DIST_DIR);
  // Production never shows made-up players or simulated providers unless asked to (a public demo site).
  const demoAllowed = env.NODE_ENV !== 'production' || env.DEMO;
  const hasCredentials = Boolean(env.POE_CLIENT_ID || env.TWITCH_CLIENT_ID || env.DISCORD_CLIENT_ID);
  const siteOrigins = env.PUBLIC_URL
    ? [new URL(env.PUBLIC_URL).origin]
    : [`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`];
  return {
    ...env,
    dataDir: path.resolve(REPO_ROOT, env.DATA_DIR),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    demoMode: demoAllowed && (env.PROVIDERS === 'demo' || (env.PROVIDERS === 'auto' && !hasCredentials)),
    seedDemo: demoAllowed && env.SEED_DEMO,
    redirectOrigins: [...siteOrigins, ...env.OAUTH_REDIRECT_ORIGINS.map((origin) => new URL(origin).origin)],
    webDistDir: existsSync(path.join(webDistDir, 'index.html')) ? webDistDir : null,
  };
}

/** Where the configured database is: PostgreSQL at DATABASE_URL, else the embedded one in DATA_DIR. */
export function databaseOptions(env: Env): { url: string } | { dataDir: string } {
  return env.DATABASE_URL ? { url: env.DATABASE_URL } : { dataDir: env.dataDir };
}

export function loadEnv(command: EnvCommand = 'server'): Env {
  return parseEnv(process.env, command);
}
