import type { Permission } from './permissions';

/**
 * Who may call an endpoint. Every endpoint declares one (packages/shared/src/api/routes.ts); the server's auth plugin enforces it and
 * publishes it in the OpenAPI document.
 * - public: anyone; a token, when valid, identifies the caller (an invalid one is ignored).
 * - user: any signed-in user.
 * - permissions: a signed-in user holding at least one of the listed permissions.
 * - team_member / team_lead: a member / lead of a team of the route's event (or a holder of one of `or`); on a
 *   path that names a team (`:team_id`, see namesTeam), of that team.
 * - metrics_token: a machine presenting METRICS_TOKEN as its bearer token (a scraper, never a user).
 */
export type Guard =
  | { kind: 'public' }
  | { kind: 'user' }
  | { kind: 'permissions'; anyOf: readonly Permission[] }
  | { kind: 'team_member'; or: readonly Permission[] }
  | { kind: 'team_lead'; or: readonly Permission[] }
  | { kind: 'metrics_token' };

export const guards = {
  public: { kind: 'public' },
  user: { kind: 'user' },
  anyOf: (...anyOf: Permission[]): Guard => ({ kind: 'permissions', anyOf }),
  teamMember: (...or: Permission[]): Guard => ({ kind: 'team_member', or }),
  teamLead: (...or: Permission[]): Guard => ({ kind: 'team_lead', or }),
  metricsToken: { kind: 'metrics_token' },
} as const satisfies Record<string, Guard | ((...args: Permission[]) => Guard)>;

/**
 * Whether a path names one team (`/teams/:team_id`): its team guards then admit that team's members or leads
 * only, so one team never reads or changes another's things (a permission in `or` still admits anyone).
 */
export function namesTeam(path: string): boolean {
  return path.includes('/:team_id');
}

/** One line a reader of the API docs understands; `path` is the endpoint's (a team guard reads it, see namesTeam). */
export function describeGuard(guard: Guard, path = ''): string {
  const alternatives = (or: readonly Permission[]) => (or.length ? ` (or a holder of: ${or.join(', ')})` : '');
  switch (guard.kind) {
    case 'public':
      return 'Public: no sign-in needed.';
    case 'user':
      return 'Signed-in users.';
    case 'permissions':
      return `Signed-in users holding any of: ${guard.anyOf.join(', ')}.`;
    case 'team_member':
      return `Members of ${namesTeam(path) ? 'the team in the path' : 'a team of this event'}${alternatives(guard.or)}.`;
    case 'team_lead':
      return `${namesTeam(path) ? 'Leads of the team in the path' : 'Team leads of this event'}${alternatives(guard.or)}.`;
    case 'metrics_token':
      return 'Metrics scrapers presenting METRICS_TOKEN; user sign-ins are refused.';
  }
}
