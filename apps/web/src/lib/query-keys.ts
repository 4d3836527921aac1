/**
 * Every cache key of the web app, named after the endpoint whose answer it holds. Keys of one event start with
 * ['events', eventKey], so invalidating the event's key refreshes everything read about it.
 *
 * How per-event cache entries are keyed (docs/domain.md §4): the event flagged is_current is keyed as 'current', so data
 * fetched through the `current` alias and through its numeric id share one entry.
 */
export type EventKey = number | 'current';

/** Everything read about any event: each event key below starts with it. */
export const ALL_EVENTS_QUERY_KEY = ['events'] as const;

/** The cache key of the current event itself (getEvent with 'current'). */
export const CURRENT_EVENT_QUERY_KEY = ['events', 'current'] as const;

/** The key part for an event: 'current' for the current event, else its id. */
export function eventKey(eventId: EventKey, currentEventId: number | undefined): EventKey {
  return eventId === currentEventId ? 'current' : eventId;
}

/** How a key of something read about one event is built: ['events', eventKey, ...parts]. */
function eventPartKey<const P extends readonly string[]>(...parts: P) {
  return (eventId: EventKey) => ['events', eventId, ...parts] as const;
}

/**
 * Marks a query whose answer depends on who is logged in (own user, own event status, own signup, …).
 * Such entries are dropped when the session changes, so one user never sees another's data.
 */
export const USER_SCOPED = { userScoped: true } as const;

export function isUserScoped(query: { meta?: Record<string, unknown> }): boolean {
  return query.meta?.userScoped === true;
}

/** The logged-in user (getSelf); written directly by calls that answer with the updated user. */
export const SELF_QUERY_KEY = ['users', 'self'] as const;

/** The caller's standing in an event (getEventStatus). */
export const eventStatusQueryKey = eventPartKey('status');

/** The caller's latest character refresh in an event (getCharacterRefresh). */
export const characterRefreshQueryKey = eventPartKey('character-refresh');

/** The caller's own signup for an event (getOwnSignup). */
export const ownSignupQueryKey = eventPartKey('signups', 'self');

/** Every event the viewer may see (getEvents); its teams ride along, so team changes refresh it too. */
export const EVENTS_LIST_QUERY_KEY = ['events', 'list'] as const;

/** One event by id or alias (getEvent). */
export const eventQueryKey = eventPartKey();

/** The teams of an event (getEventTeams). */
export const eventTeamsQueryKey = eventPartKey('teams');

/** Every submission of an event (getSubmissions). */
export const eventSubmissionsQueryKey = eventPartKey('submissions');

/** An event's Discord webhooks with their delivery state (getDiscordWebhooks, admins only). */
export const eventDiscordWebhooksQueryKey = eventPartKey('discord-webhooks');

/** The recurring background jobs with their health (getJobs, admins only). */
export const JOBS_QUERY_KEY = ['jobs'] as const;

/** Every job type's pause between runs (getJobPauses, admins only). */
export const JOB_PAUSES_QUERY_KEY = ['jobs', 'pauses'] as const;

/** Every user with linked accounts and permissions (getUsers, admins only). */
export const USERS_QUERY_KEY = ['users', 'all'] as const;

/** A user's public name (getUser). */
export function userQueryKey(userId: number) {
  return ['users', userId] as const;
}

/** A user's characters, one per event (getUserCharacters). */
export function userCharactersQueryKey(userId: number) {
  return ['users', userId, 'characters'] as const;
}

/** A character's stats over time (getCharacterHistory). */
export function characterHistoryQueryKey(userId: number, characterId: string) {
  return ['users', userId, 'characters', characterId] as const;
}

/** A character's builds (getCharacterPobs). */
export function characterBuildsQueryKey(userId: number, characterId: string) {
  return ['users', userId, 'characters', characterId, 'pobs'] as const;
}

/** The event's players by team (getEventUsers). */
export const eventUsersQueryKey = eventPartKey('users');

/** Every sign-up of an event, waitlist included (getEventSignups, organisers only). */
export const eventSignupsQueryKey = eventPartKey('signups', 'all');

/** The event league's ladder (getLadder). */
export const ladderQueryKey = eventPartKey('ladder');

/** The first entries of the event league's ladder (getLadder with a limit), shown while the whole one loads. */
export const ladderHeadQueryKey = eventPartKey('ladder-head');

/** The objective tree (getObjectives). */
export const objectivesQueryKey = eventPartKey('objectives');

/** The event's scoring presets (getScoringPresets). */
export const scoringPresetsQueryKey = eventPartKey('scoring-presets');

/** Which item objectives have ever matched a real item (getObjectiveValidation). */
export const objectiveValidationQueryKey = eventPartKey('objective-validation');

/** Which operators and number fields the matcher allows (getValidMappings): the same for every event. */
export const VALID_MAPPINGS_QUERY_KEY = ['objective-designer', 'valid-mappings'] as const;

/** Every score that is not at its default (getLatestScores). */
export const latestScoresQueryKey = eventPartKey('scores', 'latest');

/** An event's results: standings, category winners, score race, top players, records (getEventResults). */
export const eventResultsQueryKey = eventPartKey('results');

/** Each team's total after every change (getScoreHistory). */
export const scoreHistoryQueryKey = eventPartKey('scores', 'history');

/** Why one team has its points on one objective (getScoreEvidence). */
export function scoreEvidenceQueryKey(eventId: EventKey, objectiveId: number, teamId: number) {
  return ['events', eventId, 'scores', 'evidence', objectiveId, teamId] as const;
}

/** The viewer's team's focus objectives (getTeamSuggestions). */
export const teamSuggestionsQueryKey = eventPartKey('suggestions');

/** One team's item wishes (getTeamWishes). */
export function teamWishesQueryKey(eventId: EventKey, teamId: number) {
  return ['events', eventId, 'teams', teamId, 'wishes'] as const;
}

/** The caller's team's guilds (getGuilds); a guild's history lives under it. */
export const guildsQueryKey = eventPartKey('guilds');

/** One page of a guild's stash history (getGuildStashHistory), or every page with no query. */
export function guildHistoryQueryKey(eventId: EventKey, guildId: number, query?: Record<string, unknown>) {
  const key = [...guildsQueryKey(eventId), guildId, 'history'] as const;
  return query === undefined ? key : ([...key, query] as const);
}

/** The guild stash tabs (getGuildStashTabs); a tab's contents live under it. */
export const guildStashQueryKey = eventPartKey('guild-stash');

/** One tab's latest contents (getGuildStashContent). */
export function guildStashTabQueryKey(eventId: EventKey, stashId: string) {
  return [...guildStashQueryKey(eventId), stashId] as const;
}

/** The audit log with its filters (getAuditLog). */
export function auditLogQueryKey(filters: Record<string, unknown>) {
  return ['audit-log', filters] as const;
}

/** The live streams (getStreams). */
export const STREAMS_QUERY_KEY = ['streams'] as const;

/** The server's health flags (getHealth). */
export const HEALTH_QUERY_KEY = ['health'] as const;
