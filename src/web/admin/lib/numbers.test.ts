import { describe, expect, it } from 'vitest';
import { numberOrRaw, pageOrFallback, parseWholeNumber, validatePageRange } from './numbers';

describe('number fields', () => {
  it('reads whole numbers and falls back for split job pages', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(numberOrRaw('abc')).toBe('abc');
    expect(pageOrFallback('', 1)).toBe(1);
    expect(pageOrFallback('0', 9)).toBe(9);
    expect(pageOrFallback('x', 9)).toBe(9);
    expect(pageOrFallback('4', 9)).toBe(4);
  });
});

describe('validatePageRange', () => {
  it('accepts a range within the page count', () => {
    expect(validatePageRange('1', '27', 27)).toEqual({});
    expect(validatePageRange('3', '3', null)).toEqual({});
  });

  it('says which end is wrong and why', () => {
    expect(validatePageRange('0', '', 27)).toEqual({
      start_page: 'Start page must be at least 1.',
      end_page: 'End page must be at least 1.',
    });
    expect(validatePageRange('28', '30', 27)).toEqual({
      start_page: "Start page must be at most 27 (the document's page count).",
      end_page: "End page must be at most 27 (the document's page count).",
    });
    expect(validatePageRange('9', '4', 27)).toEqual({ start_page: 'Start page must not be after the end page.' });
  });
});
