import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { visitErrorMessage } from './http-errors';
import { apiErrorMessage, serverErrorMessage } from './server-error';

describe('serverErrorMessage', () => {
  it('reads { error: { message } } and { error: "..." }', () => {
    expect(serverErrorMessage({ error: { code: 'not_found', message: ' Document not found. ' } })).toBe('Document not found.');
    expect(serverErrorMessage({ error: 'boom' })).toBe('boom');
    expect(serverErrorMessage({ error: { code: 'x' } })).toBeNull();
    expect(serverErrorMessage({ error: '  ' })).toBeNull();
    expect(serverErrorMessage('text')).toBeNull();
  });
});

describe('apiErrorMessage', () => {
  it("is the server's message only when the server sent one", () => {
    expect(apiErrorMessage(new ApiError(422, 'Already associated.', 'conflict'))).toBe('Already associated.');
    expect(apiErrorMessage(new ApiError(502, 'Bad Gateway'))).toBeNull();
    expect(apiErrorMessage(new Error('network'))).toBeNull();
  });
});

describe('visitErrorMessage', () => {
  it('prefers the server message, else explains the status', () => {
    expect(visitErrorMessage(422, { error: { code: 'validation_failed', message: 'This document has no chunks yet.' } })).toBe(
      'This document has no chunks yet.',
    );
    expect(visitErrorMessage(422, '{"error":{"message":"From text"}}')).toBe('From text');
    expect(visitErrorMessage(404, '<html>')).toBe('That page or record no longer exists.');
    expect(visitErrorMessage(419, null)).toMatch(/session has expired/);
    expect(visitErrorMessage(500, null)).toBe('Something went wrong on our side. Please try again.');
    expect(visitErrorMessage(409, null)).toBe('The request failed (HTTP 409).');
  });
});
