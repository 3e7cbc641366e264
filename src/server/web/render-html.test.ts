import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  createTemplateSource,
  escapeHtml,
  renderHtml,
  serializeJsonForScript,
  WebBuildMissingError,
} from './render-html';

const TEMPLATE = '<html><head><title>Ordo</title><!--ordo:head--></head><body><div id="app"></div></body></html>';
const head = {
  csrfToken: 'tok',
  cableUrl: '/cable',
  feedbackUrl: 'https://example.org/feedback',
  supportUrl: 'https://example.org/support',
};

/** Pulls the embedded page JSON back out the way Inertia's getInitialPageFromDOM does. */
function readEmbeddedPage(html: string): unknown {
  const match = html.match(/<script data-page="app" type="application\/json">([\s\S]*?)<\/script>/);
  if (!match) throw new Error('no page script');
  return JSON.parse(match[1]);
}

describe('renderHtml', () => {
  it('writes the meta tags at the placeholder', () => {
    const html = renderHtml(TEMPLATE, head);
    expect(html).not.toContain('<!--ordo:head-->');
    expect(html).toContain('<meta name="csrf-token" content="tok" />');
    expect(html).toContain('<meta name="action-cable-url" content="/cable" />');
    expect(html).toContain('<meta name="ordo-feedback-url" content="https://example.org/feedback" />');
    expect(html).toContain('<meta name="ordo-support-url" content="https://example.org/support" />');
    expect(html).not.toContain('data-page');
  });

  it('escapes attribute values so quotes cannot break out of the meta tag', () => {
    const html = renderHtml(TEMPLATE, { ...head, supportUrl: 'https://x.org/"><script>alert(1)</script>' });
    expect(html).toContain('content="https://x.org/&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('embeds the Inertia page so no prop can close the script element, and it round-trips', () => {
    const page = {
      component: 'DocumentsIndex',
      props: { name: '</script><script>alert(1)</script>', note: "<!-- ' \" & \u2028 $& $'" },
      url: '/documents?q=a&b=c',
      version: 'abc',
    };
    const html = renderHtml(TEMPLATE, { ...head, page });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!-- \'');
    expect(readEmbeddedPage(html)).toEqual(page);
  });

  it('keeps `$` patterns in values literal', () => {
    const html = renderHtml(TEMPLATE, { ...head, csrfToken: "a$&b$'c" });
    expect(html).toContain('content="a$&amp;b$&#39;c"');
  });

  it('falls back to </head> when the placeholder is missing', () => {
    const html = renderHtml('<html><head></head><body></body></html>', head);
    expect(html).toMatch(/<head><meta name="csrf-token" content="tok" \/>[\s\S]*ordo-support-url[^>]*>\s*<\/head>/);
  });

  it('escapeHtml and serializeJsonForScript cover the dangerous characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    expect(serializeJsonForScript({ a: '</script>&' })).toBe('{"a":"\\u003c/script\\u003e\\u0026"}');
  });
});

describe('createTemplateSource', () => {
  let dir: string | null = null;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });

  it('caches in production and re-reads in development; the version follows the content', () => {
    dir = mkdtempSync(join(tmpdir(), 'ordo-web-'));
    writeFileSync(join(dir, 'index.html'), 'one');
    const prod = createTemplateSource({ distDir: dir, dev: false });
    const dev = createTemplateSource({ distDir: dir, dev: true });
    const first = prod.get();
    expect(dev.get()).toEqual(first);
    writeFileSync(join(dir, 'index.html'), 'two');
    expect(prod.get()).toEqual(first);
    expect(dev.get().html).toBe('two');
    expect(dev.get().version).not.toBe(first.version);
  });

  it('says how to build when dist/web is missing', () => {
    const source = createTemplateSource({ distDir: '/nonexistent/ordo-dist', dev: false });
    expect(() => source.get()).toThrow(WebBuildMissingError);
    expect(() => source.get()).toThrow(/npm run build/);
  });
});
