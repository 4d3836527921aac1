import type { ApiName } from '../faults/fault-rules';

/** Where each simulated API lives on the simulator's one port (its own module: the control side needs it too). */
export const API_PREFIXES: Record<ApiName, string> = {
  poeApi: '/poe-api',
  poeWeb: '/poe-web',
  poeNinja: '/poe-ninja',
  twitchApi: '/twitch-api',
  twitchId: '/twitch-id',
  discord: '/discord',
  pob: '/pob',
  pobPoe2: '/pob-poe2',
};
export const CONTROL_PREFIX = '/_control';
