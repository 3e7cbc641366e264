// Test-only helper (never imported by library code): the Rivergrove PDFs as an in-memory index and the sample applications.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusFile } from '../../../test/support/corpus';
import { parseDocument } from '../parse';
import { MemoryIndex, type IndexChunk } from '../retrieve';
import type { CodeSection, PermitSearchPort } from './types';

export const SAMPLES_DIR = resolve(import.meta.dirname, '../../../test/fixtures/permits');
export const RIVERGROVE_PDFS = [
  'rivergrove-or-ord-81-2011-sign-ordinance.pdf',
  'rivergrove-or-ord-89-2018-tree-cutting.pdf',
  'rivergrove-or-res-259-2018-planning-development-fees.pdf',
];

/** A section of a code the engine has never seen (not Rivergrove), for checking that nothing is tuned to Rivergrove. */
export const FENCE_SECTION: CodeSection = {
  chunkId: 7,
  documentName: 'Springfield Zoning Code',
  sectionLabel: 'Sec. 12-4',
  citation: 'Chapter 12 › Sec. 12-4',
  heading: 'Fences',
  content: 'Sec. 12-4. Fences.\n(a) No fence in a rear yard shall exceed six (6) feet in height.\n(b) All applications for a fence permit shall include a site plan.',
};

/** A sample case from cases.jsonl. */
export type SampleCase = { id: string; file: string; context?: string; expected_status: string; why: string };

/** The sample cases, in file order. */
export function sampleCases(): SampleCase[] {
  return readFileSync(resolve(SAMPLES_DIR, 'cases.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as SampleCase);
}

/** A sample application's text, read by the parse engine. */
export async function sampleText(file: string): Promise<string> {
  const parsed = await parseDocument(new Uint8Array(readFileSync(resolve(SAMPLES_DIR, file))), 'pdf');
  return parsed.pages.map((p) => p.text).join('\n');
}

const HEADING = /^(?:Section\s+[\d.]+\.?\s|\([A-K]\)\s+[A-Z]|Exhibit\s+\d)/;

/** The three Rivergrove PDFs cut into paragraph chunks at their headings, as a search port over a memory index. */
export async function rivergrovePort(): Promise<PermitSearchPort> {
  const chunks: (IndexChunk & { chunkId: number })[] = [];
  for (const [d, file] of RIVERGROVE_PDFS.entries()) {
    const parsed = await parseDocument(new Uint8Array(corpusFile(`pdf/${file}`)), 'pdf');
    let current: string[] = [];
    let label = file;
    let heading: string | null = null;
    const flush = () => {
      const content = current.join('\n').trim();
      if (content) chunks.push({ id: String(chunks.length + 1), chunkId: chunks.length + 1, content, sectionLabel: label, citation: label, heading, documentName: file });
      current = [];
    };
    for (const line of parsed.pages.flatMap((p) => p.text.split('\n'))) {
      if (HEADING.test(line.trim()) || current.join('\n').length > 1500) {
        flush();
        const section = /^Section\s+([\d.]+)/.exec(line.trim());
        if (section) {
          label = `Section ${section[1]}`;
          heading = line.trim();
        }
      }
      current.push(line);
    }
    flush();
    void d;
  }
  const index = new MemoryIndex();
  index.add(chunks);
  const byId = new Map(chunks.map((c) => [c.id, c]));
  return {
    async search(query, limit): Promise<CodeSection[]> {
      const results = await index.search(query, { limit });
      return results.map((r) => {
        const c = byId.get(r.id)!;
        return { chunkId: c.chunkId, documentName: c.documentName!, sectionLabel: c.sectionLabel ?? null, citation: c.citation ?? null, heading: c.heading ?? null, content: c.content };
      });
    },
  };
}
