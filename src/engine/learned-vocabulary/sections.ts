/*
 * Sections of a code of ordinances as Municode publishes it in plain text: a section opens on a line beginning
 * `Sec. 10-3. - Hours of sale.` (or `Sec. 10-3. Hours of sale.`) and runs to the next such line.
 */

/** One section: its caption (heading) and its text. */
export type CodeSection = { heading: string; body: string };

const SECTION_LINE = /^\s*Sec\.\s+[0-9A-Za-z][0-9A-Za-z.\-]*\.?\s+(?:-\s+)?(.*)$/;
/** A caption is short and ends at its first full stop (Municode's catchline). */
const MAX_HEADING = 160;

/** Splits a caption from the text that follows it on the section's first line. */
function splitCaption(rest: string): CodeSection {
  const stop = /\.(?:\s|$)/.exec(rest.slice(0, MAX_HEADING + 1));
  if (!stop) return { heading: rest.slice(0, MAX_HEADING), body: rest.slice(MAX_HEADING) };
  return { heading: rest.slice(0, stop.index), body: rest.slice(stop.index + 1) };
}

/** The sections of a Municode text, in order (text before the first section is ignored). */
export function splitCodeSections(text: string): CodeSection[] {
  const out: CodeSection[] = [];
  let current: { heading: string; body: string[] } | null = null;
  for (const line of text.split(/\r?\n/)) {
    const m = SECTION_LINE.exec(line);
    if (m) {
      if (current) out.push({ heading: current.heading, body: current.body.join('\n') });
      const { heading, body } = splitCaption(m[1].trim());
      current = { heading: heading.trim(), body: [body] };
    } else if (current) {
      current.body.push(line);
    }
  }
  if (current) out.push({ heading: current.heading, body: current.body.join('\n') });
  return out;
}
