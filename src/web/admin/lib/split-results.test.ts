import { describe, expect, it } from 'vitest';
import { splitResults } from './split-results';

describe('splitResults', () => {
  it('sorts by page number and leaves out "no" entries', () => {
    expect(splitResults({ '12': 'Article II', '3': 'Article I', '7': 'no', '20': ' No ' })).toEqual({
      results: [
        { page: 3, title: 'Article I' },
        { page: 12, title: 'Article II' },
      ],
      error: null,
    });
  });

  it('reads JSON text and Ruby-hash text', () => {
    expect(splitResults('{"2":"Chapter 1"}').results).toEqual([{ page: 2, title: 'Chapter 1' }]);
    expect(splitResults('{"2"=>"Chapter 1", "5"=>"no"}').results).toEqual([{ page: 2, title: 'Chapter 1' }]);
  });

  it('has no results for null or empty, and an error for unreadable text', () => {
    expect(splitResults(null)).toEqual({ results: [], error: null });
    expect(splitResults('')).toEqual({ results: [], error: null });
    expect(splitResults('{not json')).toEqual({ results: [], error: 'Error parsing results' });
  });
});
