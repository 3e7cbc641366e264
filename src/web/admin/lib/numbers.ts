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
