import { auditEndpoints } from './audit.endpoints';
import { charactersEndpoints } from './characters.endpoints';
import type { EndpointShapes } from './endpoint';
import { discordWebhooksEndpoints } from './discord-webhooks.endpoints';
import { eventsEndpoints } from './events.endpoints';
import { guildsEndpoints } from './guilds.endpoints';
import { healthEndpoints } from './health.endpoints';
import { oauthEndpoints } from './oauth.endpoints';
import { objectivesEndpoints } from './objectives.endpoints';
import { recurringJobsEndpoints } from './recurring-jobs.endpoints';
import { ROUTES, type EndpointName } from './routes';
import { resultsEndpoints } from './results.endpoints';
import { scoresEndpoints } from './scores.endpoints';
import { signupsEndpoints } from './signups.endpoints';
import { streamsEndpoints } from './streams.endpoints';
import { submissionsEndpoints } from './submissions.endpoints';
import { suggestionsEndpoints } from './suggestions.endpoints';
import { teamSortEndpoints } from './team-sort.endpoints';
import { teamsEndpoints } from './teams.endpoints';
import { usersEndpoints } from './users.endpoints';
import { wishesEndpoints } from './wishes.endpoints';

const SHAPES = {
  ...healthEndpoints,
  ...eventsEndpoints,
  ...teamsEndpoints,
  ...usersEndpoints,
  ...signupsEndpoints,
  ...objectivesEndpoints,
  ...scoresEndpoints,
  ...resultsEndpoints,
  ...submissionsEndpoints,
  ...suggestionsEndpoints,
  ...teamSortEndpoints,
  ...auditEndpoints,
  ...recurringJobsEndpoints,
  ...oauthEndpoints,
  ...guildsEndpoints,
  ...charactersEndpoints,
  ...streamsEndpoints,
  ...wishesEndpoints,
  ...discordWebhooksEndpoints,
};
type Shapes = typeof SHAPES;

// Both halves name the same endpoints: a route without shapes, or shapes without a route, does not compile.
type Holds<T extends true> = T;
export type EveryRouteHasShapes = Holds<Exclude<EndpointName, keyof Shapes> extends never ? true : false>;
export type EveryShapeHasARoute = Holds<Exclude<keyof Shapes, EndpointName> extends never ? true : false>;

/** An endpoint's whole declaration: where it lives and who may call it, what it takes and answers. */
export type Endpoint<N extends EndpointName> = (typeof ROUTES)[N] & Shapes[N] & { readonly name: N };

/** Every endpoint of the API by name. The server registers each from here (apps/server/src/lib/endpoints.ts). */
export const ENDPOINTS = Object.fromEntries(
  Object.entries(ROUTES).map(([name, route]) => [name, { ...route, ...SHAPES[name as EndpointName], name }]),
) as { readonly [N in EndpointName]: Endpoint<N> };

export type SocketEndpointName = {
  [N in EndpointName]: (typeof ROUTES)[N] extends { readonly socket: true } ? N : never;
}[EndpointName];

export type { EndpointShapes };
