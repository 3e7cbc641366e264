import { describe, expect, it } from 'vitest';
import { extractStructure, flattenSections } from '../structure';
import { EngineError } from './engine-error';
import { parseDocument } from './parse-document';
import { parseHtml } from './parse-html';
import { readFixture } from './test-corpus';

const html = (text: string) => parseHtml(new TextEncoder().encode(text));
const textOf = (doc: { pages: { text: string }[] }) => doc.pages.map((p) => p.text).join('\n\n');

function errorOf(fn: () => unknown): EngineError {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(EngineError);
    return err as EngineError;
  }
  throw new Error('expected an EngineError');
}

describe('parseHtml on a real DC Code page (Title 25, Chapter 7)', () => {
  it('reads the sections under their chapter and subchapter and leaves out the site around them', async () => {
    const doc = await parseDocument(readFixture('dc-title-25-ch7-excerpt.html'), 'html');
    const text = textOf(doc);
    for (const chrome of ['Skip to main content', 'Breadcrumb', 'D.C. Law Library', 'Please do not scrape', 'Previous', 'Toggle mobile menu']) expect(text).not.toContain(chrome);
    const sections = flattenSections(extractStructure(doc.pages));
    expect(sections.map((s) => s.path.join(' › '))).toEqual(['Chapter 7 › Subchapter III › § 25–721', 'Chapter 7 › Subchapter III › § 25–722']);
    const [wholesale, offPremises] = sections.map((s) => s.section);
    expect(wholesale.heading).toBe('Hours of sale and delivery for wholesalers and manufacturers');
    expect(wholesale.children.map((c) => c.label)).toEqual(['(a)', '(a-1)', '(b)', '(c)', '(d)']);
    // The annotations (h4 under the section's h3) stay in the section's text instead of becoming divisors.
    expect(wholesale.text).toContain('Effect of Amendments');
    expect(offPremises.text).toMatch(/^\(a\) A licensee under an off-premises retailer’s license/);
  });
});

describe('parseHtml', () => {
  it('honours a windows-1252 <meta charset> (§ and curly quotes)', () => {
    const head = '<html><head><meta charset="windows-1252"><title>x</title></head><body><h2>Sec. 3-1. ';
    const bytes = new Uint8Array([...new TextEncoder().encode(head), 0x93, 0x4e, 0x6f, 0x69, 0x73, 0x65, 0x94, 0x2e, ...new TextEncoder().encode('</h2><p>See '), 0xa7, ...new TextEncoder().encode(' 3-2.</p></body></html>')]);
    const doc = parseHtml(bytes);
    expect(textOf(doc)).toBe('Sec. 3-1. “Noise”.\n\nSee § 3-2.');
    expect(doc.warnings).toEqual([]);
  });

  it('reads an undeclared non-UTF-8 page as windows-1252, with a warning', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('<h2>Sec. 3-1. Noise.</h2><p>See '), 0xa7, ...new TextEncoder().encode(' 3-2.</p>')]);
    const doc = parseHtml(bytes);
    expect(textOf(doc)).toContain('See § 3-2.');
    expect(doc.warnings.join(' ')).toMatch(/read as Windows-1252/);
  });

  it('keeps table rows, drops scripts, styles and a table of contents', () => {
    const doc = html(`<body><script>var x = "Sec. 9-9. Hidden.";</script><style>h2{color:red}</style>
      <div class="toc"><ul><li><a href="#a">Sec. 5-1. Fees.</a></li><li><a href="#b">Sec. 5-2. Refunds.</a></li></ul></div>
      <h2 id="a">Sec. 5-1. Fees.</h2><table><tr><th>Permit</th><th>Fee</th></tr><tr><td>Fence</td><td>$25</td></tr></table>
      <h2 id="b">Sec. 5-2. Refunds.</h2><p>No refunds.</p></body>`);
    expect(textOf(doc)).toBe('Sec. 5-1. Fees.\n\nPermit | Fee\nFence | $25\n\nSec. 5-2. Refunds.\n\nNo refunds.');
    expect(flattenSections(extractStructure(doc.pages)).map((s) => s.section.label)).toEqual(['Sec. 5-1', 'Sec. 5-2']);
  });

  it('opens a section at a bold designator that starts a paragraph', () => {
    const doc = html('<h1>Chapter 5 - Animals</h1><p><b>Sec. 5-1. Dogs at large.</b> No dog shall run at large.</p><p><strong>Sec. 5-2. Barking.</strong> No dog shall bark at night.</p>');
    const sections = flattenSections(extractStructure(doc.pages));
    expect(sections.map((s) => [s.path.join(' › '), s.section.heading, s.section.text])).toEqual([
      ['Chapter 5 › Sec. 5-1', 'Dogs at large', 'No dog shall run at large.'],
      ['Chapter 5 › Sec. 5-2', 'Barking', 'No dog shall bark at night.'],
    ]);
  });

  it('refuses a sign-in page and an empty page with a message that says what to upload instead', () => {
    const login = errorOf(() => html('<html><body><h1>Sign in</h1><form><label>User name <input name="u"></label><label>Password <input type="password" name="p"></label><button>Sign in</button></form></body></html>'));
    expect(login.code).toBe('not_a_code');
    expect(login.message).toMatch(/sign-in page, not the text of a code/);
    const empty = errorOf(() => html('<!DOCTYPE html><html><head><title>Code</title><script src="app.js"></script></head><body><div id="root"></div></body></html>'));
    expect(empty.code).toBe('no_text');
    expect(empty.message).toMatch(/no text to read/);
  });
});
