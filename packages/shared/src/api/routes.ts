import { guards, type Guard } from '../rules/guards';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where an endpoint lives and who may call it. `path` is under the API base (`/api`), Fastify style:
 * `:name` is a path parameter. A `socket` endpoint upgrades to a WebSocket and takes its sign-in token as
 * `?token=` (browsers cannot set headers on one).
 */
export type Route = {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly guard: Guard;
  readonly socket?: true;
};

/**
 * Every endpoint of the API, by name: the first half of its declaration. The second half, what it takes and
 * answers, is its entry in `endpoints.ts` (zod schemas, docs). The two halves live apart because the browser
 * needs this one on the first page, which must load without zod (decision 022); `endpoints.ts` refuses a name
 * missing from either half. The names are the operation names the reference's client uses where it has one.
 */
export const ROUTES = {
  // audit
  getAuditLog: { method: 'GET', path: '/audit-log', guard: guards.anyOf('admin', 'manager') },
  // characters
  getLadder: { method: 'GET', path: '/events/:event_id/ladder', guard: guards.public },
  getEventCharacters: { method: 'GET', path: '/events/:event_id/characters', guard: guards.public },
  getUserCharacters: { method: 'GET', path: '/users/:user_id/characters', guard: guards.public },
  getCharacterHistory: { method: 'GET', path: '/users/:user_id/characters/:character_id', guard: guards.public },
  getCharacterPobs: { method: 'GET', path: '/users/:user_id/characters/:character_id/pobs', guard: guards.public },
  // events
  getEvents: { method: 'GET', path: '/events', guard: guards.public },
  upsertEvent: { method: 'PUT', path: '/events', guard: guards.anyOf('admin') },
  getEvent: { method: 'GET', path: '/events/:event_id', guard: guards.public },
  duplicateEvent: { method: 'POST', path: '/events/:event_id/duplicate', guard: guards.anyOf('admin') },
  getEventStatus: { method: 'GET', path: '/events/:event_id/status', guard: guards.public },
  deleteEvent: { method: 'DELETE', path: '/events/:event_id', guard: guards.anyOf('admin') },
  // guilds
  getGuilds: { method: 'GET', path: '/:event_id/guilds', guard: guards.teamMember('admin') },
  saveGuild: { method: 'PUT', path: '/:event_id/guilds/:guild_id', guard: guards.teamLead() },
  uploadGuildStashHistory: {
    method: 'POST',
    path: '/:event_id/guilds/:guild_id/stash-history',
    guard: guards.teamLead('admin'),
  },
  getGuildStashHistory: {
    method: 'GET',
    path: '/:event_id/guilds/:guild_id/stash-history',
    guard: guards.teamMember('admin'),
  },
  getGuildStashHistoryLatest: {
    method: 'GET',
    path: '/:event_id/guilds/:guild_id/stash-history/latest_timestamp',
    guard: guards.teamMember('admin'),
  },
  getGuildStashTabs: { method: 'GET', path: '/:event_id/guild-stash', guard: guards.teamMember('admin') },
  getGuildStashContent: { method: 'GET', path: '/:event_id/guild-stash/:stash_id', guard: guards.teamMember('admin') },
  toggleGuildStashFetch: { method: 'PATCH', path: '/:event_id/guild-stash/:stash_id', guard: guards.teamLead('admin') },
  updateGuildStashAccess: {
    method: 'POST',
    path: '/:event_id/guild-stash/update-access',
    guard: guards.anyOf('admin'),
  },
  updateGuildStash: {
    method: 'POST',
    path: '/:event_id/guild-stash/:stash_id/update',
    guard: guards.teamLead('admin'),
  },
  // health
  getHealth: { method: 'GET', path: '/health', guard: guards.public },
  getReady: { method: 'GET', path: '/ready', guard: guards.public },
  // oauth
  getOAuthRedirect: { method: 'GET', path: '/oauth2/:provider/redirect', guard: guards.public },
  finishSignIn: { method: 'POST', path: '/oauth2/:provider/callback', guard: guards.public },
  discordBotLogin: { method: 'POST', path: '/oauth2/discord/bot-login', guard: guards.public },
  // objectives
  getObjectives: { method: 'GET', path: '/events/:event_id/objectives', guard: guards.public },
  getObjective: { method: 'GET', path: '/events/:event_id/objectives/:id', guard: guards.public },
  getScoringPresets: { method: 'GET', path: '/events/:event_id/scoring-presets', guard: guards.public },
  saveScoringPreset: {
    method: 'PUT',
    path: '/events/:event_id/scoring-presets',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  deleteScoringPreset: {
    method: 'DELETE',
    path: '/events/:event_id/scoring-presets/:id',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  saveObjective: {
    method: 'PUT',
    path: '/events/:event_id/objectives',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  createObjectivesInBulk: {
    method: 'POST',
    path: '/events/:event_id/objectives/bulk',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  deleteObjective: {
    method: 'DELETE',
    path: '/events/:event_id/objectives/:id',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  getReEvaluation: {
    method: 'GET',
    path: '/events/:event_id/objectives/re-evaluation',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  getValidMappings: {
    method: 'GET',
    path: '/events/:event_id/conditions/valid-mappings',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  saveCondition: {
    method: 'PUT',
    path: '/events/:event_id/conditions',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  deleteCondition: {
    method: 'DELETE',
    path: '/events/:event_id/conditions/:id',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  testItem: {
    method: 'POST',
    path: '/events/:event_id/conditions/test',
    guard: guards.anyOf('admin', 'objective_designer'),
  },
  // recurring-jobs
  getJobs: { method: 'GET', path: '/jobs', guard: guards.anyOf('admin') },
  startJob: { method: 'POST', path: '/jobs', guard: guards.anyOf('admin') },
  // scores
  getLatestScores: { method: 'GET', path: '/events/:event_id/scores/latest', guard: guards.public },
  getScoreTotals: { method: 'GET', path: '/events/:event_id/scores/totals', guard: guards.public },
  getScoreHistory: { method: 'GET', path: '/events/:event_id/scores/history', guard: guards.public },
  scoreDiffSocket: { method: 'GET', path: '/events/:event_id/scores/ws', guard: guards.public, socket: true },
  teamTotalsSocket: { method: 'GET', path: '/events/:event_id/scores/simple/ws', guard: guards.public, socket: true },
  // signups
  getEventSignups: { method: 'GET', path: '/events/:event_id/signups', guard: guards.anyOf('admin', 'manager') },
  getOwnSignup: { method: 'GET', path: '/events/:event_id/signups/self', guard: guards.user },
  putOwnSignup: { method: 'PUT', path: '/events/:event_id/signups/self', guard: guards.user },
  removeSignup: {
    method: 'DELETE',
    path: '/events/:event_id/signups/:user_id',
    guard: guards.anyOf('admin', 'manager'),
  },
  deleteOwnSignup: { method: 'DELETE', path: '/events/:event_id/signups/self', guard: guards.user },
  putActualPlaytime: { method: 'PUT', path: '/events/:event_id/signups/self/actual-playtime', guard: guards.user },
  // streams
  getStreams: { method: 'GET', path: '/streams', guard: guards.public },
  // submissions
  getSubmissions: { method: 'GET', path: '/events/:event_id/submissions', guard: guards.public },
  putSubmission: { method: 'PUT', path: '/events/:event_id/submissions', guard: guards.teamMember() },
  placeTeams: {
    method: 'PUT',
    path: '/events/:event_id/submissions/admin',
    guard: guards.anyOf('admin', 'submission_judge'),
  },
  reviewSubmission: {
    method: 'PUT',
    path: '/events/:event_id/submissions/:submission_id/review',
    guard: guards.anyOf('admin', 'submission_judge'),
  },
  deleteSubmission: { method: 'DELETE', path: '/events/:event_id/submissions/:submission_id', guard: guards.user },
  // suggestions
  getTeamSuggestions: { method: 'GET', path: '/events/:event_id/suggestions', guard: guards.teamMember() },
  putSuggestion: { method: 'PUT', path: '/events/:event_id/suggestions/:objective_id', guard: guards.teamLead() },
  deleteSuggestion: { method: 'DELETE', path: '/events/:event_id/suggestions/:objective_id', guard: guards.teamLead() },
  // team-sort
  suggestTeams: {
    method: 'POST',
    path: '/events/:event_id/team-sort/suggestion',
    guard: guards.anyOf('admin', 'manager'),
  },
  // teams
  getEventTeams: { method: 'GET', path: '/events/:event_id/teams', guard: guards.public },
  upsertTeam: { method: 'PUT', path: '/events/:event_id/teams', guard: guards.anyOf('admin') },
  assignUsersToTeams: { method: 'PUT', path: '/events/:event_id/teams/users', guard: guards.anyOf('admin', 'manager') },
  getTeam: { method: 'GET', path: '/events/:event_id/teams/:team_id', guard: guards.public },
  deleteTeam: { method: 'DELETE', path: '/events/:event_id/teams/:team_id', guard: guards.anyOf('admin') },
  // users
  getUsers: { method: 'GET', path: '/users', guard: guards.anyOf('admin') },
  getSelf: { method: 'GET', path: '/users/self', guard: guards.user },
  updateSelf: { method: 'PATCH', path: '/users/self', guard: guards.user },
  getUser: { method: 'GET', path: '/users/:user_id', guard: guards.public },
  updatePermissions: { method: 'PATCH', path: '/users/:user_id', guard: guards.anyOf('admin') },
  removeAuth: { method: 'POST', path: '/users/remove-auth', guard: guards.user },
  getEventUsers: { method: 'GET', path: '/events/:event_id/users', guard: guards.public },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof ROUTES;
