/** A section of a document as a page range (inclusive). */
export type SectionRange = { title: string; startPage: number; endPage: number };

// Each range ends where the next begins: on that same page when `overlap` is true ("Allow pages to start and stop
// on the same page"), otherwise on the page before, but never before its own start; the last ends at pageCount.
// Entries marked "no" and pages outside 1..pageCount are ignored.
/** Turns start pages (page → title, "no" for none) into page ranges sorted by page. */
export function sectionRanges(startPages: Record<string, string>, options: { pageCount: number; overlap: boolean }): SectionRange[] {
  const starts = Object.entries(startPages)
    .map(([page, title]) => ({ page: Number(page), title: String(title ?? '').trim() }))
    .filter((s) => Number.isInteger(s.page) && s.page >= 1 && s.page <= options.pageCount && s.title && s.title.toLowerCase() !== 'no')
    .sort((a, b) => a.page - b.page);
  return starts.map((s, i) => {
    const next = starts[i + 1];
    const endPage = !next ? options.pageCount : options.overlap ? next.page : Math.max(s.page, next.page - 1);
    return { title: s.title, startPage: s.page, endPage };
  });
}
