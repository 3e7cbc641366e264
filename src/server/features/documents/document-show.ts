import type { AppDb } from '../../db/client';
import { listExtractJobs } from '../extract-jobs/extract-jobs.repo';
import { serializeExtractJob } from '../extract-jobs/extract-jobs.service';
import { listParseJobs } from '../parse-jobs/parse-jobs.repo';
import { serializeParseJob } from '../parse-jobs/parse-jobs.service';
import { listSplitJobs } from '../split-jobs/split-jobs.repo';
import { serializeSplitJob } from '../split-jobs/split-jobs.service';
import { getDocument, serializeDocument } from './documents.service';

/** Everything the document page shows: the document and its jobs and collections. */
export async function documentShowProps(db: AppDb, id: number) {
  const document = await getDocument(db, id);
  const [parseJobs, splitJobs, extractJobs] = await Promise.all([
    listParseJobs(db, id),
    listSplitJobs(db, id),
    listExtractJobs(db, id),
  ]);
  return {
    document: serializeDocument(document),
    parse_jobs: parseJobs.map(serializeParseJob),
    split_jobs: splitJobs.map(serializeSplitJob),
    extract_jobs: extractJobs.map(serializeExtractJob),
    chunk_collections: [],
  };
}
