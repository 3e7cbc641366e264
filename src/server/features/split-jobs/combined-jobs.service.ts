import { CombinedJobsFields, PARSE_JOB_DEFAULT_CHUNK_SIZE } from '../../../contracts/workbench';
import { cleanJson } from '../../../engine/split/clean-json';
import { sectionRanges } from '../../../engine/split/section-ranges';
import { formError, formErrorsOf } from '../../web/forms';
import { getDocument } from '../documents/documents.service';
import { updateDocument } from '../documents/documents.repo';
import { type ExtractJobRow, deleteExtractJob, insertExtractJob } from '../extract-jobs/extract-jobs.repo';
import { queueExtractJob } from '../extract-jobs/extract-jobs.service';
import { deleteParseJob, insertParseJob, type ParseJobRow } from '../parse-jobs/parse-jobs.repo';
import { type ParseJobDeps, queueParseJob } from '../parse-jobs/parse-jobs.service';

/**
 * The split editor's "Create Parse & Extract Jobs": one parse job and one extract job per section
 * range of the start-page map, created together; the parse jobs are queued at once.
 */
export async function createCombinedJobs(
  deps: ParseJobDeps,
  documentId: number,
  input: Record<string, unknown>,
  userId: number,
): Promise<{ parseJobs: number; extractJobs: number }> {
  const document = await getDocument(deps.db, documentId);
  const extractJob = (input.extract_job ?? {}) as Record<string, unknown>;
  const parsed = CombinedJobsFields.safeParse({ ...input, divisor_types: extractJob.divisor_types ?? input.divisor_types });
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The jobs could not be created.');
  const fields = parsed.data;
  const cleaned = cleanJson(fields.json_data);
  if (!cleaned.ok) throw formError({ json_data: cleaned.error });
  const pageCount = document.pageCount ?? 0;
  const outOfRange = Object.keys(cleaned.value).filter((page) => Number(page) < 1 || Number(page) > pageCount);
  if (outOfRange.length > 0) {
    throw formError({ json_data: `Page ${outOfRange[0]} is outside the document (1-${pageCount}).` });
  }
  const ranges = sectionRanges(cleaned.value, { pageCount, overlap: fields.overlap_pages === '1' });
  if (ranges.length === 0) throw formError({ json_data: 'The map names no section start pages.' });

  const created = await deps.db.transaction(async (tx) => {
    const rows: ParseJobRow[] = [];
    const extracts: ExtractJobRow[] = [];
    for (const range of ranges) {
      const pages = { startPage: range.startPage, endPage: range.endPage };
      rows.push(
        await insertParseJob(tx, {
          documentId,
          name: range.title,
          chunkSize: PARSE_JOB_DEFAULT_CHUNK_SIZE,
          chunkMode: 'section',
          ...pages,
        }),
      );
      extracts.push(await insertExtractJob(tx, {
        documentId,
        name: range.title,
        ...pages,
        extractPrompt: fields.extract_prompt,
        jsonMap: fields.json_map,
        divisorTypes: fields.divisor_types,
      }));
    }
    await updateDocument(tx, documentId, { divisorTypes: fields.divisor_types });
    return { parse: rows, extract: extracts };
  });
  try {
    for (const row of created.parse) await queueParseJob(deps, row, userId);
    for (const row of created.extract) await queueExtractJob(deps, row, userId);
  } catch (error) {
    // All or nothing: jobs already queued find their rows gone and stop.
    for (const row of created.parse) await deleteParseJob(deps.db, documentId, row.id);
    for (const row of created.extract) await deleteExtractJob(deps.db, documentId, row.id);
    throw error;
  }
  return { parseJobs: created.parse.length, extractJobs: created.extract.length };
}
