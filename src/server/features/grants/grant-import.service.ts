import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { AppError } from '../../../contracts/errors';
import type { GrantImportReport } from '../../../contracts/grants';
import { decodeGrantFile, GrantFileError, type ListingFile, readListings } from '../../../engine/grants';
import type { EmbeddingModel } from '../../../engine/ai';
import type { AppDb } from '../../db/client';
import { describeJobError, PermanentJobError } from '../../jobs/errors';
import type { JobContext } from '../../jobs/job-definition';
import type { FileStore } from '../../storage/file-store';
import { embedMissingGrants } from './grant-embeddings.service';
import { getGrantIndex } from './grant-index.service';
import type { JobSystem } from '../../jobs/job-system';
import { columnsOf, countGrants, findGrantsByNumbers, type GrantWrite, hasActiveJob, listingValues, saveGrants } from './grants.repo';

export const IMPORT_GRANTS_JOB = 'import-grants';

/** Reads an uploaded listings file as a whole; a file that cannot be imported at all is a 422 that says why. */
export function readGrantFile(fileName: string, bytes: Uint8Array): ListingFile {
  try {
    return readListings(decodeGrantFile(fileName, bytes));
  } catch (error) {
    if (error instanceof GrantFileError) throw new AppError('validation_failed', error.message, { file: error.message, ...error.details });
    throw error;
  }
}

type Progress = (percentage: number, message: string) => Promise<void>;

/**
 * Imports a listings file: each listing is added, updated (only the columns the file has) or left unchanged,
 * upserting by program number, all in one transaction; rejected rows are reported with their line and reason.
 * Importing the same file twice changes nothing the second time.
 */
export async function importGrantListings(db: AppDb, input: { fileName: string; file: ListingFile }, progress: Progress): Promise<GrantImportReport> {
  const { file } = input;
  const columns = columnsOf(file.fields);
  await progress(5, `Read ${file.rowCount.toLocaleString('en-US')} rows from ${input.fileName}; comparing with the stored listings`);
  const existing = new Map((await findGrantsByNumbers(db, file.listings.map((l) => l.listing.programNumber))).map((r) => [r.programNumber, r]));
  const writes: GrantWrite[] = [];
  let unchanged = 0;
  for (const { listing } of file.listings) {
    const values = listingValues(listing);
    const stored = existing.get(listing.programNumber);
    if (!stored) {
      writes.push({ values, isNew: true });
    } else if (columns.some((c) => !isDeepStrictEqual(values[c as keyof typeof values], stored[c as keyof typeof stored]))) {
      writes.push({ values, isNew: false });
    } else {
      unchanged++;
    }
  }
  await progress(15, `Saving ${writes.length.toLocaleString('en-US')} new or changed listings (${unchanged.toLocaleString('en-US')} unchanged)`);
  // One transaction for every write; progress is reported around it, as the job record shares the database.
  try {
    await saveGrants(db, writes, columns);
  } catch (error) {
    throw new Error(`Saving the listings failed, so nothing was imported or changed. ${describeJobError(error)}`, { cause: error });
  }
  await progress(90, `Saved ${writes.length.toLocaleString('en-US')} listings`);
  const added = writes.filter((w) => w.isNew).length;
  return {
    file_name: input.fileName,
    format: file.format,
    rows: file.rowCount,
    added,
    updated: writes.length - added,
    unchanged,
    rejected: file.rejected.map((r) => ({ line: r.line, program_number: r.programNumber, reason: r.reason })),
    ignored_columns: file.ignoredColumns,
  };
}

/** The demo listings file loaded on first start (a copy of the federal program inventory's Assistance Listings). */
export const DEMO_GRANTS_FILE = 'assistance_listings_fpi.csv';

/** Where an import job reads its file: an upload in the file store, or the demo listings. */
export type GrantImportSource = { source: 'upload'; storageKey: string; fileName: string } | { source: 'demo' };

export type GrantImportDeps = { db: AppDb; files: FileStore; demoDir: string; embeddings: EmbeddingModel | null };

/**
 * The import job's work: read the file, import it in one transaction, bring this process's search index up to
 * date, then (with an embedding provider) embed the new and changed listings. The report is the job's result.
 */
export async function runGrantImport(deps: GrantImportDeps, source: GrantImportSource, ctx: Pick<JobContext, 'progress' | 'signal' | 'log'>): Promise<GrantImportReport> {
  const fileName = source.source === 'demo' ? DEMO_GRANTS_FILE : source.fileName;
  const bytes = source.source === 'demo' ? await readFile(join(deps.demoDir, DEMO_GRANTS_FILE)) : await deps.files.read(source.storageKey);
  let file: ListingFile;
  try {
    file = readGrantFile(fileName, new Uint8Array(bytes));
  } catch (error) {
    if (error instanceof AppError) throw new PermanentJobError(error.message);
    throw error;
  }
  const report = await importGrantListings(deps.db, { fileName, file }, ctx.progress);
  await ctx.progress(96, 'Updating the search index');
  await getGrantIndex(deps.db, { fresh: true });
  if (deps.embeddings && report.added + report.updated > 0) {
    try {
      const embedded = await embedMissingGrants({ db: deps.db, embeddings: deps.embeddings }, (done) => ctx.progress(98, `Embedded ${done.toLocaleString('en-US')} listings`), ctx.signal);
      ctx.log.info({ embedded }, 'grant listings embedded');
      await getGrantIndex(deps.db, { fresh: true });
    } catch (error) {
      // The listings are imported and searchable lexically; the embeddings are retried by the next import.
      ctx.log.warn({ err: error }, 'grant listings could not be embedded; search uses the lexical ranking alone');
    }
  }
  return report;
}

/** First start (and any start with no listings stored): queues the import of the demo listings; true when it did. */
export async function loadDemoGrantsWhenEmpty(db: AppDb, jobs: JobSystem, userId: number | null): Promise<boolean> {
  if ((await countGrants(db)) > 0 || (await hasActiveJob(db, IMPORT_GRANTS_JOB))) return false;
  await jobs.enqueue(IMPORT_GRANTS_JOB, { source: 'demo' }, userId ? { userId } : {});
  return true;
}
