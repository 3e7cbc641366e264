// Test-only helper: writes a small valid PDF (Helvetica, no embedded fonts) with one content stream per page.

/** A PDF whose pages draw the given content streams ('' draws nothing: a page without a text layer). */
export function minimalPdf(pageStreams: string[]): Uint8Array {
  const objects: string[] = [];
  const pageIds = pageStreams.map((_, i) => 4 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageStreams.length} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  pageStreams.forEach((stream, i) => {
    const id = pageIds[i];
    objects[id] = `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${id + 1} 0 R /Resources << /Font << /F1 3 0 R >> >> >>`;
    objects[id + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xref = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}

/** A content stream that writes each line at 12 pt, 16 pt apart, from the top of a letter page. */
export function textLines(lines: string[]): string {
  const escaped = lines.map((l) => l.replace(/[\\()]/g, (c) => `\\${c}`));
  return `BT /F1 12 Tf 72 720 Td ${escaped.map((l, i) => `${i ? '0 -16 Td ' : ''}(${l}) Tj`).join(' ')} ET`;
}
