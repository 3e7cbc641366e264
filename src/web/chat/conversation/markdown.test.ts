import { describe, expect, it } from 'vitest';
import { inlineText, parseInline, parseMarkdown } from './markdown';

describe('markdown blocks', () => {
  it('splits paragraphs on blank lines and keeps single line breaks', () => {
    expect(parseMarkdown('First line\nsecond line\n\nNext paragraph')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'First line' }, { type: 'break' }, { type: 'text', text: 'second line' }] },
      { type: 'paragraph', children: [{ type: 'text', text: 'Next paragraph' }] },
    ]);
  });

  it('reads bullet and numbered lists', () => {
    const blocks = parseMarkdown('You need:\n- a permit\n- a survey\n\n1. Apply\n2. Pay the fee');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: 'You need:' }] },
      { type: 'list', ordered: false, start: 1, items: [[{ type: 'text', text: 'a permit' }], [{ type: 'text', text: 'a survey' }]] },
      { type: 'list', ordered: true, start: 1, items: [[{ type: 'text', text: 'Apply' }], [{ type: 'text', text: 'Pay the fee' }]] },
    ]);
  });

  it('keeps a numbered list going across blank lines and starts at its first number', () => {
    const [list] = parseMarkdown('3. Third\n\n4. Fourth');
    expect(list).toMatchObject({ type: 'list', ordered: true, start: 3 });
    expect(list.type === 'list' && list.items).toHaveLength(2);
  });

  it('reads the engine answer shape: a sentence, then quoted support with markers', () => {
    const blocks = parseMarkdown('Bars may serve until 3:00 a.m. on Saturday [1]\n\n> Sales are prohibited after 3:00 a.m. [2]');
    expect(blocks[0]).toEqual({
      type: 'paragraph',
      children: [{ type: 'text', text: 'Bars may serve until 3:00 a.m. on Saturday ' }, { type: 'citation', n: 1 }],
    });
    expect(blocks[1]).toEqual({
      type: 'quote',
      children: [{ type: 'paragraph', children: [{ type: 'text', text: 'Sales are prohibited after 3:00 a.m. ' }, { type: 'citation', n: 2 }] }],
    });
  });

  it('reads headings and fenced code literally', () => {
    expect(parseMarkdown('## Fences\n```\n**not bold** [1]\n```')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: 'Fences' }] },
      { type: 'code', text: '**not bold** [1]' },
    ]);
  });
});

describe('markdown inline', () => {
  it('reads bold, italic and code', () => {
    expect(parseInline('A **permit** is *always* required: `§ 25-723`')).toEqual([
      { type: 'text', text: 'A ' },
      { type: 'strong', children: [{ type: 'text', text: 'permit' }] },
      { type: 'text', text: ' is ' },
      { type: 'em', children: [{ type: 'text', text: 'always' }] },
      { type: 'text', text: ' required: ' },
      { type: 'code', text: '§ 25-723' },
    ]);
  });

  it('turns [n] and [n, m] into citation markers', () => {
    expect(parseInline('Closed at 2 a.m.[1][2] and on Sundays [3, 4].')).toEqual([
      { type: 'text', text: 'Closed at 2 a.m.' },
      { type: 'citation', n: 1 },
      { type: 'citation', n: 2 },
      { type: 'text', text: ' and on Sundays ' },
      { type: 'citation', n: 3 },
      { type: 'citation', n: 4 },
      { type: 'text', text: '.' },
    ]);
  });

  it('leaves markup as text: a script tag stays words on the screen', () => {
    const text = '<script>alert("x")</script> <img src=x onerror=alert(1)>';
    expect(parseMarkdown(text)).toEqual([{ type: 'paragraph', children: [{ type: 'text', text }] }]);
  });

  it('links only to web and mail addresses', () => {
    expect(parseInline('[code](https://example.gov/code)')).toEqual([
      { type: 'link', href: 'https://example.gov/code', children: [{ type: 'text', text: 'code' }] },
    ]);
    expect(parseInline('[click](javascript:alert%281%29)')).toEqual([{ type: 'text', text: 'click' }]);
    expect(parseInline('[click](javascript:alert(1))').some((t) => t.type === 'link')).toBe(false);
  });

  it('does not read arithmetic or bracketed words as markup', () => {
    expect(parseInline('2 * 3 * 4 [see above]')).toEqual([{ type: 'text', text: '2 * 3 * 4 [see above]' }]);
  });

  it('gives the plain text back for accessible names', () => {
    expect(inlineText(parseInline('**Hours** of sale [2]'))).toBe('Hours of sale [2]');
  });
});
