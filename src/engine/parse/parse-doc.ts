import WordExtractor from 'word-extractor';
import { EngineError } from './engine-error';
import { isEncryptedWordDocument } from './ole';
import { pagesFromWordText } from './parse-docx';
import type { ParsedDocument } from './types';

/** Reads a legacy Word (.doc) file's body text with word-extractor; headers, footers and notes are left out (word-extractor turns page breaks into newlines, so pages are always ~3000-character blocks). */
export async function parseDoc(bytes: Uint8Array): Promise<ParsedDocument> {
  if (isEncryptedWordDocument(bytes)) {
    throw new EngineError('encrypted', 'This Word document is password-protected. Remove the password in Word and upload it again.');
  }
  let body: string;
  try {
    const doc = await new WordExtractor().extract(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    // filterUnicode would turn curly quotes into ASCII ones; keep the text as written.
    body = (doc.getBody as (options?: { filterUnicode?: boolean }) => string).call(doc, { filterUnicode: false });
  } catch (err) {
    throw new EngineError('corrupt_file', 'This Word (.doc) file is damaged or is not a Word document. Open it in Word, save it again, and upload the new copy.', {
      reason: err instanceof Error ? err.message : String(err),
    });
  }
  const text = body
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((l) => l.replace(/\s+$/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .replace(/\n*\f\n*/g, '\f')
    .trim();
  return pagesFromWordText(text, 'word-extractor (DOC body text)');
}
