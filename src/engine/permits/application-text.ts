import { readableName, type ParsedPage, type PdfFormField } from '../parse';

/** Ends one page of an application's text and starts the next (on a line of its own). */
export const PAGE_BREAK = '\f';
/** Opens the lines of a page's fillable-form fields: `[Form fields on page 2]`. */
export const FORM_FIELDS_HEADER = /^\[Form fields on page (\d+)\]$/;

/**
 * An application's text as the review reads it: each page's printed text (form labels and values side by side
 * separated by tabs), then the values of its fillable-form fields as `Label: value` lines and checkboxes as
 * `[X] Label` / `[ ] Label`; pages separated by a form-feed line, so each fact can say which page it came from.
 */
export function applicationText(pages: Pick<ParsedPage, 'number' | 'text' | 'formFields'>[]): string {
  return pages
    .map((page) => {
      const fields = page.formFields ?? [];
      if (!fields.length) return page.text;
      return [page.text, `[Form fields on page ${page.number}]`, ...formLines(fields)].join('\n');
    })
    .join(`\n${PAGE_BREAK}\n`);
}

function formLines(fields: PdfFormField[]): string[] {
  const lines: string[] = [];
  const groups = new Map<string, PdfFormField[]>();
  for (const f of fields) {
    if (f.kind === 'radio') {
      groups.set(f.name, [...(groups.get(f.name) ?? []), f]);
      continue;
    }
    if (f.kind === 'checkbox') lines.push(`${f.checked ? '[X]' : '[ ]'} ${oneLine(f.label)}`);
    else lines.push(`${oneLine(f.label)}: ${oneLine(f.value)}`);
  }
  // A radio group: every option as a box, the chosen one ticked.
  for (const [name, options] of groups) lines.push(`${readableName(name)} ${options.map((o) => `${o.checked ? '[X]' : '[ ]'} ${oneLine(o.label)}`).join(' ')}`);
  return lines;
}

function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
