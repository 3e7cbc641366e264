import { createReadStream } from 'node:fs';
import { basename } from 'node:path';
import type { AppDb } from '../../db/client';
import type { FileStore } from '../../storage/file-store';
import { createDocument } from '../documents/documents.service';
import { runDefaultPipeline } from './pipeline.service';

export type IngestedFile = { path: string; documentId: number; pages: number | null; chunks: number; milliseconds: number };

/**
 * Uploads files from disk and runs the default pipeline on each, publishing them for one municipality: what the
 * eval command and the benchmarks use to build an index from a corpus folder exactly as an upload would.
 */
export async function ingestFiles(
  deps: { db: AppDb; files: FileStore },
  input: { paths: readonly string[]; municipalityId: number; userId: number },
  onFile: (file: IngestedFile) => void = () => undefined,
): Promise<IngestedFile[]> {
  const done: IngestedFile[] = [];
  const ctx = { progress: async () => undefined, signal: new AbortController().signal };
  for (const path of input.paths) {
    const started = Date.now();
    const staged = await deps.files.stage(createReadStream(path));
    const document = await createDocument(deps, {
      fields: { 'document[name]': basename(path) },
      file: { staged, fileName: basename(path), mimeType: '' },
      userId: input.userId,
    });
    const result = await runDefaultPipeline(deps, { documentId: document.id, municipalityId: input.municipalityId }, ctx);
    const file = { path, documentId: document.id, pages: document.pageCount, chunks: result.chunks, milliseconds: Date.now() - started };
    onFile(file);
    done.push(file);
  }
  return done;
}
