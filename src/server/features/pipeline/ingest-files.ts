import { createReadStream, readdirSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { ACCEPTED_EXTENSIONS } from '../../../contracts/workbench';
import type { JobContext } from '../../jobs/job-definition';
import { createDocument, removeDocument } from '../documents/documents.service';
import { associate } from '../municipality-documents/municipality-documents.repo';
import { type PipelineDeps, runDefaultPipeline } from './pipeline.service';

export type IngestedFile = { path: string; documentId: number; pages: number | null; chunks: number; milliseconds: number };

export type IngestOptions = {
  /** The document's name and description; by default the file's name and none. */
  describe?: (path: string) => { name: string; description?: string | null };
  /** Called as each file is published. */
  onFile?: (file: IngestedFile) => void;
  /** Progress over all the files (each file's steps within its share) and cancellation. */
  ctx?: Pick<JobContext, 'progress' | 'signal'>;
};

/** True for the file types an upload accepts (.pdf, .doc, .docx, .txt, .md, .markdown, .html, .htm, .zip). */
export function isIngestible(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** The ingestible files in a folder (with `recursive`, in its subfolders too), sorted by path. */
export function ingestibleFiles(dir: string, options: { recursive?: boolean } = {}): string[] {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return options.recursive ? ingestibleFiles(path, options) : [];
      // A folder's README describes the folder (the demo's, a corpus's), it is no law to publish.
      return isIngestible(name) && !/^readme\.[a-z]+$/i.test(name) ? [path] : [];
    })
    .sort();
}

const idle: Pick<JobContext, 'progress' | 'signal'> = { progress: async () => undefined, signal: new AbortController().signal };

/**
 * Uploads files from disk and runs the default pipeline on each, publishing them for one municipality exactly as an
 * upload from Manage Documents would: what the demo, the eval command and the benchmarks build an index with. A file
 * the pipeline fails on leaves no document behind; the error is rethrown.
 */
export async function ingestFiles(
  deps: PipelineDeps,
  input: { paths: readonly string[]; municipalityId: number; userId: number | null },
  options: IngestOptions = {},
): Promise<IngestedFile[]> {
  const ctx = options.ctx ?? idle;
  const done: IngestedFile[] = [];
  for (const [i, path] of input.paths.entries()) {
    const started = Date.now();
    const fileName = basename(path);
    const share = (percentage: number) => Math.round(((i + percentage / 100) / input.paths.length) * 100);
    await ctx.progress(share(0), `Publishing ${fileName}`);
    const described = options.describe?.(path) ?? { name: fileName };
    const staged = await deps.files.stage(createReadStream(path));
    const document = await createDocument(deps, {
      fields: {
        'document[name]': described.name,
        ...(described.description ? { 'document[description]': described.description } : {}),
      },
      file: { staged, fileName, mimeType: '' },
      userId: input.userId,
    });
    let chunks: number;
    try {
      await associate(deps.db, input.municipalityId, document.id);
      ({ chunks } = await runDefaultPipeline(deps, { documentId: document.id, municipalityId: input.municipalityId }, {
        signal: ctx.signal,
        progress: (percentage, message) => ctx.progress(share(percentage), `${fileName}: ${message}`),
      }));
    } catch (error) {
      await removeDocument(deps, document.id);
      throw error;
    }
    const file = { path, documentId: document.id, pages: document.pageCount, chunks, milliseconds: Date.now() - started };
    options.onFile?.(file);
    done.push(file);
  }
  return done;
}
