/*
 * HTML → text, with htmlparser2's streaming parser: one line per block (paragraph, list item, table row with its
 * cells joined by " | ", heading), a blank line between paragraphs, and `<h1>`–`<h6>` recorded as marked headings.
 * Navigation, scripts, styles, page headers and footers, hidden elements and tables of contents are left out; when
 * the page has a `<main>` (or role="main") only that is read. A bold designator opening a paragraph
 * (`<p><b>Sec. 5-1. Title.</b> Body…</p>`) is written as a heading line of its own.
 */
import { Parser } from 'htmlparser2';
import { matchHeading } from '../structure/heading-patterns';
import { headingLine } from './headed-pages';
import type { PageHeading } from './types';

/** Elements whose content is never text of the code. */
const SKIPPED = new Set(['head', 'script', 'style', 'noscript', 'template', 'nav', 'header', 'footer', 'svg', 'canvas', 'iframe', 'object', 'button', 'select', 'textarea', 'menu']);
/** Elements that start and end a line of their own. */
const BLOCKS = new Set([
  'p', 'div', 'section', 'article', 'main', 'aside', 'blockquote', 'pre', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'table', 'thead', 'tbody', 'tfoot',
  'tr', 'caption', 'figure', 'figcaption', 'address', 'hr', 'center', 'form', 'fieldset', 'legend', 'body', 'html',
]);
/** Blocks followed by a blank line (paragraph breaks); list items and table rows keep their lines together. */
const PARAGRAPHS = new Set(['p', 'div', 'section', 'article', 'aside', 'blockquote', 'pre', 'ul', 'ol', 'dl', 'table', 'figure', 'address', 'center', 'dd']);
const ROLES_SKIPPED = new Set(['navigation', 'banner', 'contentinfo', 'search', 'menu', 'menubar', 'toolbar', 'dialog']);
/** Class or id words of containers that hold navigation or a table of contents ("toc", "site-nav", "area__breadcrumbs"). */
const NAVIGATION_NAME = /(?:^|[-_])(?:toc|tableofcontents|table-of-contents|breadcrumbs?|nav|navbar|navigation|menu|sidebar|skip-link|sr-only|visually-hidden)(?:[-_]|$)/i;
const HEADING = /^h([1-6])$/;
/** Level given to a bold designator paragraph: below every `<h1>`–`<h6>`. */
export const PARAGRAPH_HEADING_LEVEL = 7;

/** What an HTML page holds as text. */
export type HtmlText = {
  text: string;
  headings: PageHeading[];
  /** The page has a password field: a sign-in page. */
  hasPasswordField: boolean;
};

/** Reads an HTML document's text, headings and sign-in form (see the file comment for what is kept). */
export function readHtmlText(html: string): HtmlText {
  const onlyMain = hasMain(html);
  const lines: string[] = [];
  const headings: PageHeading[] = [];
  let line = '';
  let skipDepth = 0;
  let mainDepth = onlyMain ? 0 : 1;
  let preDepth = 0;
  let heading: { level: number; depth: number } | null = null;
  let depth = 0;
  let hasPasswordField = false;
  /** A `<b>`/`<strong>` that opened a paragraph's line: its depth, while it is open. */
  let leadBold: number | null = null;
  const stack: { name: string; skip: boolean; main: boolean }[] = [];

  const flush = (level?: number) => {
    const text = preDepth ? line.replace(/\s+$/, '') : headingLine(line);
    line = '';
    if (!text) return;
    lines.push(text);
    if (level) headings.push({ text, level });
  };
  const blank = () => {
    if (lines.length && lines[lines.length - 1] !== '') lines.push('');
  };

  const parser = new Parser(
    {
      onopentag(name, attrs) {
        depth++;
        if (name === 'input' && (attrs.type ?? '').toLowerCase() === 'password') hasPasswordField = true;
        const skip = skipDepth > 0 || isSkipped(name, attrs);
        const main = name === 'main' || attrs.role === 'main';
        stack.push({ name, skip, main });
        if (skip) { skipDepth++; return; }
        if (main) mainDepth++;
        if (!mainDepth) return;
        if (name === 'br') { flush(); return; }
        if (name === 'pre') preDepth++;
        const h = HEADING.exec(name);
        if (h) { flush(); heading = { level: Number(h[1]), depth }; return; }
        if (name === 'td' || name === 'th') { if (line.trim()) line += ' | '; return; }
        if ((name === 'b' || name === 'strong') && !heading && !line.trim() && leadBold === null) leadBold = depth;
        if (BLOCKS.has(name)) flush();
      },
      ontext(text) {
        if (skipDepth || !mainDepth) return;
        if (!preDepth) { line += text; return; }
        const parts = text.split('\n');
        parts.forEach((part, i) => {
          if (i > 0) flush();
          line += part;
        });
      },
      onclosetag(name) {
        const open = stack.pop();
        const closingDepth = depth--;
        if (!open) return;
        if (open.skip) { skipDepth--; return; }
        if (!mainDepth) return;
        if (open.main) mainDepth--;
        if (heading && heading.depth === closingDepth) {
          flush(heading.level);
          heading = null;
          blank();
          return;
        }
        if (leadBold === closingDepth) {
          leadBold = null;
          // "Sec. 5-1. Title." in bold opening a paragraph is the section's heading; the rest is its first line.
          const match = matchHeading(headingLine(line));
          if (match && headingLine(line).length <= 200) flush(PARAGRAPH_HEADING_LEVEL);
          return;
        }
        if (name === 'pre') preDepth--;
        if (name === 'tr' || name === 'li' || name === 'dt' || BLOCKS.has(name)) flush();
        if (PARAGRAPHS.has(name)) blank();
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true, recognizeSelfClosing: true },
  );
  parser.write(html);
  parser.end();
  flush();
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  return { text: lines.join('\n'), headings, hasPasswordField };
}

/** The text of an HTML fragment (a block of HTML in a Markdown file), comments dropped; `inline` keeps it on one line. */
export function htmlFragmentText(html: string, inline = false): string {
  const { text } = readHtmlText(html);
  return inline ? text.replace(/\n+/g, ' ') : text;
}

/** Whether the page marks its main content, so that everything outside it (site chrome) can be left out. */
function hasMain(html: string): boolean {
  let found = false;
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'main' || attrs.role === 'main') found = true;
    },
  }, { lowerCaseTags: true, lowerCaseAttributeNames: true });
  parser.write(html);
  parser.end();
  return found;
}

function isSkipped(name: string, attrs: Record<string, string>): boolean {
  if (SKIPPED.has(name)) return true;
  if ('hidden' in attrs || attrs['aria-hidden'] === 'true') return true;
  if (attrs.role && ROLES_SKIPPED.has(attrs.role.toLowerCase())) return true;
  // Headings and paragraphs keep their text whatever their class ("h__toc" marks a heading listed in a contents page).
  if (HEADING.test(name) || name === 'p' || name === 'span' || name === 'a' || name === 'b' || name === 'strong') return false;
  const names = `${attrs.class ?? ''} ${attrs.id ?? ''}`.split(/\s+/).filter(Boolean);
  return names.some((n) => NAVIGATION_NAME.test(n));
}
