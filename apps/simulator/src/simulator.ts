import { z } from 'zod';
import { SimulatorControl } from './simulator-control';
import type { ApiName } from './faults/fault-rules';
import type { RequestJournal } from './http/request-journal';
import { API_PREFIXES, CONTROL_PREFIX } from './http/api-prefixes';
import { startSimServer } from './http/sim-server';
import { oauthRoutes } from './oauth/oauth.routes';
import { discordRoutes } from './discord.routes';
import { pobRoutes } from './pob/pob.routes';
import { poeApiRoutes } from './poe/poe-api.routes';
import { ScenarioSchema, type ScenarioInput } from './scenario.schema';
import { twitchRoutes } from './twitch/twitch.routes';
import { VirtualClock } from './virtual-clock';
import { createWorld } from './world';

export type SimulatorOptions = {
  /** A scenario object (validated here) — e.g. `buildDemoScenario()` or a test's own. */
  scenario: ScenarioInput;
  /** 0 (default) picks a free port. */
  port?: number;
  host?: string;
  /** `speed`: virtual ms per wall ms. 0 (default) freezes time between explicit advances. */
  clock?: { speed?: number };
  /** Serve the `/_control` HTTP API (default true). The in-process `control` works either way. */
  controlApi?: boolean;
  /**
   * Demo mode (default false): an authorize request that does not say who consents (no `sim_account`,
   * `sim_deny` or queued consent) shows a page to choose who signs in, instead of consenting as the first account.
   */
  consentChooser?: boolean;
};

/** Base URLs to configure clients with; each stands in for one production host. */
export type SimulatorUrls = Record<ApiName, string> & { control: string; origin: string };

export type Simulator = {
  urls: SimulatorUrls;
  control: SimulatorControl;
  journal: RequestJournal;
  clock: VirtualClock;
  close: () => Promise<void>;
};

export async function startSimulator(options: SimulatorOptions): Promise<Simulator> {
  const parsed = ScenarioSchema.safeParse(options.scenario);
  if (!parsed.success) throw new Error(`Invalid scenario:\n${z.prettifyError(parsed.error)}`);
  const scenario = parsed.data;
  const clock = new VirtualClock(Date.parse(scenario.startAt), { speed: options.clock?.speed ?? 0 });
  const world = createWorld(scenario, clock);
  const control = new SimulatorControl(world);
  const host = options.host ?? '127.0.0.1';
  const server = await startSimServer({
    world,
    routes: [
      ...poeApiRoutes(world),
      ...oauthRoutes(world, { consentChooser: options.consentChooser }),
      ...twitchRoutes(world),
      ...discordRoutes(world),
      ...pobRoutes(scenario.seed),
    ],
    control: options.controlApi === false ? undefined : control,
    host,
    port: options.port ?? 0,
  });
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${server.port}`;
  const urls = Object.fromEntries(
    Object.entries(API_PREFIXES).map(([name, prefix]) => [name, `${origin}${prefix}`]),
  ) as Record<ApiName, string>;
  return {
    urls: { ...urls, control: `${origin}${CONTROL_PREFIX}`, origin },
    control,
    journal: world.journal,
    clock,
    close: server.close,
  };
}
