// No zod here: the web app's first page reads these without loading zod (decision 022).

/** Stable error codes of the API. Clients branch on these, never on message text. */
export const ERROR_CODES = [
  'bad_request',
  'validation_failed',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'not_authenticated',
  'invalid_token',
  'token_expired',
  'forbidden',
  'not_found',
  'conflict',
  'event_locked',
  'applications_closed',
  'event_full',
  'results_closed',
  'rate_limited',
  'sign_in_mismatch',
  'upstream_unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];
