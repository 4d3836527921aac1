/**
 * Demo mode: with no provider credentials, `npm start` runs the provider simulator in-process with the demo
 * scenario (the demo event's players, characters, stashes and streams) and points the real clients at it.
 * The simulated game runs DEMO_SPEED times faster than real time; the demo event's time windows are
 * compressed the same way, so what the simulator produces lands inside them.
 */
import { eq } from 'drizzle-orm';
import type { JobType } from '@app/shared';
import {
  buildDemoScenario,
  DEMO_LEAGUE,
  DEMO_PLAYERS,
  SIM_ASCENDANCY_NODES,
  startSimulator,
  type Simulator,
} from '@app/simulator';
import type { Db } from './db/database';
import { events, linkedAccounts, recurringJobs } from './db/schema';
import { notifyJobsChanged } from './db/signals';
import type { Env } from './env';
import { saveAccountTokens } from './modules/accounts/linked-accounts.service';
import { connectDemoWebhooks } from './modules/discord-webhooks/discord-webhooks.service';
import type { DiscordWebhookClient } from './providers/discord/discord-webhooks.client';
import type { PoeClient } from './providers/poe/poe.client';
import { createOAuthState, createPkcePair } from './providers/oauth';
import { providersConfigFromSimulator, type ProvidersConfig } from './providers/provider-config';

export type DemoProviders = { simulator: Simulator; config: ProvidersConfig; ascendancyNodes: Set<number> };

async function findDemoEvent(db: Db) {
  const [event] = await db.select().from(events).where(eq(events.name, DEMO_LEAGUE));
  return event;
}

/** Starts the simulator where the demo event's game is now (the same point after every restart). */
export async function startDemoProviders(db: Db, env: Env, version: string): Promise<DemoProviders> {
  const event = await findDemoEvent(db);
  const start = event?.eventStartTime.getTime() ?? Date.now();
  const simulator = await startSimulator({
    scenario: buildDemoScenario({ startAt: new Date(start) }),
    port: env.DEMO_SIMULATOR_PORT,
    clock: { speed: env.DEMO_SPEED },
    // A person signing in from the browser chooses which demo player (or newcomer) they are.
    consentChooser: true,
  });
  const virtualNow = start + Math.max(0, Date.now() - start) * env.DEMO_SPEED;
  if (virtualNow > simulator.clock.now()) simulator.control.setTime(virtualNow);
  return {
    simulator,
    config: providersConfigFromSimulator(simulator.urls, { version, contact: env.POE_CONTACT }),
    ascendancyNodes: new Set(Object.values(SIM_ASCENDANCY_NODES).flat()),
  };
}

/**
 * Gives the demo players game-account tokens, as if each had signed in: the simulator answers the authorize
 * URL for that account and the real client exchanges the code over HTTP. Runs for players without a token
 * or whose account needs re-connection.
 */
export async function linkDemoAccounts(
  db: Db,
  poe: PoeClient,
  simulator: Simulator,
  redirectUri: string,
): Promise<number> {
  const accounts = await db.select().from(linkedAccounts).where(eq(linkedAccounts.provider, 'poe'));
  const names = new Set(DEMO_PLAYERS.map((player) => player.accountName));
  let linked = 0;
  for (const account of accounts) {
    if (!names.has(account.accountName) || (account.accessToken && !account.needsReconnect)) continue;
    const pkce = createPkcePair();
    const state = createOAuthState();
    const redirect = new URL(
      simulator.control.visitAuthorizeUrl(
        poe.authorizeUrl({ redirectUri, state, codeChallenge: pkce.challenge }),
        account.accountName,
      ),
    );
    const tokens = await poe.exchangeCode({
      code: redirect.searchParams.get('code') ?? '',
      redirectUri,
      codeVerifier: pkce.verifier,
    });
    await saveAccountTokens(db, account.userId, 'poe', tokens, new Date());
    linked++;
  }
  return linked;
}

const DEMO_JOBS: JobType[] = [
  'FetchStashChanges',
  'EvaluateStashChanges',
  'FetchCharacterData',
  'FetchGuildStashes',
  'DetermineGuildStashAccess',
];

/** Starts every recurring job for the demo event (once; an admin may stop them). */
export async function ensureDemoJobs(db: Db): Promise<void> {
  const event = await findDemoEvent(db);
  if (!event) return;
  for (const jobType of DEMO_JOBS) {
    await db
      .insert(recurringJobs)
      .values({ eventId: event.id, jobType, endDate: event.eventEndTime })
      .onConflictDoNothing({ target: [recurringJobs.eventId, recurringJobs.jobType] });
  }
  await notifyJobsChanged(db);
}

/** The demo event's Discord webhooks point at the simulator (docs/decisions/038-discord-webhooks.md). */
export async function ensureDemoDiscordWebhooks(db: Db, client: DiscordWebhookClient): Promise<void> {
  const event = await findDemoEvent(db);
  if (event) await connectDemoWebhooks(db, event.id, client);
}
