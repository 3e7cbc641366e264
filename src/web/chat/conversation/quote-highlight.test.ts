import { describe, expect, it } from 'vitest';
import { highlightQuote } from './quote-highlight';

const content = 'Sec. 25-723. Hours of sale.\n(a) No licensee shall sell\nalcohol after 3:00 a.m. on Saturday.\n(b) Exceptions apply.';

describe('quoted sentence highlight', () => {
  it('marks the quoted sentence inside the full text', () => {
    expect(highlightQuote(content, 'Exceptions apply.')).toEqual([
      { text: 'Sec. 25-723. Hours of sale.\n(a) No licensee shall sell\nalcohol after 3:00 a.m. on Saturday.\n(b) ', isQuote: false },
      { text: 'Exceptions apply.', isQuote: true },
    ]);
  });

  it('finds a quote whose line breaks differ from the text', () => {
    const segments = highlightQuote(content, 'No licensee shall sell alcohol after 3:00 a.m. on Saturday.');
    expect(segments.filter((s) => s.isQuote).map((s) => s.text)).toEqual([
      'No licensee shall sell\nalcohol after 3:00 a.m. on Saturday.',
    ]);
    expect(segments.map((s) => s.text).join('')).toBe(content);
  });

  it('marks several quotes joined by " … "', () => {
    const marked = highlightQuote(content, 'Exceptions apply. … Hours of sale.').filter((s) => s.isQuote);
    expect(marked.map((s) => s.text)).toEqual(['Hours of sale.', 'Exceptions apply.']);
  });

  it('shows the text unmarked when the quote is missing or not found', () => {
    expect(highlightQuote(content, '')).toEqual([{ text: content, isQuote: false }]);
    expect(highlightQuote(content, 'not in the text')).toEqual([{ text: content, isQuote: false }]);
  });
});
