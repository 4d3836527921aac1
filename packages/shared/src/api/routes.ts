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

/** Who may call the routes of one kind, named once: most routes share one of these guards. */
const ADMINS = guards.anyOf('admin');
const ORGANISERS = guards.anyOf('admin', 'manager');
const DESIGNERS = guards.anyOf('admin', 'objective_designer');
/** A member of the team the path names, or an admin. */
const TEAM_OR_ADMIN = guards.teamMember('admin');

/**
 * Every endpoint of the API, by name: the first half of its declaration. The second half, what it takes and
 * answers, is its entry in `endpoints.ts` (zod schemas, docs). The two halves live apart because the browser
 * needs this one on the first page, which must load without zod (decision 022); `endpoints.ts` refuses a name
 * missing from either half. The names are the operation names the reference's client uses where it has one.
 */
export const ROUTES = {
  // audit
  getAuditLog: { method: 'GET', path: '/audit-log', guard: ORGANISERS },
  // characters
  getLadder: { method: 'GET', path: '/events/:event_id/ladder', guard: guards.public },
  getEventCharacters: { method: 'GET', path: '/events/:event_id/characters', guard: guards.public },
  getUserCharacters: { method: 'GET', path: '/users/:user_id/characters', guard: guards.public },
  getCharacterHistory: { method: 'GET', path: '/users/:user_id/characters/:character_id', guard: guards.public },
  getCharacterPobs: { method: 'GET', path: '/users/:user_id/characters/:character_id/pobs', guard: guards.public },
  getCharacterRefresh: { method: 'GET', path: '/events/:event_id/characters/refresh', guard: guards.user },
  requestCharacterRefresh: { method: 'POST', path: '/events/:event_id/characters/refresh', guard: guards.user },
  // events
  getEvents: { method: 'GET', path: '/events', guard: guards.public },
  upsertEvent: { method: 'PUT', path: '/events', guard: ADMINS },
  getEvent: { method: 'GET', path: '/events/:event_id', guard: guards.public },
  duplicateEvent: { method: 'POST', path: '/events/:event_id/duplicate', guard: ADMINS },
  getEventStatus: { method: 'GET', path: '/events/:event_id/status', guard: guards.public },
  deleteEvent: { method: 'DELETE', path: '/events/:event_id', guard: ADMINS },
  // guilds
  getGuilds: { method: 'GET', path: '/:event_id/guilds', guard: TEAM_OR_ADMIN },
  saveGuild: { method: 'PUT', path: '/:event_id/guilds/:guild_id', guard: guards.teamLead() },
  uploadGuildStashHistory: {
    method: 'POST',
    path: '/:event_id/guilds/:guild_id/stash-history',
    guard: guards.teamLead('admin'),
  },
  getGuildStashHistory: {
    method: 'GET',
    path: '/:event_id/guilds/:guild_id/stash-history',
    guard: TEAM_OR_ADMIN,
  },
  getGuildStashHistoryLatest: {
    method: 'GET',
    path: '/:event_id/guilds/:guild_id/stash-history/latest_timestamp',
    guard: TEAM_OR_ADMIN,
  },
  getGuildStashTabs: { method: 'GET', path: '/:event_id/guild-stash', guard: TEAM_OR_ADMIN },
  getGuildStashContent: { method: 'GET', path: '/:event_id/guild-stash/:stash_id', guard: TEAM_OR_ADMIN },
  toggleGuildStashFetch: { method: 'PATCH', path: '/:event_id/guild-stash/:stash_id', guard: guards.teamLead('admin') },
  updateGuildStashAccess: {
    method: 'POST',
    path: '/:event_id/guild-stash/update-access',
    guard: ADMINS,
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
    guard: DESIGNERS,
  },
  deleteScoringPreset: {
    method: 'DELETE',
    path: '/events/:event_id/scoring-presets/:id',
    guard: DESIGNERS,
  },
  saveObjective: {
    method: 'PUT',
    path: '/events/:event_id/objectives',
    guard: DESIGNERS,
  },
  createObjectivesInBulk: {
    method: 'POST',
    path: '/events/:event_id/objectives/bulk',
    guard: DESIGNERS,
  },
  deleteObjective: {
    method: 'DELETE',
    path: '/events/:event_id/objectives/:id',
    guard: DESIGNERS,
  },
  getReEvaluation: {
    method: 'GET',
    path: '/events/:event_id/objectives/re-evaluation',
    guard: DESIGNERS,
  },
  getValidMappings: {
    method: 'GET',
    path: '/events/:event_id/conditions/valid-mappings',
    guard: DESIGNERS,
  },
  saveCondition: {
    method: 'PUT',
    path: '/events/:event_id/conditions',
    guard: DESIGNERS,
  },
  deleteCondition: {
    method: 'DELETE',
    path: '/events/:event_id/conditions/:id',
    guard: DESIGNERS,
  },
  testItem: {
    method: 'POST',
    path: '/events/:event_id/conditions/test',
    guard: DESIGNERS,
  },
  getObjectiveValidation: {
    method: 'GET',
    path: '/events/:event_id/objectives/validation',
    guard: DESIGNERS,
  },
  searchObjectiveSamples: {
    method: 'POST',
    path: '/events/:event_id/objectives/validation/search',
    guard: DESIGNERS,
  },
  saveObjectiveSample: {
    method: 'PUT',
    path: '/events/:event_id/objectives/:id/sample',
    guard: DESIGNERS,
  },
  dryRunObjective: { method: 'POST', path: '/events/:event_id/objectives/dry-run', guard: DESIGNERS },
  deleteObjectiveSample: {
    method: 'DELETE',
    path: '/events/:event_id/objectives/:id/sample',
    guard: DESIGNERS,
  },
  // recurring-jobs
  getJobs: { method: 'GET', path: '/jobs', guard: ADMINS },
  startJob: { method: 'POST', path: '/jobs', guard: ADMINS },
  getJobPauses: { method: 'GET', path: '/jobs/pauses', guard: ADMINS },
  setJobPause: { method: 'PUT', path: '/jobs/pauses/:name', guard: ADMINS },
  // discord-webhooks (an event's webhook URLs hold Discord's token: admins only)
  getDiscordWebhooks: { method: 'GET', path: '/events/:event_id/discord-webhooks', guard: ADMINS },
  setDiscordWebhook: { method: 'PUT', path: '/events/:event_id/discord-webhooks/:purpose', guard: ADMINS },
  deleteDiscordWebhook: { method: 'DELETE', path: '/events/:event_id/discord-webhooks/:purpose', guard: ADMINS },
  testDiscordWebhook: { method: 'POST', path: '/events/:event_id/discord-webhooks/:purpose/test', guard: ADMINS },

  // results
  getEventResults: { method: 'GET', path: '/events/:event_id/results', guard: guards.public },
  // scores
  getLatestScores: { method: 'GET', path: '/events/:event_id/scores/latest', guard: guards.public },
  getScoreTotals: { method: 'GET', path: '/events/:event_id/scores/totals', guard: guards.public },
  getScoreHistory: { method: 'GET', path: '/events/:event_id/scores/history', guard: guards.public },
  getScoreEvidence: { method: 'GET', path: '/events/:event_id/scores/evidence', guard: guards.public },
  scoreDiffSocket: { method: 'GET', path: '/events/:event_id/scores/ws', guard: guards.public, socket: true },
  teamTotalsSocket: { method: 'GET', path: '/events/:event_id/scores/simple/ws', guard: guards.public, socket: true },
  // signups
  getEventSignups: { method: 'GET', path: '/events/:event_id/signups', guard: ORGANISERS },
  getOwnSignup: { method: 'GET', path: '/events/:event_id/signups/self', guard: guards.user },
  putOwnSignup: { method: 'PUT', path: '/events/:event_id/signups/self', guard: guards.user },
  removeSignup: {
    method: 'DELETE',
    path: '/events/:event_id/signups/:user_id',
    guard: ORGANISERS,
  },
  deleteOwnSignup: { method: 'DELETE', path: '/events/:event_id/signups/self', guard: guards.user },
  putActualPlaytime: { method: 'PUT', path: '/events/:event_id/signups/self/actual-playtime', guard: guards.user },
  createSignupGroup: { method: 'POST', path: '/events/:event_id/signups/self/group', guard: guards.user },
  joinSignupGroup: { method: 'PUT', path: '/events/:event_id/signups/self/group', guard: guards.user },
  leaveSignupGroup: { method: 'DELETE', path: '/events/:event_id/signups/self/group', guard: guards.user },
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
    guard: ORGANISERS,
  },
  // teams
  getEventTeams: { method: 'GET', path: '/events/:event_id/teams', guard: guards.public },
  upsertTeam: { method: 'PUT', path: '/events/:event_id/teams', guard: ADMINS },
  assignUsersToTeams: { method: 'PUT', path: '/events/:event_id/teams/users', guard: ORGANISERS },
  getTeam: { method: 'GET', path: '/events/:event_id/teams/:team_id', guard: guards.public },
  deleteTeam: { method: 'DELETE', path: '/events/:event_id/teams/:team_id', guard: ADMINS },
  // users
  getUsers: { method: 'GET', path: '/users', guard: ADMINS },
  getSelf: { method: 'GET', path: '/users/self', guard: guards.user },
  updateSelf: { method: 'PATCH', path: '/users/self', guard: guards.user },
  getUser: { method: 'GET', path: '/users/:user_id', guard: guards.public },
  updatePermissions: { method: 'PATCH', path: '/users/:user_id', guard: ADMINS },
  removeAuth: { method: 'POST', path: '/users/remove-auth', guard: guards.user },
  getEventUsers: { method: 'GET', path: '/events/:event_id/users', guard: guards.public },
  // wishes: a team guard on a path naming a team admits only that team (rules/guards.ts)
  getTeamWishes: { method: 'GET', path: '/events/:event_id/teams/:team_id/wishes', guard: TEAM_OR_ADMIN },
  addWish: { method: 'POST', path: '/events/:event_id/teams/:team_id/wishes', guard: TEAM_OR_ADMIN },
  updateWish: {
    method: 'PATCH',
    path: '/events/:event_id/teams/:team_id/wishes/:wish_id',
    guard: TEAM_OR_ADMIN,
  },
  setWishStatus: {
    method: 'PUT',
    path: '/events/:event_id/teams/:team_id/wishes/:wish_id/status',
    guard: TEAM_OR_ADMIN,
  },
  deleteWish: {
    method: 'DELETE',
    path: '/events/:event_id/teams/:team_id/wishes/:wish_id',
    guard: TEAM_OR_ADMIN,
  },
} as const satisfies Record<string, Route>;

export type EndpointName = keyof typeof ROUTES;
