/** Spec admin §5: chunk mode labels have the first letter capitalised and the first underscore made a space. */
export function chunkModeLabel(mode: string): string {
  if (!mode) return mode;
  return (mode.charAt(0).toUpperCase() + mode.slice(1)).replace('_', ' ');
}

/** Spec admin §9: a split job without a name is shown as "Pages {start}-{end}". */
export function splitJobDisplayName(job: { name?: string | null; start_page: number; end_page: number }): string {
  const name = job.name?.trim();
  return name ? name : `Pages ${job.start_page}-${job.end_page}`;
}

/** A status value for people: `creating_chunks` → "Creating chunks", `vectorize_failed` → "Vectorize failed". */
export function humanize(value: string): string {
  const spaced = value.replaceAll('_', ' ').trim();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

/** A page range for tables: "3–12", or the single page. */
export function pageSpan(start: number, end: number): string {
  return start === end ? String(start) : `${start}–${end}`;
}

/** Locale date and time for created_at / vectorized_at columns; the raw value if it does not parse. */
export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** Time of day for log lines ("14:03:27"); the raw value if it does not parse. */
export function formatTimeOfDay(value: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
}

/** "1 chunk", "3 chunks" (plural: word + "s" unless given). */
export function countOf(count: number, word: string, plural = `${word}s`): string {
  return `${count.toLocaleString()} ${count === 1 ? word : plural}`;
}

/** An extract job's name, or "Extract job #{id}" when it has none. */
export function extractJobName(job: { id: number; name?: string | null }): string {
  return job.name?.trim() || `Extract job #${job.id}`;
}

/** A parse job's name, or "Parse job #{id}" when it has none. */
export function parseJobName(job: { id: number; name?: string | null }): string {
  return job.name?.trim() || `Parse job #${job.id}`;
}

/** A chunk collection's name, or "Collection #{id}" when it has none. */
export function collectionName(collection: { id: number; name?: string | null }): string {
  return collection.name?.trim() || `Collection #${collection.id}`;
}
