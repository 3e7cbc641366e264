import { parse as parseQueryString } from 'node:querystring';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../contracts/errors';

/** Deeper than any form or API body Ordo reads (address data and chunk trees stay under 20). */
export const MAX_BODY_DEPTH = 64;

const NUL_MESSAGE = 'The request contains a NUL character (\\u0000), which text may not hold. Remove it and send the request again.';
const fatalUtf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * Refuses a parsed body that nests deeper than MAX_BODY_DEPTH or holds a NUL character in any key or string
 * (PostgreSQL text and jsonb cannot store one). Walks with its own stack, so a hostile depth cannot overflow it.
 */
export function checkBodyValue(value: unknown): void {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\0')) throw new AppError('bad_request', NUL_MESSAGE);
      continue;
    }
    if (!current || typeof current !== 'object') continue;
    if (depth >= MAX_BODY_DEPTH) throw new AppError('bad_request', `The request body nests deeper than ${MAX_BODY_DEPTH} levels; no form or API call here needs that.`);
    for (const [key, child] of Object.entries(current)) {
      if (key.includes('\0')) throw new AppError('bad_request', NUL_MESSAGE);
      stack.push([child, depth + 1]);
    }
  }
}

/**
 * Replaces Fastify's JSON body parser with one that also refuses bytes that are not UTF-8 (instead of quietly turning
 * them into U+FFFD), bodies nested deeper than MAX_BODY_DEPTH, and NUL characters; parsing itself (with
 * prototype-poisoning protection) stays Fastify's own.
 */
export function registerGuardedJsonParser(app: FastifyInstance, bodyLimit: number): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer', bodyLimit }, (request: FastifyRequest, body: string | Buffer, done) => {
    let text: string;
    try {
      text = fatalUtf8.decode(body as Buffer);
    } catch {
      throw new AppError('bad_request', 'The request body is not valid UTF-8 text. Send it encoded as UTF-8.');
    }
    // Fastify's parser is synchronous: it has answered by the time it returns.
    let parsed: { error: Error | null; value?: unknown } = { error: null };
    parseJson(request, text, (error: Error | null, value?: unknown) => {
      parsed = { error, value };
    });
    if (parsed.error) throw parsed.error;
    checkBodyValue(parsed.value);
    done(null, parsed.value);
  });
}

/** The url-encoded form parser for @fastify/formbody: Node's query-string parsing, then the same NUL check. */
export function parseGuardedForm(text: string): Record<string, unknown> {
  const parsed = parseQueryString(text);
  checkBodyValue(parsed);
  return parsed;
}
