/** A form value as a whole number, or null when it is blank or not one. */
export function parseWholeNumber(value: string): number | null {
  const trimmed = value.trim();
  if (!/^-?\d+$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** What a number field sends: the number when it is one, else the raw text so the server can say what is wrong. */
export function numberOrRaw(value: string): number | string {
  return parseWholeNumber(value) ?? value.trim();
}

/** Spec admin §5 (split job form): empty or invalid page numbers fall back (start → 1, end → page count). */
export function pageOrFallback(value: string, fallback: number): number {
  const n = parseWholeNumber(value);
  return n !== null && n >= 1 ? n : fallback;
}

/** Checks a job's page range against spec admin §5 (min 1, end at most the page count, start not after end). */
export function validatePageRange(
  start: string,
  end: string,
  pageCount: number | null,
): { start_page?: string; end_page?: string } {
  const errors: { start_page?: string; end_page?: string } = {};
  const s = parseWholeNumber(start);
  const e = parseWholeNumber(end);
  if (s === null || s < 1) errors.start_page = 'Start page must be at least 1.';
  else if (pageCount && s > pageCount) errors.start_page = `Start page must be at most ${pageCount} (the document's page count).`;
  if (e === null || e < 1) errors.end_page = 'End page must be at least 1.';
  else if (pageCount && e > pageCount) errors.end_page = `End page must be at most ${pageCount} (the document's page count).`;
  if (!errors.start_page && !errors.end_page && s !== null && e !== null && s > e) {
    errors.start_page = 'Start page must not be after the end page.';
  }
  return errors;
}
