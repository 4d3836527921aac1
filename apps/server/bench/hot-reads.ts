/** The hot reads: what the home page, the scores pages, the ladder and the streams page load. */
export const HOT_READS = [
  '/api/events/current/scores/latest',
  '/api/events/current/ladder',
  '/api/events/current/objectives',
  '/api/events/current/scoring-presets',
  '/api/events/current/teams',
  '/api/events/current/status',
  '/api/streams',
  '/api/events/current/users',
] as const;
