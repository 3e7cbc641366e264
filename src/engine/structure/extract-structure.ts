/*
 * Structure extraction (pipeline step 4, offline): pages → lines → heading candidates (heading-patterns.ts) → minus
 * table-of-contents entries (table-of-contents.ts) → containers nested by rank (container-levels.ts), sections under
 * the innermost open container, subsections inside each section (subsections.ts). A section runs from its heading to
 * the next heading of any kind; text before the first heading is the root's front matter.
 */
import { rankContainerTypes } from './container-levels';
import { matchDesignators, type DesignatorLine } from './designators';
import { captionLinesAfter, continuesSentence, headingAt, matchHeading } from './heading-patterns';
import { closeContainers, joinLines, pageLines, type JoinedLines } from './page-lines';
import { buildSubsections, type SubsectionDraft } from './subsections';
import { CAPTION_HEADING_TYPE, hasMarkedHeadings, markedHeadings } from './marked-headings';
import { repairOcrSectionNumbers } from './ocr-designators';
import { dropTableOfContents, type HeadingCandidate } from './table-of-contents';
import type { DivisorNode, DivisorTree, PageMark, SectionEntry, StructurePage } from './types';

/** How to read the document: `divisorTypes` is the staff's divisor order, highest first (e.g. title, chapter, section, subsection). */
export type ExtractOptions = { divisorTypes?: readonly string[] };

/** A subsection's title is its first line, cut to this many characters. */
const SUBSECTION_TITLE_LENGTH = 120;

/**
 * Whether indentation carries the nesting (as in the DC Code text: one line per paragraph, two spaces per level) or
 * is layout noise (PDF text, where most lines are wrapped continuations of the line above). Indentation counts when
 * some lines are indented and fewer than a quarter of the non-blank lines run on from the line above.
 */
function indentationIsStructural(lines: readonly string[], designators: readonly (DesignatorLine | null)[]): boolean {
  let nonBlank = 0;
  let indented = 0;
  let runOn = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (!line.trim()) continue;
    nonBlank++;
    if (/^\s/.test(line)) indented++;
    const next = lines[i + 1];
    if (next?.trim() && !designators[i + 1] && !matchHeading(next)) runOn++;
  }
  return indented > 0 && runOn < nonBlank * 0.25;
}

/**
 * Every line that starts with a heading and does not read on from the sentence above it. A bare designator opening a
 * page ("Exhibit 3") is a heading whatever the last page ended with: a form's blank ("… by ____ of") or a page's
 * trailing blank lines, which page texts do not keep, often stand there.
 */
function findHeadings(lines: readonly string[], pageOf: readonly number[]): HeadingCandidate[] {
  const out: HeadingCandidate[] = [];
  for (let i = 0; i < lines.length; i++) {
    const pageStart = i > 0 && pageOf[i] !== pageOf[i - 1];
    const bare = pageStart ? matchHeading(lines[i]) : null;
    const match = bare && !bare.rest.trim() ? bare : headingAt(lines, i);
    if (match) out.push({ line: i, match });
  }
  return out;
}

/**
 * How a heading line relates to the lines after it: 'run-in' when its text is the start of the body ("Section 1:
 * The City hereby amends the …" continuing on the next line), or the number of following lines (0–2) that finish a
 * caption wrapped by the page layout ("§ 25-723. Hours of sale … and" + "temporary licensees."). A wrapped caption
 * ends with a period within 200 characters and is followed by a break, a subsection, or a new sentence. Neither
 * reaches over a page break.
 */
