import { describe, expect, it } from 'vitest';
import { chunkModeLabel, humanize, pageSpan, splitJobDisplayName } from './labels';

describe('chunkModeLabel', () => {
  it('capitalises the first letter and turns only the first underscore into a space', () => {
    expect(chunkModeLabel('variable')).toBe('Variable');
    expect(chunkModeLabel('by_page_number')).toBe('By page_number');
    expect(chunkModeLabel('')).toBe('');
  });
});

describe('splitJobDisplayName', () => {
  it('falls back to "Pages {start}-{end}"', () => {
    expect(splitJobDisplayName({ name: '', start_page: 3, end_page: 12 })).toBe('Pages 3-12');
    expect(splitJobDisplayName({ name: null, start_page: 1, end_page: 1 })).toBe('Pages 1-1');
    expect(splitJobDisplayName({ name: 'Chapter 7', start_page: 3, end_page: 12 })).toBe('Chapter 7');
  });
});

describe('humanize and pageSpan', () => {
  it('reads statuses and ranges for people', () => {
    expect(humanize('creating_chunks')).toBe('Creating chunks');
    expect(humanize('vectorize_failed')).toBe('Vectorize failed');
    expect(pageSpan(4, 4)).toBe('4');
    expect(pageSpan(1, 9)).toBe('1–9');
  });
});
