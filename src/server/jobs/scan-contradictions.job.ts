import { z } from 'zod';
import { SCAN_CONTRADICTIONS_JOB, type ScanDeps, failMessageScan, scanMessage } from '../features/contradictions/scan-message.service';
import { defineJob } from './job-definition';

const RowId = z.number().int().positive().max(2_147_483_647);

/** Scans a bot message's cited sections for contradictions (code_doctor users); when it fails for good, the scan says error. */
export function scanContradictionsJob(deps: ScanDeps) {
  return defineJob({
    kind: SCAN_CONTRADICTIONS_JOB,
    payload: z.object({ messageId: RowId, chatId: RowId }),
    retryLimit: 2,
    timeoutSeconds: 3 * 60,
    handler: (payload, ctx) => scanMessage(deps, payload, ctx),
    onFailed: (payload) => failMessageScan(deps, payload),
  });
}
