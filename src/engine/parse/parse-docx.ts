import mammoth from 'mammoth';
import { EngineError } from './engine-error';
import { PAGE_TARGET_CHARS, paginateText, splitAtFormFeeds, toParsedPages } from './paginate';
import type { ParsedDocument } from './types';
import { inspectZip, readZipEntry } from './zip';

/** A node of mammoth's document model (only the fields the text needs). */
type DocNode = { type: string; value?: string; breakType?: string; children?: DocNode[] };

/** Reads a DOCX's body text with mammoth, one paragraph per line; headers, footers and notes are left out. */
export async function parseDocx(bytes: Uint8Array): Promise<ParsedDocument> {
  const zip = inspectZip(bytes);
  if (!zip.entries.some((e) => e.name === 'word/document.xml')) {
    throw new EngineError('corrupt_file', 'This Word file has no document body. Open it in Word, save it again as DOCX, and upload the new copy.');
  }
  // The directory passed inspection; now prove its sizes are honest before mammoth inflates the XML parts.
  for (const entry of zip.entries) if (/\.(xml|rels)$/i.test(entry.name)) readZipEntry(bytes, entry);

  let body: DocNode | undefined;
  try {
    await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        // The model mammoth built is all we need; an empty body keeps its HTML step trivial.
        transformDocument: (doc: DocNode) => {
          body = doc;
          return { ...doc, children: [] };
        },
      },
    );
  } catch (err) {
    throw new EngineError('corrupt_file', 'This Word file is damaged and cannot be read. Open it in Word, save it again as DOCX, and upload the new copy.', {
      reason: err instanceof Error ? err.message : String(err),
    });
  }
  const text = documentText(body ?? { type: 'document' });
  return pagesFromWordText(text, 'mammoth (DOCX body text)');
}

/** Pages from Word body text: at explicit page breaks (\f) when there are any, otherwise ~3000 characters at paragraph boundaries. */
export function pagesFromWordText(text: string, parserName: string): ParsedDocument {
  const warnings: string[] = [];
  let texts: string[];
  let parser: string;
  if (text.includes('\f')) {
    texts = splitAtFormFeeds(text);
    parser = `${parserName}; pages at explicit page breaks`;
  } else {
    texts = paginateText(text, 'lines');
    parser = `${parserName}; pages of ~${PAGE_TARGET_CHARS} characters cut at paragraph boundaries`;
    warnings.push(`This file has no explicit page breaks, so its "pages" are blocks of about ${PAGE_TARGET_CHARS.toLocaleString('en-US')} characters and will not match the page numbers Word shows.`);
  }
  return { parser, pages: toParsedPages(texts), warnings };
}

/** Flattens mammoth's model to text: paragraphs and table rows become lines, page breaks become form feeds. */
function documentText(doc: DocNode): string {
  const lines: string[] = [];
  const walkBlock = (node: DocNode) => {
    if (node.type === 'paragraph') {
      const text = inline(node);
      for (const [i, part] of text.split('\f').entries()) {
        if (i > 0) lines.push('\f');
        for (const line of part.split('\n')) lines.push(line.replace(/\s+$/, ''));
      }
    } else if (node.type === 'table') {
      for (const row of node.children ?? []) {
        if (row.type !== 'tableRow') continue;
        const cells = (row.children ?? []).map((cell) => blockText(cell).replace(/\s*\n\s*/g, ' ').trim());
        lines.push(`| ${cells.join(' | ')} |`);
      }
    } else {
      for (const child of node.children ?? []) walkBlock(child);
    }
  };
  walkBlock(doc);
  // Runs of empty paragraphs are spacing: keep one blank line, none around page breaks.
  return lines.join('\n').replace(/\n{3,}/g, '\n\n').replace(/\n*\f\n*/g, '\f').trim();
}

function blockText(node: DocNode): string {
  if (node.type === 'paragraph') return inline(node);
  return (node.children ?? []).map(blockText).join('\n');
}

function inline(node: DocNode): string {
  switch (node.type) {
    case 'text': return node.value ?? '';
    case 'tab': return '\t';
    case 'break': return node.breakType === 'page' ? '\f' : '\n';
    case 'noteReference': case 'commentReference': case 'comment': case 'image': return '';
    default: return (node.children ?? []).map(inline).join('');
  }
}
