import type { ExtractJobSummary } from '../../../contracts/workbench';
import type { ExtractJobRow } from './extract-jobs.repo';

export function serializeExtractJob(row: ExtractJobRow): ExtractJobSummary {
  return {
    id: row.id,
    job_id: row.jobId,
    name: row.name,
    status: row.status,
    start_page: row.startPage,
    end_page: row.endPage,
    divisor_types: row.divisorTypes,
    created_at: row.createdAt.toISOString(),
  };
}
