/** Turning a declared route into a concrete request against the gates' fixture event. */
import { holdsAnyPermission, namesTeam } from '@app/shared';
import type { Guard } from '@app/shared';
import type { RouteEntry } from '../plugins/auth';
import type { EventFixture, Identities, Identity } from './identities.fixture';

/** A path parameter value that names something of the fixture (or, for other ids, something that does not exist). */
export function fixtureParam(name: string, fixture: EventFixture, identities: Identities): string {
  switch (name) {
    case 'event_id':
      return String(fixture.eventId);
    case 'team_id':
      return String(fixture.teamA);
    case 'user_id':
      return String(identities.playerA.userId);
    case 'guild_id':
      return String(fixture.guildId);
    case 'wish_id':
      return String(fixture.wishId);
    case 'provider':
      return 'poe';
    case 'stash_id':
      return 'abcdef0123';
    case 'character_id':
      return 'c0ffee';
    case 'purpose':
      return 'submissions';
    default:
      return '999999';
  }
}

/** The route's URL with each `:param` replaced. */
export function fillPath(route: RouteEntry, value: (name: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => value(name));
}

/** What a caller must get: let through (anything but 401/403 and never 5xx), refused, or "as if no token". */
export type Outcome = 'allowed' | 401 | 403 | 'as_anonymous';

export function expectedOutcome(route: { guard: Guard; url: string }, identity: Identity): Outcome {
  const { guard } = route;
  // A team guard on a path naming a team admits that team only: the one fixtureParam names, team A.
  const inTeam = namesTeam(route.url) ? identity.kind === 'person' && identity.team === 'A' : true;
  if (identity.kind === 'bad_token') return guard.kind === 'public' ? 'as_anonymous' : 401;
  if (identity.kind === 'anonymous') return guard.kind === 'public' ? 'allowed' : 401;
  switch (guard.kind) {
    case 'public':
    case 'user':
      return 'allowed';
    case 'permissions':
      return holdsAnyPermission(identity.permissions, guard.anyOf) ? 'allowed' : 403;
    case 'team_member':
      return holdsAnyPermission(identity.permissions, guard.or) || (identity.team !== null && inTeam) ? 'allowed' : 403;
    case 'team_lead':
      return holdsAnyPermission(identity.permissions, guard.or) || (identity.lead && inTeam) ? 'allowed' : 403;
    case 'metrics_token':
      // No user sign-in, however privileged, opens the metrics: only the scraper's own token does.
      return 401;
  }
}