function headingShape(lines: readonly string[], pageOf: readonly number[], c: HeadingCandidate, nextHeading: number): 'run-in' | number {
  const rest = c.match.rest;
  const next = lines[c.line + 1];
  if (rest && runInCaption(rest)) return 'run-in';
  if (!rest.trim()) {
    const caption = captionLinesAfter(lines, c.line, nextHeading);
    if (caption && pageOf[c.line + caption] === pageOf[c.line]) return caption;
  }
  // A page break after the heading counts as a paragraph break (paged text files break pages at blank lines).
  if (!rest || c.line + 1 >= nextHeading || !next?.trim() || matchDesignators(next) || pageOf[c.line + 1] !== pageOf[c.line]) return 0;
  // A wrapped caption's first line is short; a long one is run-in text ("Section 1: The City hereby amends …").
  if (!/[.:!?\-,;]$/.test(rest) && rest.length <= 100) {
    let caption = rest;
    for (let k = 1; k <= 2 && c.line + k < nextHeading && pageOf[c.line + k] === pageOf[c.line]; k++) {
      const line = lines[c.line + k].trim();
      if (!line || matchDesignators(line)) break;
      caption += ` ${line}`;
      if (caption.length > 200) break;
      if (!/\.$/.test(line)) continue;
      const after = c.line + k + 1 < nextHeading ? lines[c.line + k + 1] : '';
      if (!after.trim() || matchDesignators(after) || /^\s*[A-Z“"(*]/.test(after)) return k;
      break;
    }
  }
  if (rest.length > 80 || /[-,;]$/.test(rest) || continuesSentence(rest) || /^\s*[a-z]/.test(next)) return 'run-in';
  return 0;
}

const ABBREVIATED = /\b(?:Mt|St|Ste|No|Nos|Jr|Sr|Inc|Co|Corp|Ave|Blvd|Rd|Dr|Mr|Mrs|Ms|Ft|Sec|Art|Ch|Vol|seq)$/;

/**
 * A short caption (at most 8 words) opening a run-in text on the heading line ("Definitions. As used in this
 * chapter…"), or '' when there is none.
 */
function runInCaption(rest: string): string {
  const m = /^([A-Z][^.]{1,58}[a-z)\]])\.\s+(?=[A-Z“"(])/.exec(rest);
  return m && m[1].split(/\s+/).length <= 8 && !ABBREVIATED.test(m[1]) ? m[1] : '';
}

const collapse = (s: string) => s.trim().replace(/\s+/g, ' ');
const stripPeriod = (s: string) => s.replace(/\.$/, '').trim();

function truncate(s: string, max: number): string {
  if (s.length <= max) return s;
  const cut = s.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Builds subsection nodes from drafts over a section body's lines; offsets and page marks are relative to the section text. */
function subsectionNodes(drafts: SubsectionDraft[], lines: readonly string[], pages: readonly number[], body: JoinedLines, types: readonly string[]): DivisorNode[] {
  return drafts.map((d) => {
    const start = body.offsets[d.start];
    const lastLine = lines[d.end - 1];
    const end = body.offsets[d.end - 1] + lastLine.length;
    const text = body.text.slice(start, end);
    const marks: PageMark[] = [{ offset: 0, page: pages[d.start] }];
    for (const m of body.marks) if (m.offset > start && m.offset < end) marks.push({ offset: m.offset - start, page: m.page });
    const caption = d.rest.length <= 80 && /[A-Z]/.test(d.rest) && d.rest === d.rest.toUpperCase() ? d.rest : '';
    return {
      type: types[Math.min(d.depth, types.length - 1)],
      number: d.token,
      label: `(${d.token})`,
      title: truncate(collapse(lines[d.start].slice(0, SUBSECTION_TITLE_LENGTH * 2)), SUBSECTION_TITLE_LENGTH),
      heading: stripPeriod(caption),
      startPage: pages[d.start],
      endPage: pages[d.end - 1],
      text,
      pageMarks: marks,
      offset: start,
      children: subsectionNodes(d.children, lines, pages, body, types),
    };
  });
}

/** Reads a document's divisor tree (containers › sections › subsections) from its pages, deterministically and without I/O. */
export function extractStructure(pages: readonly StructurePage[], options: ExtractOptions = {}): DivisorTree {
  const { lines, pageOf, firstPage, lastPage } = pageLines(pages);
  const designators = lines.map((line) => matchDesignators(line));
  const useIndent = indentationIsStructural(lines, designators);
  // Headings the file marks itself (Markdown, HTML) are the only headings, nested by their level.
  const marked = hasMarkedHeadings(pages);
  const headings: (HeadingCandidate & { level?: number })[] = marked
    ? markedHeadings(pages, lines, pageOf)
    : dropTableOfContents(repairOcrSectionNumbers(findHeadings(lines, pageOf)), lines);
  const ranks = rankContainerTypes(headings.filter((h) => h.match.type !== 'section').map((h) => h.match.type), options.divisorTypes);
  const divisorTypes = options.divisorTypes ?? [];
  const afterSection = divisorTypes.indexOf('section') >= 0 ? divisorTypes.slice(divisorTypes.indexOf('section') + 1) : [];
  const subsectionTypes = afterSection.length ? afterSection : ['subsection'];

  const front = joinLines(lines, pageOf, 0, headings[0]?.line ?? lines.length);
  const root: DivisorTree = {
    type: 'document',
    number: '',
    label: '',
    title: '',
    heading: '',
    startPage: firstPage,
    endPage: lastPage,
    text: front.text,
    pageMarks: front.marks,
    children: [],
  };

  const open: { node: DivisorNode; rank: number }[] = [];
  headings.forEach((h, k) => {
    const end = k + 1 < headings.length ? headings[k + 1].line : lines.length;
    // A marked heading is a line of its own: no caption wraps onto the next line and no body runs in.
    const shape = marked ? 0 : headingShape(lines, pageOf, h, end);
    const runIn = shape === 'run-in';
    const captionLines = typeof shape === 'number' ? shape : 0;
    const bodyFrom = h.line + 1 + captionLines;
    // A run-in heading's text after the designation (and after its caption, if any) is the first line of the body.
    const runInText = runIn ? h.match.rest.slice(runInCaption(h.match.rest).length).replace(/^\.\s*/, '') : '';
    const bodyLines = runIn ? [runInText, ...lines.slice(bodyFrom, end)] : lines.slice(bodyFrom, end);
    const bodyPages = runIn ? [pageOf[h.line], ...pageOf.slice(bodyFrom, end)] : pageOf.slice(bodyFrom, end);
    const body = joinLines(bodyLines, bodyPages, 0, bodyLines.length);
    const headingLines = lines.slice(h.line, bodyFrom).map(collapse).join(' ');
    const caption = runIn ? runInCaption(h.match.rest) : '';
    const node: DivisorNode = {
      type: h.match.type,
      number: h.match.number,
      label: h.match.label,
      title: runIn ? collapse(`${h.match.prefix} ${caption ? `${caption}.` : ''}`) : headingLines,
      heading: runIn ? caption : stripPeriod(collapse([h.match.rest, ...lines.slice(h.line + 1, bodyFrom)].join(' '))),
      startPage: pageOf[h.line],
      endPage: body.text ? bodyPages[body.last] : pageOf[bodyFrom - 1],
      text: body.text,
      pageMarks: body.marks,
      children: [],
    };
    if (runIn) node.runIn = true;

    if (h.match.type === 'section') {
      const bodyDesignators = runIn ? [matchDesignators(runInText), ...designators.slice(bodyFrom, end)] : designators.slice(bodyFrom, end);
      const drafts = buildSubsections(bodyLines, useIndent, bodyDesignators);
      node.children = subsectionNodes(drafts, bodyLines, bodyPages, body, subsectionTypes);
      // A marked section closes the containers below its level, and a caption heading at its level; a designated
      // container at its level stays open (exports print "### DIVISION 1." and its "### Sec. 50-159." alike).
      if (h.level !== undefined) {
        const level = h.level;
        const closes = (o: { node: DivisorNode; rank: number }) => o.rank > level || (o.rank === level && o.node.type === CAPTION_HEADING_TYPE);
        while (open.length && closes(open[open.length - 1])) open.pop();
      }
      (open[open.length - 1]?.node ?? root).children.push(node);
      return;
    }
    const rank = h.level ?? ranks.get(h.match.type) ?? Number.MAX_SAFE_INTEGER;
    while (open.length && open[open.length - 1].rank >= rank) open.pop();
    (open[open.length - 1]?.node ?? root).children.push(node);
    open.push({ node, rank });
  });
  closeContainers(root);
  return root;
}

/** Lists the section nodes of a tree in document order, each with its containers and citation label path. */
export function flattenSections(tree: DivisorTree): SectionEntry[] {
  const out: SectionEntry[] = [];
  const walk = (node: DivisorNode, ancestors: DivisorNode[]) => {
    for (const child of node.children) {
      if (child.type === 'section') out.push({ section: child, ancestors, path: [...ancestors.map((a) => a.label), child.label] });
      else walk(child, [...ancestors, child]);
    }
  };
  walk(tree, []);
  return out;
}
