import { join } from 'node:path';
import { z } from 'zod';
import type { AppDb } from '../db/client';
import { CONFIGURE_DEMO_GIS_JOB, configureDemoGis } from '../features/gis/demo-gis.service';
import { defineJob } from './job-definition';
import { DEMO_DIR } from './publish-demo-documents.job';

export const DEMO_GIS_DIR = join(DEMO_DIR, 'gis');

/** First start: sets up the demo municipality's embedded address lookup with the DC layers in demo/gis. */
export function configureDemoGisJob(deps: { db: AppDb }) {
  return defineJob({
    kind: CONFIGURE_DEMO_GIS_JOB,
    payload: z.object({ municipalityId: z.number().int().positive().max(2_147_483_647) }),
    retryLimit: 1,
    timeoutSeconds: 10 * 60,
    handler: (payload, ctx) => configureDemoGis(deps.db, { municipalityId: payload.municipalityId, dir: DEMO_GIS_DIR }, ctx),
  });
}
