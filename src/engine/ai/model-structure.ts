import { closeContainers, hasDotLeader, joinLines, matchHeading, pageLines } from '../structure';
import type { DivisorNode, DivisorTree, StructurePage } from '../structure';
import type { ModelDivisor } from './schemas';

export type ModelTreeResult = {
  tree: DivisorTree;
  /** Divisors the model named whose title is not printed in the pages (or not after the previous one): never stored. */
  dropped: { title: string; reason: string }[];
  kept: number;
};

type Located = { divisor: ModelDivisor; line: number; bodyFrom: number; runIn: string; rank: number };

const collapse = (s: string) => s.replace(/\s+/g, ' ').trim();
const MAX_HEADING_LINES = 3;

/**
 * Builds a divisor tree from the divisors a model reported, keeping only those whose title is
 * printed in the pages (in document order) and cutting every body from the pages' own text, so
 * nothing in the tree is invented by the model.
 */
export function buildModelTree(pages: readonly StructurePage[], divisors: readonly ModelDivisor[], divisorTypes: readonly string[]): ModelTreeResult {
  const { lines, pageOf, firstPage, lastPage } = pageLines(pages);
  const sectionRank = divisorTypes.indexOf('section') >= 0 ? divisorTypes.indexOf('section') : divisorTypes.length;
  const rankOf = (type: string) => (divisorTypes.indexOf(type) >= 0 ? divisorTypes.indexOf(type) : type === 'subsection' ? sectionRank + 1 : sectionRank);

  const dropped: ModelTreeResult['dropped'] = [];
  const located: Located[] = [];
  let cursor = 0;
  for (const divisor of divisors) {
    const title = collapse(divisor.title);
    const found = title ? locate(lines, pageOf, title, cursor, divisor.start_page) : null;
    if (!found) {
      const anywhere = title ? locate(lines, pageOf, title, 0, firstPage) : null;
      dropped.push({ title: divisor.title, reason: anywhere ? 'out of document order' : 'not found in the page text' });
      continue;
    }
    located.push({ divisor: { ...divisor, title }, ...found, rank: rankOf(divisor.divisor_type) });
    cursor = found.bodyFrom;
  }

  const front = joinLines(lines, pageOf, 0, located[0]?.line ?? lines.length);
  const root: DivisorTree = { type: 'document', number: '', label: '', title: '', heading: '', startPage: firstPage, endPage: lastPage, text: front.text, pageMarks: front.marks, children: [] };
  const open: { node: DivisorNode; rank: number; title: string }[] = [];
  located.forEach((d, k) => {
    const isContainer = d.rank < sectionRank;
    // A container's text is its own (up to the next divisor); a section's covers its subsections too.
    let end = k + 1 < located.length ? located[k + 1].line : lines.length;
    if (!isContainer) {
      let j = k + 1;
      while (j < located.length && located[j].rank > d.rank) j++;
      end = j < located.length ? located[j].line : lines.length;
    }
    // A run-in heading's remainder is the body's first line, on the heading's page.
    const bodyLines = [d.runIn, ...lines.slice(d.bodyFrom, end)];
    const bodyPages = [pageOf[d.line], ...pageOf.slice(d.bodyFrom, end)];
    const body = joinLines(bodyLines, bodyPages, 0, bodyLines.length);
    const match = matchHeading(d.divisor.title);
    const number = d.divisor.number ?? match?.number ?? '';
    const node: DivisorNode = {
      type: d.divisor.divisor_type,
      number,
      label: match?.label ?? (number ? `${capitalize(d.divisor.divisor_type)} ${number}` : d.divisor.title),
      title: d.divisor.title,
      heading: collapse(match?.rest ?? d.divisor.title).replace(/\.$/, ''),
      startPage: pageOf[d.line],
      endPage: body.text ? bodyPages[body.last] : pageOf[d.line],
      text: body.text,
      pageMarks: body.marks,
      children: [],
    };
    if (d.runIn) node.runIn = true;
    const parentTitle = d.divisor.parent_title ? collapse(d.divisor.parent_title) : null;
    const named = parentTitle ? open.findLastIndex((o) => o.title === parentTitle && o.rank < d.rank) : -1;
    if (named >= 0) open.length = named + 1;
    else while (open.length && open[open.length - 1].rank >= d.rank) open.pop();
    const parent = open[open.length - 1]?.node ?? root;
    if (node.type === 'subsection' && parent.text) {
      const offset = parent.text.indexOf(node.text);
      if (offset >= 0) node.offset = offset;
    }
    parent.children.push(node);
    open.push({ node, rank: d.rank, title: d.divisor.title });
  });
  closeContainers(root);
  return { tree: root, dropped, kept: located.length };
}

/** Finds the line (from `from`, preferring the divisor's own page) where a heading printed over 1–3 lines begins. */
function locate(lines: readonly string[], pageOf: readonly number[], title: string, from: number, page: number) {
  const onPage = pageOf.findIndex((p, i) => i >= from && p >= page);
  for (const start of onPage > from ? [onPage, from] : [from]) {
    for (let i = start; i < lines.length; i++) {
      if (!lines[i].trim() || hasDotLeader(lines[i])) continue;
      let joined = '';
      for (let n = 0; n < MAX_HEADING_LINES && i + n < lines.length; n++) {
        joined = collapse(`${joined} ${lines[i + n]}`);
        if (joined === title) return { line: i, bodyFrom: i + n + 1, runIn: '' };
        if (joined.startsWith(`${title} `)) {
          // The heading runs into the body: the rest of its last line is the body's first line.
          return { line: i, bodyFrom: i + n + 1, runIn: joined.slice(title.length).trim() };
        }
        if (!title.startsWith(joined)) break;
      }
    }
  }
  return null;
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
