/*
 * A small markdown reader for bot answers: it turns text into plain data (blocks of inline tokens)
 * that markdown-view.tsx renders as React elements. Nothing here produces HTML, so markup in an
 * answer (or a quoted prompt) can only ever show up as text.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'citation'; n: number }
  | { type: 'link'; href: string; children: Inline[] }
  | { type: 'break' };

export type Block =
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'heading'; level: 1 | 2 | 3; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string };

const FENCE = /^\s*(```|~~~)/;
const HEADING = /^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$/;
const QUOTE = /^\s{0,3}>\s?/;
const BULLET = /^\s{0,3}[-*+]\s+(.*)$/;
const NUMBERED = /^\s{0,3}(\d{1,9})[.)]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;

type ListMatch = { ordered: boolean; number: number; text: string };

function matchListItem(line: string): ListMatch | null {
  if (RULE.test(line)) return null;
  const bullet = BULLET.exec(line);
  if (bullet) return { ordered: false, number: 1, text: bullet[1] };
  const numbered = NUMBERED.exec(line);
  if (numbered) return { ordered: true, number: Number(numbered[1]), text: numbered[2] };
  return null;
}

function startsBlock(line: string): boolean {
  return FENCE.test(line) || HEADING.test(line) || QUOTE.test(line) || matchListItem(line) !== null;
}

/** Reads markdown into blocks: paragraphs, headings, bullet and numbered lists, block quotes and code. */
export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;

  while (i < lines.length) {
    const line = lines[i];
    if (line.trim() === '' || RULE.test(line)) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const body: string[] = [];
      i++;
      while (i < lines.length && !lines[i].trim().startsWith(fence[1])) body.push(lines[i++]);
      i++; // the closing fence (or the end)
      blocks.push({ type: 'code', text: body.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      const level = Math.min(3, heading[1].length) as 1 | 2 | 3;
      blocks.push({ type: 'heading', level, children: parseInline(heading[2]) });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const body: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i])) body.push(lines[i++].replace(QUOTE, ''));
      blocks.push({ type: 'quote', children: parseMarkdown(body.join('\n')) });
      continue;
    }

    const first = matchListItem(line);
    if (first) {
      const items: string[] = [first.text];
      i++;
      while (i < lines.length) {
        const next = lines[i];
        const item = matchListItem(next);
        if (item && item.ordered === first.ordered) {
          items.push(item.text);
          i++;
        } else if (next.trim() === '') {
          // A blank line continues the list only when another item of the same kind follows.
          const after = lines.slice(i + 1).find((l) => l.trim() !== '');
          const afterItem = after === undefined ? null : matchListItem(after);
          if (!afterItem || afterItem.ordered !== first.ordered) break;
          i++;
        } else if (!item && /^\s+\S/.test(next)) {
          items[items.length - 1] += `\n${next.trim()}`;
          i++;
        } else {
          break;
        }
      }
      blocks.push({ type: 'list', ordered: first.ordered, start: first.number, items: items.map(parseInline) });
      continue;
    }

    const body: string[] = [line.trim()];
    i++;
    while (i < lines.length && lines[i].trim() !== '' && !startsBlock(lines[i]) && !RULE.test(lines[i])) {
      body.push(lines[i++].trim());
    }
    blocks.push({ type: 'paragraph', children: parseInline(body.join('\n')) });
  }
  return blocks;
}

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

// Order matters: code first (its content is literal), then strong before em.
const INLINE =
  /`([^`\n]+)`|\*\*(?=\S)([\s\S]+?)\*\*|__(?=\S)([\s\S]+?)__|\*(?=[^\s*])([\s\S]*?[^\s*])\*|\[(\d{1,4}(?:\s*,\s*\d{1,4})*)\]|\[([^\]\n]+)\]\(([^)\s]+)\)|\n/g;

/** Reads inline markup: **bold**, *italic*, `code`, [text](https-link), [n] citation markers and line breaks. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (t: string) => {
    if (!t) return;
    const prev = out[out.length - 1];
    if (prev?.type === 'text') prev.text += t;
    else out.push({ type: 'text', text: t });
  };

  const pattern = new RegExp(INLINE.source, 'g');
  let last = 0;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    pushText(text.slice(last, m.index));
    last = m.index + m[0].length;
    if (m[1] !== undefined) out.push({ type: 'code', text: m[1] });
    else if (m[2] !== undefined) out.push({ type: 'strong', children: parseInline(m[2]) });
    else if (m[3] !== undefined) out.push({ type: 'strong', children: parseInline(m[3]) });
    else if (m[4] !== undefined) out.push({ type: 'em', children: parseInline(m[4]) });
    else if (m[5] !== undefined) for (const n of m[5].split(',')) out.push({ type: 'citation', n: Number(n.trim()) });
    else if (m[6] !== undefined) {
      if (SAFE_LINK.test(m[7])) out.push({ type: 'link', href: m[7], children: parseInline(m[6]) });
      else pushText(m[6]);
    } else out.push({ type: 'break' });
  }
  pushText(text.slice(last));
  return out;
}

/** The plain text of inline tokens (citations as "[n]"), e.g. for an accessible name. */
export function inlineText(tokens: Inline[]): string {
  return tokens
    .map((t) => {
      switch (t.type) {
        case 'text':
        case 'code':
          return t.text;
        case 'citation':
          return `[${t.n}]`;
        case 'break':
          return '\n';
        default:
          return inlineText(t.children);
      }
    })
    .join('');
}

function blockText(block: Block): string {
  switch (block.type) {
    case 'paragraph':
    case 'heading':
      return inlineText(block.children);
    case 'code':
      return block.text;
    case 'list':
      return block.items.map((item, i) => `${block.ordered ? `${block.start + i}.` : '•'} ${inlineText(item)}`).join('\n');
    case 'quote':
      return block.children.map((b) => `“${blockText(b)}”`).join('\n\n');
  }
}

/** The answer as plain text without markup (kept: list bullets, numbers and [n] markers), e.g. for print. */
export function markdownToPlainText(source: string): string {
  return parseMarkdown(source).map(blockText).join('\n\n');
}
