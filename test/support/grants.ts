import type { GrantImportStatus } from '../../src/contracts/grants';
import type { Agent } from './app';
import { corpusFile } from './corpus';
import { waitForSettled } from './wait';

/** The real federal Assistance Listings file (2,506 programs) from the shared corpus. */
export const LISTINGS_CSV = 'grants/assistance_listings_fpi.csv';

/** The listings file's bytes, or its header and first `rows` data rows when a smaller file will do. */
export function listingsCsv(rows?: number): Buffer {
  const all = corpusFile(LISTINGS_CSV);
  if (rows === undefined) return all;
  // Records may span lines inside quotes; cut after the rows-th record that ends outside a quote.
  const text = all.toString('utf8');
  let quoted = false;
  let records = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === '\n' && !quoted && ++records === rows + 1) return Buffer.from(text.slice(0, i + 1));
  }
  return all;
}

/** Posts a file to POST /grants as the Grant Finder's upload control does (multipart field `file`). */
export function uploadListings(agent: Agent, content: Buffer, name = 'listings.csv', type = 'text/csv') {
  return agent.upload('/grants', {}, { field: 'file', name, content, type });
}

/** Polls the import's status until the job has finished. */
export function waitForImport(agent: Agent, jobId: string, timeoutMs = 120_000): Promise<GrantImportStatus> {
  return waitForSettled(async () => (await agent.get(`/grants/imports/${jobId}.json`)).json() as GrantImportStatus, timeoutMs);
}

/** Uploads a listings file and waits for its import report; throws when the upload is refused or the job fails. */
export async function importListings(agent: Agent, content: Buffer, name = 'listings.csv'): Promise<GrantImportStatus> {
  const res = await uploadListings(agent, content, name);
  if (res.statusCode !== 202) throw new Error(`upload refused: ${res.statusCode} ${res.body}`);
  const status = await waitForImport(agent, res.json().job_id);
  if (status.status !== 'completed') throw new Error(`import failed: ${status.error}`);
  return status;
}
