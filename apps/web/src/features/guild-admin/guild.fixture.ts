/** Test data (imported by tests only): the viewer the guild pages are tested as. */
import type { Event } from '@app/shared';
import { demoEvent, signedIn, type Routes } from '~/testing';

/** User 6, signed in as the lead of Frost Wardens (team 2) in the current event `event`. */
export function teamLeadRoutes(event: Event = demoEvent()): Routes {
  return {
    ...signedIn(6, { status: { team_id: 2, is_team_lead: true } }),
    'GET /api/events/current': { body: event },
  };
}
