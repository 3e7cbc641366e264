import type { FastifyError, FastifyInstance } from 'fastify';
import { ZodError } from 'zod';
import { AppError, type ErrorBody, type ErrorCode } from '../../contracts/errors';

type FastifyErrorMapping = { code: ErrorCode; message: string };

/** Fastify's own errors (body parsing, limits, content types) mapped to messages a person can act on. */
function mapFastifyError(error: FastifyError): FastifyErrorMapping | null {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'bad_request', message: 'The request body is not valid JSON.' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'payload_too_large', message: 'The request body is too large.' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'unsupported_media_type', message: 'This content type is not accepted here.' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'bad_request', message: 'The request body does not match its Content-Length.' };
    default:
      break;
  }
  if (error.validation) return { code: 'validation_failed', message: error.message };
  if (error.statusCode === 413) return { code: 'payload_too_large', message: 'The request body is too large.' };
  if (error.statusCode === 415) return { code: 'unsupported_media_type', message: 'This content type is not accepted here.' };
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return { code: 'bad_request', message: error.message };
  }
  return null;
}

/** Formats zod issues as `{ field: [messages] }`, the shape forms show under each field. */
export function zodDetails(error: ZodError): Record<string, string[]> {
  const details: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_';
    (details[key] ??= []).push(issue.message);
  }
  return details;
}

/** One error handler for the whole app: every failure becomes `{ error: { code, message, details } }`. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    let body: ErrorBody;
    let status: number;
    if (error instanceof AppError) {
      status = error.status;
      body = { error: { code: error.code, message: error.message, details: error.details } };
    } else if (error instanceof ZodError) {
      status = 422;
      body = {
        error: { code: 'validation_failed', message: 'Some fields are invalid.', details: zodDetails(error) },
      };
    } else {
      const mapped = mapFastifyError(error);
      if (mapped) {
        status = mapped.code === 'validation_failed' ? 422 : (error.statusCode ?? 400);
        if (mapped.code === 'payload_too_large') status = 413;
        if (mapped.code === 'unsupported_media_type') status = 415;
        body = { error: { code: mapped.code, message: mapped.message } };
      } else {
        status = 500;
        request.log.error({ err: error }, 'unhandled error');
        body = { error: { code: 'internal', message: 'Something went wrong on our side. Please try again.' } };
      }
    }
    if (status >= 500 && error instanceof AppError) request.log.error({ err: error }, 'server error');
    void reply.status(status).send(body);
  });

  app.setNotFoundHandler((request, reply) => {
    void reply.status(404).send({
      error: { code: 'not_found', message: `No route for ${request.method} ${request.url.split('?')[0]}.` },
    } satisfies ErrorBody);
  });
}
