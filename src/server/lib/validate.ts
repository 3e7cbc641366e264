import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError } from '../../contracts/errors';
import { zodDetails } from './error-handler';

/** Parses a request body (or query) with a contract schema; a 422 whose message is the first issue's, with every issue by field. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const first = parsed.error.issues[0];
  const message = first && !first.message.startsWith('Invalid input') ? first.message : 'Some fields are invalid.';
  throw new AppError('validation_failed', message, zodDetails(parsed.error));
}

/** A positive integer route parameter, or a 404 naming the thing that was not found (ids that cannot exist never reach the database). */
export function idParam(request: FastifyRequest, name: string, what: string): number {
  const raw = (request.params as Record<string, string | undefined>)[name] ?? '';
  if (!/^\d{1,10}$/.test(raw)) throw new AppError('not_found', `No such ${what}.`);
  return rowId(Number(raw), what);
}

/** The largest id a serial column holds: a bigger one cannot name a row (and would make Postgres raise). */
export const MAX_ROW_ID = 2_147_483_647;

/** True when the value is an integer that can name a row of a serial column. */
export function isRowId(id: unknown): id is number {
  return typeof id === 'number' && Number.isSafeInteger(id) && id >= 1 && id <= MAX_ROW_ID;
}

/** A 404 naming the thing when a parsed id cannot name a row; otherwise the id. */
export function rowId(id: number, what: string): number {
  if (!isRowId(id)) throw new AppError('not_found', `No such ${what}.`);
  return id;
}
