import type { PositionedText } from './pdf-lines';
import type { PdfFormField } from './types';

/** The parts of a PDF.js widget annotation a form field is read from. */
type Widget = {
  subtype?: string;
  fieldType?: string;
  fieldName?: string;
  fieldValue?: unknown;
  alternativeText?: string;
  rect?: number[];
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  hidden?: boolean;
};

/**
 * The filled-in fields of a page's AcroForm widgets (PDF.js `getAnnotations()`), each with the label a person sees:
 * the text printed left of the field on its line (right of it for a checkbox), else above it, else its tooltip, else
 * its name made readable. Push buttons and signature widgets carry no answer and are skipped.
 */
export function readFormFields(annotations: unknown[], items: PositionedText[]): PdfFormField[] {
  const out: PdfFormField[] = [];
  const seenRadio = new Set<string>();
  for (const a of annotations as Widget[]) {
    if (a.subtype !== 'Widget' || !a.fieldName || a.hidden) continue;
    const rect = a.rect?.length === 4 ? a.rect : null;
    if (a.fieldType === 'Tx' || a.fieldType === 'Ch') {
      const raw = Array.isArray(a.fieldValue) ? a.fieldValue.join(', ') : typeof a.fieldValue === 'string' ? a.fieldValue : '';
      out.push({ name: a.fieldName, label: labelOf(a, rect, items, 'left'), value: raw.replace(/\s+/g, ' ').trim(), kind: a.fieldType === 'Ch' ? 'choice' : 'text' });
    } else if (a.fieldType === 'Btn' && (a.checkBox || a.radioButton)) {
      const value = typeof a.fieldValue === 'string' ? a.fieldValue : '';
      if (a.radioButton) {
        // Each option of a radio group is its own widget; the group's value names the chosen one.
        const checked = Boolean(value) && value !== 'Off' && value === a.buttonValue;
        const option = labelOf(a, rect, items, 'right', a.buttonValue);
        if (checked) seenRadio.add(a.fieldName);
        out.push({ name: a.fieldName, label: option, value: checked ? option : '', kind: 'radio', checked });
      } else {
        const checked = Boolean(value) && value !== 'Off' && (!a.exportValue || value === a.exportValue);
        out.push({ name: a.fieldName, label: labelOf(a, rect, items, 'right'), value: checked ? 'Yes' : 'No', kind: 'checkbox', checked });
      }
    }
  }
  return out;
}

/** The printed words that label a widget, found by position; falls back to the tooltip, then to the field's name. */
function labelOf(a: Widget, rect: number[] | null, items: PositionedText[], side: 'left' | 'right', option?: string): string {
  const printed = rect ? printedLabel(rect, items, side) : '';
  if (printed) return printed;
  if (a.alternativeText?.trim()) return a.alternativeText.trim();
  return readableName(option && option !== 'Off' ? option : a.fieldName!);
}

function printedLabel(rect: number[], items: PositionedText[], side: 'left' | 'right'): string {
  const [x1, y1, x2, y2] = [Math.min(rect[0], rect[2]), Math.min(rect[1], rect[3]), Math.max(rect[0], rect[2]), Math.max(rect[1], rect[3])];
  const text = items.filter((i) => i.str.trim());
  const onRow = text.filter((i) => {
    const h = i.height || 10;
    return i.y + h > y1 - 1 && i.y < y2 + 1;
  });
  const firstSide = side === 'left' ? leftOf(onRow, x1) : rightOf(onRow, x2);
  if (firstSide) return firstSide;
  const otherSide = side === 'left' ? rightOf(onRow, x2) : leftOf(onRow, x1);
  if (side === 'right' && otherSide) return otherSide;
  // A label printed just above the box ('Description of work' over a wide field).
  const above = text
    .filter((i) => i.y >= y2 - 1 && i.y <= y2 + 2.5 * (i.height || 10) && i.x < x2 && i.x + i.width > x1 - 4)
    .sort((p, q) => p.y - q.y || p.x - q.x);
  if (above.length) return cleanLabel(above.filter((i) => Math.abs(i.y - above[0].y) < 2).map((i) => i.str).join(' '));
  return '';
}

/** The run of text ending just left of x on the row, joined while the pieces sit close together. */
function leftOf(row: PositionedText[], x: number): string {
  const before = row.filter((i) => i.x + i.width <= x + 2).sort((p, q) => p.x - q.x);
  if (!before.length) return '';
  const parts = [before[before.length - 1]];
  for (let k = before.length - 2; k >= 0; k--) {
    const gap = parts[0].x - (before[k].x + before[k].width);
    if (gap > 2 * (before[k].height || 10)) break;
    parts.unshift(before[k]);
  }
  // A label far from its field is another column's (or the page's title): only a near one counts.
  if (x - (parts[parts.length - 1].x + parts[parts.length - 1].width) > 260) return '';
  return cleanLabel(parts.map((i) => i.str).join(' '));
}

/** The run of text starting just right of x on the row (a checkbox's caption). */
function rightOf(row: PositionedText[], x: number): string {
  const after = row.filter((i) => i.x >= x - 2).sort((p, q) => p.x - q.x);
  if (!after.length || after[0].x - x > 40) return '';
  const parts = [after[0]];
  for (let k = 1; k < after.length; k++) {
    const prev = parts[parts.length - 1];
    if (after[k].x - (prev.x + prev.width) > 1.2 * (prev.height || 10)) break;
    parts.push(after[k]);
  }
  return cleanLabel(parts.map((i) => i.str).join(' '));
}

function cleanLabel(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[\s:_.]+$/, '').trim();
}

/** 'applicant_name' → 'applicant name', 'chkEmergency' → 'Emergency', 'Tree.Species[0]' → 'Tree Species'. */
export function readableName(name: string): string {
  return name
    .replace(/\[\d+\]/g, '')
    .replace(/^(?:chk|cb|txt|fld|rb|opt|dd|sel)(?=[A-Z_])/, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[._-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
