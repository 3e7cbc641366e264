import type { AppDb } from '../../db/client';
import { listChunkCollections } from '../chunk-collections/chunk-collections.repo';
import { serializeChunkCollection } from '../chunk-collections/chunk-collections.service';
import { municipalitySummaries } from '../municipality-documents/municipality-documents.service';
import { countTestQuestions } from '../test-questions/test-questions.repo';
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
  const [parseJobs, splitJobs, extractJobs, collections, municipalities, questions] = await Promise.all([
    listParseJobs(db, id),
    listSplitJobs(db, id),
    listExtractJobs(db, id),
    listChunkCollections(db, id),
    municipalitySummaries(db),
    countTestQuestions(db, id),
  ]);
  return {
    document: serializeDocument(document),
    parse_jobs: parseJobs.map(serializeParseJob),
    split_jobs: splitJobs.map(serializeSplitJob),
    extract_jobs: extractJobs.map(serializeExtractJob),
    chunk_collections: collections.map(serializeChunkCollection),
    municipalities,
    test_questions_count: questions,
  };
}
