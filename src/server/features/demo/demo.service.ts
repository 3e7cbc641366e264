import { basename } from 'node:path';
import type { JobContext } from '../../jobs/job-definition';
import { removeDocument } from '../documents/documents.service';
import { listMunicipalityDocuments } from '../municipality-documents/municipality-documents.repo';
import { ingestFiles, ingestibleFiles } from '../pipeline/ingest-files';
import type { PipelineDeps } from '../pipeline/pipeline.service';

export const PUBLISH_DEMO_JOB = 'publish-demo-documents';
const DEMO_DESCRIPTION = 'Demo document: Code of the District of Columbia (public domain).';
const RIVERGROVE_DESCRIPTION = 'Demo document: an enactment of the City of Rivergrove, Oregon (public domain).';
/** The second demo municipality, published from demo/rivergrove (issue 11). */
export const RIVERGROVE_MUNICIPALITY = 'City of Rivergrove, OR (demo)';
/** The demo document sets: the DC titles in demo/, the Rivergrove enactments in demo/rivergrove. */
export const DEMO_SETS = { dc: '.', rivergrove: 'rivergrove' } as const;

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
    describe: (path) => ({ name: demoName(basename(path)), description: basename(path).startsWith('rivergrove-') ? RIVERGROVE_DESCRIPTION : DEMO_DESCRIPTION }),
    ctx,
  });
  return { published: pending.map((path) => basename(path)) };
}

/** 'dc-title-25-alcoholic-beverages.txt' → 'DC Code Title 25: Alcoholic Beverages'. */
export function demoName(fileName: string): string {
  // 'rivergrove-or-ord-81-2011-sign-ordinance.pdf' → 'Rivergrove Ord. 81-2011: Sign Ordinance'
  const enactment = /^rivergrove-or-(ord|res)-(\d+)-(\d{4})-(.+)\.\w+$/.exec(fileName);
  if (enactment) return `Rivergrove ${enactment[1] === 'ord' ? 'Ord.' : 'Res.'} ${enactment[2]}-${enactment[3]}: ${titleCase(enactment[4])}`;
  const match = /^dc-title-(\d+)-(.+)\.\w+$/.exec(fileName);
  if (!match) return fileName;
  return `DC Code Title ${Number(match[1])}: ${titleCase(match[2])}`;
}

function titleCase(slug: string): string {
  return slug.split('-').map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join(' ');
}
