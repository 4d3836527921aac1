/** Turning a declared route into a concrete request against the gates' fixture event. */
import type { RouteEntry } from '../plugins/auth';
import type { EventFixture, Identities } from './identities.fixture';

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
    case 'provider':
      return 'poe';
    case 'stash_id':
      return 'abcdef0123';
    case 'character_id':
      return 'c0ffee';
    default:
      return '999999';
  }
}

/** The route's URL with each `:param` replaced. */
export function fillPath(route: RouteEntry, value: (name: string) => string): string {
  return route.url.replace(/:(\w+)/g, (_match, name: string) => value(name));
}
