import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { listUsableDocuments } from '../../src/server/features/chats/chats.repo';
import { PUBLISH_DEMO_JOB, RIVERGROVE_MUNICIPALITY } from '../../src/server/features/demo/demo.service';
import { ensureMunicipality } from '../../src/server/features/municipalities/municipalities.service';
import type { Agent, TestApp } from './app';
import { waitForSettled } from './wait';

export const PERMIT_SAMPLES_DIR = resolve(import.meta.dirname, '../fixtures/permits');

/** A sample application PDF (test/fixtures/permits, made by scripts/make-permit-samples.ts). */
export function permitSample(file: string): Buffer {
  return readFileSync(resolve(PERMIT_SAMPLES_DIR, file));
}

/**
 * Creates the second demo municipality and publishes the three Rivergrove enactments (demo/rivergrove) through the
 * real pipeline, as a first start does; returns the municipality's id.
 */
export async function publishRivergrove(t: TestApp, userId: number | null = null): Promise<number> {
  const db = t.app.ordo.database.db;
  const municipality = await ensureMunicipality(db, { name: RIVERGROVE_MUNICIPALITY, addressVariant: 'none' });
  const jobId = await t.app.ordo.jobs.enqueue(PUBLISH_DEMO_JOB, { municipalityId: municipality.id, userId, set: 'rivergrove' });
  const job = await waitForSettled(() => t.app.ordo.jobs.getJob(jobId), 170_000);
  if (job.status !== 'completed') throw new Error(`publishing Rivergrove failed: ${job.error}`);
  if ((await listUsableDocuments(db, municipality.id)).length !== 3) throw new Error('expected the three Rivergrove documents');
  return municipality.id;
}

/** Submits a permit PDF through the API as the form does. */
export function submitPermit(agent: Agent, fields: Record<string, string>, file?: { name: string; content: Buffer; type?: string }) {
  return agent.upload('/api/v1/permits/process_pdf', fields, file ? { field: 'file', type: 'application/pdf', ...file } : undefined);
}
