import { basename } from 'node:path';
import type { JobContext } from '../../jobs/job-definition';
import { removeDocument } from '../documents/documents.service';
import { listMunicipalityDocuments } from '../municipality-documents/municipality-documents.repo';
import { ingestFiles, ingestibleFiles } from '../pipeline/ingest-files';
import type { PipelineDeps } from '../pipeline/pipeline.service';

export const PUBLISH_DEMO_JOB = 'publish-demo-documents';
const DEMO_DESCRIPTION = 'Demo document: Code of the District of Columbia (public domain).';

/**
 * Publishes the demo documents for the demo municipality through the default pipeline (parse →
 * structure → collection → complete → index). Idempotent: a demo document already published is
 * skipped, and one a crashed earlier attempt left half-made is made again.
 */
export async function publishDemoDocuments(
  deps: PipelineDeps,
  input: { municipalityId: number; userId: number | null; demoDir: string },
  ctx: Pick<JobContext, 'progress' | 'signal'>,
): Promise<{ published: string[] }> {
  const existing = await listMunicipalityDocuments(deps.db, input.municipalityId);
  const pending: string[] = [];
  for (const path of ingestibleFiles(input.demoDir)) {
    const same = existing.filter((d) => d.name === demoName(basename(path)));
    if (same.some((d) => d.status === 'completed' && d.vectorizedStatus === 'vectorize_completed')) continue;
    for (const stale of same) await removeDocument(deps, stale.id);
    pending.push(path);
  }
  await ingestFiles(deps, { paths: pending, municipalityId: input.municipalityId, userId: input.userId }, {
    describe: (path) => ({ name: demoName(basename(path)), description: DEMO_DESCRIPTION }),
    ctx,
  });
  return { published: pending.map((path) => basename(path)) };
}

/** 'dc-title-25-alcoholic-beverages.txt' → 'DC Code Title 25: Alcoholic Beverages'. */
export function demoName(fileName: string): string {
  const match = /^dc-title-(\d+)-(.+)\.\w+$/.exec(fileName);
  if (!match) return fileName;
  const topic = match[2].split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
  return `DC Code Title ${Number(match[1])}: ${topic}`;
}
