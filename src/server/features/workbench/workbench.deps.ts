import type { AiModels } from '../../../engine/ai';
import type { AppDb } from '../../db/client';
import type { JobSystem } from '../../jobs/job-system';
import type { FileStore } from '../../storage/file-store';

/** What the workbench's routes and services need. */
export type WorkbenchDeps = { db: AppDb; files: FileStore; jobs: JobSystem; ai: AiModels };
