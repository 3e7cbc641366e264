import { describe, expect, it } from 'vitest';
import { sanitizeQuestion, shortTitle } from './title';

describe('shortTitle', () => {
  it('drops the question mark and keeps the wording', () => {
    expect(shortTitle('How late can a bar serve drinks on Saturday?')).toBe('How late can a bar serve drinks on Saturday');
  });
  it('uses sentence case and one line', () => {
    expect(shortTitle('  can i   open a\nfood truck?? ')).toBe('Can i open a food truck');
    expect(shortTitle('WHAT ARE THE NOISE RULES?')).toBe('What are the noise rules');
  });
  it('stays within 60 characters and keeps a section number', () => {
    const long = 'I run a small restaurant near the stadium and want to know what the rules in § 25-723(c) are for staying open';
    const title = shortTitle(long);
    expect(title.length).toBeLessThanOrEqual(60);
    expect(title).toContain('§ 25-723');
    expect(shortTitle('What does § 25-723 say about holidays?')).toBe('What does § 25-723 say about holidays');
  });
  it('has a title for an empty question', () => {
    expect(shortTitle('   ?')).toBe('New question');
  });
});

describe('sanitizeQuestion', () => {
  it('trims and rejects blank input', () => {
    expect(sanitizeQuestion('  How late?  ')).toBe('How late?');
    expect(sanitizeQuestion('')).toBeNull();
    expect(sanitizeQuestion(' \n\t ')).toBeNull();
  });
  it('caps long input at 4000 characters', () => {
    expect(sanitizeQuestion('a'.repeat(5000))).toHaveLength(4000);
  });
});
