export * from './demo/roster';
export { DEMO_CATALOGUE, listCatalogueItems } from './demo/catalogue';
export type {
  CatalogueCollection,
  CatalogueDaily,
  CatalogueItem,
  CatalogueUniqueSet,
  DemoCatalogue,
} from './demo/catalogue';
export {
  buildDemoScenario,
  DEMO_CLIENTS,
  DEMO_DEFAULT_START,
  DEMO_EVENT_DURATION_MS,
  DEMO_GUILDS,
  DEMO_SEED,
} from './demo/demo-scenario';
export type { DemoScenarioOptions } from './demo/demo-scenario';
export { startSimulator } from './simulator';
export type { Simulator, SimulatorOptions, SimulatorUrls } from './simulator';
export { SimulatorControl } from './simulator-control';
export type { CharacterPatch, CharacterSummary, GuildTabChange, RateLimitConfig } from './simulator-control';
export { ScenarioSchema, ItemSpecSchema } from './scenario.schema';
export type { ItemFormat, ItemSpec, ItemSpecInput, Scenario, ScenarioInput } from './scenario.schema';
export type { FaultRuleInput, Malformation, ApiName } from './faults/fault-rules';
export type { JournalEntry, JournalFilter, RequestJournal } from './http/request-journal';
export type { StashChangeInput } from './poe/stash-river';
export type { StreamChange } from './twitch/streams';
export type { DiscordWebhookPost } from './discord-webhook-posts';
export type { ConsentInput, TokenFilter } from './oauth/oauth-server';
export { pkceChallenge } from './oauth/oauth-server';
export { SIM_ASCENDANCY_NODES } from './poe/characters';
export { TEST_WORLD } from './test-world';
export { VirtualClock } from './virtual-clock';
export type { Duration } from './virtual-clock';
