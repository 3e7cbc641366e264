/*
 * Markdown reader: marked's lexer (CommonMark + GFM tables) gives the blocks; this file writes them as plain text —
 * headings on lines of their own (and listed as the page's marked headings), list items one per line, table rows as
 * cells joined by " | ", emphasis and link text kept, link targets, images and HTML comments dropped.
 */
import { Lexer, type Token, type Tokens } from 'marked';
import { headingLine, headingsCarrySections, toHeadedPages } from './headed-pages';
import { matchHeading } from '../structure/heading-patterns';
import { htmlFragmentText, PARAGRAPH_HEADING_LEVEL } from './html-text';
import { decodeText, normalizeNewlines } from './parse-txt';
import type { PageHeading, ParsedDocument } from './types';

/** YAML front matter (`---` … `---` at the very top), which static-site exports put before the text. */
const FRONT_MATTER = /^---[ \t]*\n[\s\S]*?\n(?:---|\.\.\.)[ \t]*(?:\n|$)/;

/** Reads a Markdown file: its headings are structure when at least one carries a section designator; otherwise it reads as text, with a warning. */
export function parseMarkdown(bytes: Uint8Array): ParsedDocument {
  const { text, encoding } = decodeText(bytes);
  const source = normalizeNewlines(text).replace(FRONT_MATTER, '');
  const headings: PageHeading[] = [];
  const blocks = blockTexts(new Lexer({ gfm: true }).lex(source), headings);
  const body = blocks.join('\n\n');
  const warnings: string[] = [];
  if (encoding === 'windows-1252') warnings.push('The file is not UTF-8; it was read as Windows-1252 (Western European). Check accented characters and symbols such as §.');
  const structured = headingsCarrySections(headings);
  if (!headings.length) {
    warnings.push('No headings (# lines) were found in this Markdown file: it was read as plain text, and sections are found only where a line starts like a section heading ("Sec. 2-8.", "§ 12-3").');
  } else if (!structured) {
    warnings.push('None of the headings in this Markdown file carries a section number ("Sec. 2-8.", "§ 12-3", "4.2.6"): it was read as plain text, and sections are found only where a line starts like a section heading.');
  }
  const pages = toHeadedPages(body, structured ? headings : []);
  return { parser: structured ? 'markdown (headings as structure)' : 'markdown (read as text)', pages, warnings };
}

/** The text of each block, in order; headings are added to `headings` as they are written. */
function blockTexts(tokens: readonly Token[], headings: PageHeading[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const text = blockText(token, headings);
    if (text.trim()) out.push(text);
  }
  return out;
}

function blockText(token: Token, headings: PageHeading[]): string {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      const line = headingLine(inlineText(heading.tokens));
      if (line) headings.push({ text: line, level: heading.depth });
      return line;
    }
    case 'paragraph':
      return paragraphText(token as Tokens.Paragraph, headings);
    case 'text':
      return 'tokens' in token && token.tokens ? inlineText(token.tokens) : decodeEntities(token.text ?? '');
    case 'list':
      return listText(token as Tokens.List, headings);
    case 'table': {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[]) => cells.map((c) => headingLine(inlineText(c.tokens))).join(' | ');
      return [row(table.header), ...table.rows.map(row)].join('\n');
    }
    case 'blockquote':
      return blockTexts((token as Tokens.Blockquote).tokens, headings).join('\n\n');
    case 'code':
      return (token as Tokens.Code).text;
    case 'html':
      return htmlFragmentText((token as Tokens.HTML).text);
    default:
      // hr, space, link definitions: nothing a reader sees as text.
      return '';
  }
}

/**
 * A paragraph's text; one that opens with a bold designator ("**Sec. 5-1. Dogs at large.** No dog shall…") writes the
 * bold part as a heading line of its own (level 7, below every `#` heading), as the HTML reader does.
 */
function paragraphText(paragraph: Tokens.Paragraph, headings: PageHeading[]): string {
  const [first, ...rest] = paragraph.tokens;
  if (first?.type === 'strong') {
    const lead = headingLine(inlineText((first as Tokens.Strong).tokens));
    if (lead.length <= 200 && matchHeading(lead)) {
      headings.push({ text: lead, level: PARAGRAPH_HEADING_LEVEL });
      const body = inlineText(rest).trim();
      return body ? `${lead}\n${body}` : lead;
    }
  }
  return inlineText(paragraph.tokens);
}

/** One line per item; an ordered item keeps its number ("1. …"), a bulleted one loses its bullet; nested lists follow their item. */
function listText(list: Tokens.List, headings: PageHeading[]): string {
  const start = typeof list.start === 'number' ? list.start : 1;
  return list.items
    .map((item, i) => {
      const parts = blockTexts(item.tokens, headings);
      const marker = list.ordered ? `${start + i}. ` : '';
      return parts.length ? `${marker}${parts.join('\n')}` : '';
    })
    .filter(Boolean)
    .join('\n');
}

/** Inline tokens as plain text: emphasis and link text kept, link targets, images and inline HTML tags dropped. */
function inlineText(tokens: readonly Token[]): string {
  let out = '';
  for (const token of tokens) {
    switch (token.type) {
      case 'strong':
      case 'em':
      case 'del':
      case 'link':
        out += inlineText((token as Tokens.Strong).tokens);
        break;
      case 'text':
        out += 'tokens' in token && token.tokens ? inlineText(token.tokens) : decodeEntities(token.text);
        break;
      case 'escape':
      case 'codespan':
        out += decodeEntities(token.text);
        break;
      case 'br':
        out += '\n';
        break;
      case 'html':
        out += /^<br\s*\/?>$/i.test(token.text.trim()) ? '\n' : htmlFragmentText(token.text, true);
        break;
      default:
        // images (the picture is not text) and anything else inline.
        break;
    }
  }
  return out;
}

/** Decodes HTML character references (`&amp;`, `&sect;`, `&#167;`), which Markdown text may carry. */
function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  // Line by line: the HTML reader joins a block's lines, and a paragraph's lines ("(1) …", "(2) …") must stay apart.
  return text.split('\n').map((line) => (line.includes('&') ? htmlFragmentText(line.replace(/</g, '&lt;'), true) : line)).join('\n');
}
