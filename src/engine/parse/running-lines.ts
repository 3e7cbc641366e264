/** How many non-empty lines at the top and at the bottom of a page count as its header and footer zones. */
export const EDGE_LINES = 3;

type PageLike = { number: number; text: string };
type Slot = string; // 't0'..'t2' from the top, 'b0'..'b2' from the bottom

const PAGE_NUMBER = /^(?:page\s+)?[-–—([]?\s*(\d{1,4})\s*[-–—)\]]?$/i;

/** A line's pattern for comparing pages: whitespace collapsed and every run of digits replaced by '#'. */
export function linePattern(line: string): string {
  return line.trim().replace(/\s+/g, ' ').replace(/\d+/g, '#');
}

/*
 * A line pattern is a running header/footer when it sits in the first or last 3 non-empty lines of at least half
 * the pages (and of at least 3), mostly in the same slot there, and (almost) never elsewhere on a page — body text
 * such as "Repealed." also turns up mid-page. A bare page number (first or last line) counts when the numbers keep
 * a steady offset from the page numbers across pages.
 */

/** Removes running headers, footers and bare page numbers, returning the cleaned pages and each removed pattern once, as first seen. */
export function removeRunningLines<P extends PageLike>(pages: P[]): { pages: P[]; removedLines: string[] } {
  const split = pages.map((p) => p.text.split('\n'));
  const textPages = split.filter((lines) => lines.some((l) => !isBlank(l))).length;
  // Patterns are computed for edge lines only: pages can hold megabytes of body text.
  const edges = split.map((lines) => {
    const slots = edgeSlots(lines);
    return new Map([...slots].map(([li, slot]) => [li, { slot, pattern: linePattern(lines[li]) }]));
  });

  const edgeSeen = new Map<string, Map<number, Slot>>();
  edges.forEach((edge, pi) => {
    for (const { slot, pattern } of edge.values()) {
      const seen = edgeSeen.get(pattern) ?? new Map<number, Slot>();
      if (!seen.has(pi)) seen.set(pi, slot);
      edgeSeen.set(pattern, seen);
    }
  });
  const candidates = new Map<string, Map<number, Slot>>();
  for (const [pattern, seen] of edgeSeen) {
    if (PAGE_NUMBER.test(pattern.replace(/#/g, '1'))) continue; // bare numbers are judged below
    if (seen.size >= 3 && seen.size >= textPages * 0.5) candidates.set(pattern, seen);
  }

  const bodySeen = new Map<string, Set<number>>();
  if (candidates.size) {
    const longest = Math.max(...[...candidates.keys()].map((k) => k.length));
    split.forEach((lines, pi) => {
      lines.forEach((line, li) => {
        // A line much longer than every candidate cannot collapse to one of them.
        if (edges[pi].has(li) || line.length > longest * 3 + 20 || isBlank(line)) return;
        const pattern = linePattern(line);
        if (!candidates.has(pattern)) return;
        const set = bodySeen.get(pattern) ?? new Set<number>();
        set.add(pi);
        bodySeen.set(pattern, set);
      });
    });
  }

  const running = new Set<string>();
  for (const [pattern, seen] of candidates) {
    const count = seen.size;
    const body = bodySeen.get(pattern)?.size ?? 0;
    if (body >= Math.max(2, count * 0.1)) continue; // real content (e.g. "Repealed.") also sits mid-page
    const slots = new Map<Slot, number>();
    for (const s of seen.values()) slots.set(s, (slots.get(s) ?? 0) + 1);
    if (Math.max(...slots.values()) < count * 0.6) continue; // a header keeps its place
    running.add(pattern);
  }

  const numberLines = pageNumberLines(pages, split);
  const removedLines: string[] = [];
  const reported = new Set<string>();
  const cleaned = pages.map((page, pi) => {
    const lines = split[pi];
    const drop = new Set(numberLines[pi]);
    for (const [li, { pattern }] of edges[pi]) if (running.has(pattern)) drop.add(li);
    if (!drop.size) return page;
    for (const li of [...drop].sort((a, b) => a - b)) {
      const pattern = linePattern(lines[li]);
      if (!reported.has(pattern)) { reported.add(pattern); removedLines.push(lines[li].trim()); }
    }
    const text = lines.filter((_, li) => !drop.has(li)).join('\n').replace(/\n{3,}/g, '\n\n').replace(/^\s*\n/, '').trimEnd();
    return { ...page, text };
  });
  return { pages: cleaned, removedLines };
}

/** Line index → slot for the first and last EDGE_LINES non-empty lines. */
function edgeSlots(lines: string[]): Map<number, Slot> {
  const slots = new Map<number, Slot>();
  for (let i = 0, k = 0; i < lines.length && k < EDGE_LINES; i++) if (!isBlank(lines[i])) slots.set(i, `t${k++}`);
  for (let i = lines.length - 1, k = 0; i >= 0 && k < EDGE_LINES; i--) {
    if (isBlank(lines[i])) continue;
    if (!slots.has(i)) slots.set(i, `b${k}`);
    k++;
  }
  return slots;
}

const BLANK = /^\s*$/;
function isBlank(line: string): boolean {
  return BLANK.test(line);
}

/** Line indexes of bare page numbers: the first or last non-empty line, a number that keeps a steady offset from the page number. */
function pageNumberLines(pages: PageLike[], split: string[][]): Set<number>[] {
  const found: { pi: number; li: number; offset: number }[] = [];
  split.forEach((lines, pi) => {
    const first = lines.findIndex((l) => !isBlank(l));
    if (first < 0) return;
    let last = lines.length - 1;
    while (isBlank(lines[last])) last--;
    for (const li of new Set([first, last])) {
      const m = PAGE_NUMBER.exec(lines[li].trim());
      if (m) found.push({ pi, li, offset: Number(m[1]) - pages[pi].number });
    }
  });
  const tally = new Map<number, number>();
  for (const f of found) tally.set(f.offset, (tally.get(f.offset) ?? 0) + 1);
  let best: number | undefined;
  let bestCount = 0;
  for (const [offset, n] of tally) if (n > bestCount) { best = offset; bestCount = n; }
  const result = split.map(() => new Set<number>());
  // One number on one page could be anything; a numbering that runs across pages is page numbering.
  if (best === undefined || bestCount < Math.min(2, pages.length)) return result;
  for (const f of found) if (f.offset === best) result[f.pi].add(f.li);
  return result;
}
