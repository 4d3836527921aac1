import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { ENDPOINTS, type EndpointShapes, type ErrorBody, type ErrorCode } from '@app/shared';
import { AppError } from '../lib/errors';

/**
 * The one error handler: every failure leaves as `{ error, code, details? }` with the right status.
 * Bad input is always a 4xx with a message a person can act on; only our own bugs are a 500 (and logged).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Something hidden from anonymous callers (a private event, its characters) is "not found" — but to a
    // caller whose token was refused, a valid token might have shown it: tell them to sign in again instead.
    const { status, body } = classify(request.authError && isNotFound(error) ? request.authError : error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.code }, body.error);
    if (error instanceof AppError && error.headers) void reply.headers(error.headers);
    return reply.status(status).send(body);
  });
}

type Classified = { status: number; body: ErrorBody };

const body = (code: ErrorCode, error: string, details?: unknown): ErrorBody =>
  details === undefined ? { error, code } : { error, code, details };

/** PostgreSQL error classes that only bad input can cause (see the PostgreSQL "Error Codes" appendix). */
const POSTGRES_INPUT_ERRORS: Record<string, Classified> = {
  '23505': { status: 409, body: body('conflict', 'This conflicts with something that already exists') },
  '23503': { status: 409, body: body('conflict', 'This refers to something that does not exist or is still in use') },
  '22P02': { status: 400, body: body('bad_request', 'A value has the wrong format') },
  '22003': { status: 400, body: body('bad_request', 'A number is out of range') },
  '22007': { status: 400, body: body('bad_request', 'A date or time has the wrong format') },
  '22008': { status: 400, body: body('bad_request', 'A date or time is out of range') },
  '22001': { status: 400, body: body('bad_request', 'A text value is too long') },
  // NUL and invalid byte sequences are refused at the edge; these catch any that come another way.
  '22021': { status: 400, body: body('bad_request', 'A text value contains characters that cannot be stored') },
  '22P05': { status: 400, body: body('bad_request', 'A text value contains characters that cannot be stored') },
};

function classify(error: FastifyError, request: FastifyRequest): Classified {
  if (error instanceof AppError) return { status: error.status, body: error.toBody() };

  if (hasZodFastifySchemaValidationErrors(error)) {
    const where = error.validationContext ?? 'request';
    const issues = error.validation.map((issue) => {
      const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return { path: path ? `${where}.${path}` : where, message: issue.message ?? 'is invalid' };
    });
    const first = issues[0];
    const summary = first ? `${first.path}: ${first.message}` : `The ${where} is invalid`;
    const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
    return { status: 400, body: body('validation_failed', `${summary}${more}`, issues) };
  }

  if (isResponseSerializationError(error)) {
    return { status: 500, body: body('internal', 'Something went wrong on our side; it has been logged') };
  }

  const postgresCode = findPostgresCode(error);
  if (postgresCode && POSTGRES_INPUT_ERRORS[postgresCode]) return POSTGRES_INPUT_ERRORS[postgresCode];

  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: body('payload_too_large', tooLargeMessage(request)) };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: body('unsupported_media_type', 'Send the body as application/json') };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, body: body('invalid_json', 'The request body is empty but should be JSON') };
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: body('invalid_json', 'The request body is not valid JSON') };
  }
  if (error instanceof SyntaxError && error.statusCode === 400) {
    return { status: 400, body: body('invalid_json', 'The request body is not valid JSON') };
  }

  const status = error.statusCode ?? 500;
  if (status === 429) return { status, body: body('rate_limited', 'Too many requests; slow down and try again') };
  if (status >= 400 && status < 500) return { status, body: body('bad_request', error.message) };
  return { status: 500, body: body('internal', 'Something went wrong on our side; it has been logged') };
}

/** A 413 names the endpoint's limit, and what to send instead where its declaration says. */
function tooLargeMessage(request: FastifyRequest): string {
  const name = request.routeOptions.config.endpoint;
  const endpoint: EndpointShapes | undefined = name === undefined ? undefined : ENDPOINTS[name];
  if (endpoint?.bodyTooLarge) return endpoint.bodyTooLarge;
  const limit = request.routeOptions.bodyLimit;
  return `The request body is larger than the ${formatBytes(limit)} this endpoint takes`;
}

const MiB = 1024 * 1024;
const formatBytes = (bytes: number) =>
  bytes >= MiB && bytes % MiB === 0 ? `${bytes / MiB} MiB` : `${Math.round(bytes / 1024).toLocaleString('en')} KiB`;

const isNotFound = (error: unknown) => error instanceof AppError && error.status === 404;

/** Drizzle wraps driver errors; the SQLSTATE code sits on the error or its cause. */
export function findPostgresCode(error: unknown): string | undefined {
  for (let current: unknown = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}
