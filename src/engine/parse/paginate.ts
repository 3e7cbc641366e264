/** Characters per page when a file has no pages of its own (TXT without form feeds, DOCX/DOC without page breaks). */
export const PAGE_TARGET_CHARS = 3000;

/** Cuts text into pages of about `target` characters at blank lines ('paragraphs') or line ends ('lines', for Word files). */
export function paginateText(text: string, unit: 'paragraphs' | 'lines', target: number = PAGE_TARGET_CHARS): string[] {
  const separator = unit === 'paragraphs' ? '\n\n' : '\n';
  const units = (unit === 'paragraphs' ? text.split(/\n[ \t]*\n+/) : text.split('\n')).filter((u) => u.trim());
  const pages: string[] = [];
  let current = '';
  const add = (piece: string, sep: string) => {
    if (current && current.length + sep.length + piece.length > target) {
      pages.push(current);
      current = '';
    }
    current = current ? current + sep + piece : piece;
  };
  for (const u of units) {
    if (u.length <= target || unit === 'lines') { add(u, separator); continue; }
    u.split('\n').forEach((line, i) => add(line, i === 0 ? separator : '\n'));
  }
  if (current) pages.push(current);
  return pages.map((p) => p.replace(/^\n+|\s+$/g, '')).filter((p) => p.trim());
}
