import type { ErrorBody, ErrorCode } from '@app/shared';

/**
 * The one error type the API answers with. Thrown anywhere in a request, it becomes
 * `{ error, code, details? }` with its status (see plugins/error-handler.ts).
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    /** Response headers that belong to this answer, e.g. `retry-after`. */
    readonly headers?: Readonly<Record<string, string>>,
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ErrorBody {
    return this.details === undefined
      ? { error: this.message, code: this.code }
      : { error: this.message, code: this.code, details: this.details };
  }
}

export const badRequest = (message: string, details?: unknown) => new AppError(400, 'bad_request', message, details);
/** A request part that fails its schema, in the shape of the schema validator's own answers. */
export const validationFailed = (path: string, message: string) =>
  new AppError(400, 'validation_failed', `${path}: ${message}`, [{ path, message }]);
export const notAuthenticated = (message = 'Sign in to do this') => new AppError(401, 'not_authenticated', message);
export const invalidToken = (message = 'Your sign-in is not valid; sign in again') =>
  new AppError(401, 'invalid_token', message);
export const tokenExpired = () => new AppError(401, 'token_expired', 'Your sign-in has expired; sign in again');
export const forbidden = (message = 'You are not allowed to do this') => new AppError(403, 'forbidden', message);
export const notFound = (what: string) => new AppError(404, 'not_found', `${what} not found`);
export const conflict = (message: string, details?: unknown) => new AppError(409, 'conflict', message, details);
export const eventLocked = () =>
  new AppError(409, 'event_locked', 'The event is locked; an admin must unlock it before it can be changed');
/** 429 with the seconds to wait, sent as `Retry-After`. */
/** After an event's closing time its results are final (decision 037). */
export const resultsClosed = (message: string) => new AppError(409, 'results_closed', message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', message, undefined, { 'retry-after': String(Math.ceil(retryAfterSeconds)) });
export const upstreamUnavailable = (provider: string) =>
  new AppError(503, 'upstream_unavailable', `${provider} is not answering right now; try again in a minute`);
