import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api';
import { JSON_MAP_MESSAGES, jsonMapErrorMessage, readJsonMapResponse } from './json-map';

describe('readJsonMapResponse', () => {
  it('reads the map, the server error, or falls back to the generic message', () => {
    expect(readJsonMapResponse({ json_map: '{"type":"title"}' })).toEqual({ ok: true, jsonMap: '{"type":"title"}' });
    expect(readJsonMapResponse({ json_map: { type: 'title' } })).toEqual({ ok: true, jsonMap: '{\n  "type": "title"\n}' });
    expect(readJsonMapResponse({ error: { code: 'x', message: 'Unknown divisor type' } })).toEqual({ ok: false, error: 'Error: Unknown divisor type' });
    expect(readJsonMapResponse({ error: 'boom' })).toEqual({ ok: false, error: 'Error: boom' });
    expect(readJsonMapResponse(null)).toEqual({ ok: false, error: JSON_MAP_MESSAGES.failed });
  });
});

describe('jsonMapErrorMessage', () => {
  it('says "Error: {text}" for the server\'s refusal, else the generic message', () => {
    expect(jsonMapErrorMessage(new ApiError(422, 'Unknown divisor type(s): chapterz.', 'validation_failed'))).toBe(
      'Error: Unknown divisor type(s): chapterz.',
    );
    expect(jsonMapErrorMessage(new ApiError(502, 'Bad Gateway'))).toBe(JSON_MAP_MESSAGES.failed);
    expect(jsonMapErrorMessage(new TypeError('Failed to fetch'))).toBe(JSON_MAP_MESSAGES.failed);
  });
});
