import type { AiModels } from '../../engine/ai';
import { createAiModels } from '../ai/providers';
import { Broadcaster } from '../cable/broadcaster';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { ReductoClient } from '../integrations/reducto.client';
import { FileStore } from '../storage/file-store';
import { answerMessageJob } from './answer-message.job';
import { configureDemoGisJob } from './configure-demo-gis.job';
import { extractStructureJob } from './extract-structure.job';
import { generateTestQuestionsJob } from './generate-test-questions.job';
import { importGrantsJob } from './import-grants.job';
import { indexDocumentJob } from './index-document.job';
import type { JobSystem } from './job-system';
import { parseDocumentJob } from './parse-document.job';
import { processUploadJob } from './process-upload.job';
import { reviewPermitJob } from './review-permit.job';
import { DEMO_DIR, publishDemoDocumentsJob } from './publish-demo-documents.job';
import { scanCodeHealthJob } from './scan-code-health.job';
import { scanContradictionsJob } from './scan-contradictions.job';
import { queueMessageScan } from '../features/contradictions/scan-message.service';
import { splitDocumentJob } from './split-document.job';

export type JobDeps = { files: FileStore; reducto: ReductoClient | null; ai: AiModels };

/** Registers every kind of job Ordo runs; the web process and a separate worker call this alike. */
export function registerAppJobs(jobs: JobSystem, config: Config, database: Database): JobDeps {
  const db = database.db;
  const files = new FileStore(config.storageDir);
  const reducto = config.reducto ? new ReductoClient(config.reducto) : null;
  const ai = createAiModels(config.ai);
  jobs.register(parseDocumentJob({ db, files, reducto }));
  jobs.register(splitDocumentJob({ db, files }));
  jobs.register(extractStructureJob({ db, files, reducto, model: ai.structured }));
  jobs.register(indexDocumentJob({ db, embeddings: ai.embeddings }));
  jobs.register(publishDemoDocumentsJob({ db, files, ai }));
  jobs.register(configureDemoGisJob({ db }));
  jobs.register(generateTestQuestionsJob({ db, model: ai.structured }));
  jobs.register(processUploadJob({ db, files, reducto, ai }));
  jobs.register(importGrantsJob({ db, files, demoDir: DEMO_DIR, embeddings: ai.embeddings }));
  // Broadcasts travel through Postgres NOTIFY, so a worker's own Broadcaster reaches every web process.
  const broadcaster = new Broadcaster(database);
  jobs.register(answerMessageJob({ db, broadcaster, ai, onReplied: (reply, log) => queueMessageScan({ db, jobs, broadcaster }, reply, log) }));
  jobs.register(scanContradictionsJob({ db, broadcaster, ai }));
  jobs.register(scanCodeHealthJob({ db, ai }));
  jobs.register(reviewPermitJob({ db, ai }));
  return { files, reducto, ai };
}
