import { z } from 'zod';
import { SCAN_CODE_HEALTH_JOB, failCodeHealthScan, runCodeHealthScan } from '../features/contradictions/code-health.service';
import type { DetectDeps } from '../features/contradictions/detect.service';
import { defineJob } from './job-definition';

const RowId = z.number().int().positive().max(2_147_483_647);

/** "Scan all documents": the conflict scan over a municipality's whole index, for the workbench's code health report. */
export function scanCodeHealthJob(deps: DetectDeps) {
  return defineJob({
    kind: SCAN_CODE_HEALTH_JOB,
    payload: z.object({ municipalityId: RowId, scanId: RowId }),
    retryLimit: 1,
    timeoutSeconds: 30 * 60,
    handler: (payload, ctx) => runCodeHealthScan(deps, payload, ctx),
    onFailed: (payload, reason) => failCodeHealthScan(deps.db, payload, reason),
  });
}
