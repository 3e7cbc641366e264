import { createReadStream, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { AiModels } from '../../../engine/ai';
import type { AppDb } from '../../db/client';
import type { JobContext } from '../../jobs/job-definition';
import type { FileStore } from '../../storage/file-store';
import { createDocument } from '../documents/documents.service';
import { listDocumentsOfMunicipality } from '../municipality-documents/municipality-documents.repo';
import { runDefaultPipeline } from '../pipeline/pipeline.service';

export const PUBLISH_DEMO_JOB = 'publish-demo-documents';
const DEMO_FILE = /\.(txt|pdf|docx|doc)$/i;

/**
 * Publishes the demo documents for the demo municipality through the default pipeline (parse →
 * structure → collection → complete → index); skips when the municipality already has documents.
 */
export async function publishDemoDocuments(
  deps: { db: AppDb; files: FileStore; ai?: AiModels },
  input: { municipalityId: number; userId: number | null; demoDir: string },
  ctx: Pick<JobContext, 'progress' | 'signal'>,
): Promise<{ published: string[] }> {
  if ((await listDocumentsOfMunicipality(deps.db, input.municipalityId)).length > 0) return { published: [] };
  const files = readdirSync(input.demoDir).filter((name) => DEMO_FILE.test(name)).sort();
  const published: string[] = [];
  for (const [i, name] of files.entries()) {
    const share = (p: number) => Math.round(((i + p / 100) / files.length) * 100);
    await ctx.progress(share(0), `Publishing ${name}`);
    const staged = await deps.files.stage(createReadStream(join(input.demoDir, name)));
    const document = await createDocument(deps, {
      fields: { 'document[name]': demoName(name), 'document[description]': 'Demo document: Code of the District of Columbia (public domain).' },
      file: { staged, fileName: name, mimeType: '' },
      userId: input.userId,
    });
    await runDefaultPipeline(deps, { documentId: document.id, municipalityId: input.municipalityId }, {
      signal: ctx.signal,
      progress: (p, message) => ctx.progress(share(p), `${name}: ${message}`),
    });
    published.push(name);
  }
  return { published };
}

/** 'dc-title-25-alcoholic-beverages.txt' → 'DC Code Title 25: Alcoholic Beverages'. */
export function demoName(fileName: string): string {
  const match = /^dc-title-(\d+)-(.+)\.\w+$/.exec(fileName);
  if (!match) return fileName;
  const topic = match[2].split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return `DC Code Title ${Number(match[1])}: ${topic}`;
}
