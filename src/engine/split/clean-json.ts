/** What Clean JSON produced: the cleaned start pages and their pretty text, or the message to show. */
export type CleanJsonResult = { ok: true; value: Record<string, string>; text: string } | { ok: false; error: string };

/** The message shown when the Start Pages text cannot be read as JSON (spec admin-tool §7). */
export const INVALID_JSON_MESSAGE = 'Invalid JSON! Please check your syntax.';
/** An object with more keys than this, numbered from "0" and "1", is a string exploded into characters. */
export const EXPLODED_KEYS_THRESHOLD = 100;

// Spec admin-tool §5: parse the text (also a Ruby hash with `=>`, and a double-encoded string); rejoin an object of
// more than 100 numeric keys including "0" and "1" (a string exploded into characters) and parse that; remove
// entries whose value is "no"; return the object and its pretty text.
/** Clean JSON for a split job's start pages: the cleaned page → title object and its pretty text, or the error to show. */
export function cleanJson(text: string): CleanJsonResult {
  let value = parseLoose(text);
  // Unwrap layers: a JSON string holding JSON, or characters spread into an object, possibly both, a few deep.
  for (let depth = 0; depth < 5; depth++) {
    if (typeof value === 'string') { value = parseLoose(value); continue; }
    if (isExploded(value)) { value = parseLoose(joinExploded(value)); continue; }
    break;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: INVALID_JSON_MESSAGE };

  const cleaned: Record<string, string> = {};
  for (const [key, raw] of Object.entries(value as Record<string, unknown>)) {
    if (raw === null || raw === undefined) continue;
    if (typeof raw === 'object') return { ok: false, error: INVALID_JSON_MESSAGE };
    const title = String(raw);
    if (title.trim().toLowerCase() === 'no') continue;
    cleaned[key] = title;
  }
  return { ok: true, value: cleaned, text: JSON.stringify(cleaned, null, 2) };
}

const NOT_JSON = Symbol('not json');

function parseLoose(text: string): unknown {
  const attempts = [text, text.replace(/=>/g, ':')];
  for (const attempt of attempts) {
    try {
      return JSON.parse(attempt);
    } catch {
      // try the next form
    }
  }
  return NOT_JSON;
}

function isExploded(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > EXPLODED_KEYS_THRESHOLD && '0' in value && '1' in value && keys.every((k) => /^\d+$/.test(k));
}

function joinExploded(value: Record<string, unknown>): string {
  return Object.keys(value)
    .map(Number)
    .sort((a, b) => a - b)
    .map((k) => String(value[String(k)] ?? ''))
    .join('');
}
