import { AppError } from '../../../contracts/errors';
import { DIVISOR_METADATA_MESSAGE, DivisorFields } from '../../../contracts/workbench';
import type { AppDb } from '../../db/client';
import { isRowId } from '../../lib/validate';
import { formError, formErrorsOf } from '../../web/forms';
import { type DivisorRow, deleteDivisors, findDivisor, insertDivisor, listDivisors, updateDivisor } from './divisors.repo';

/** Metadata must be a JSON object (text or object); blank means {}; anything else is refused with the spec's message. */
function metadataOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') {
    if (!value.trim()) return {};
    try {
      value = JSON.parse(value);
    } catch {
      throw formError({ metadata: DIVISOR_METADATA_MESSAGE });
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw formError({ metadata: DIVISOR_METADATA_MESSAGE });
  return value as Record<string, unknown>;
}

async function parseDivisorFields(db: AppDb, extractJobId: number, input: Record<string, unknown>, selfId?: number) {
  const metadata = metadataOf(input.metadata);
  const parsed = DivisorFields.safeParse({ ...input, parent_id: input.parent_id === '' ? null : input.parent_id, metadata });
  if (!parsed.success) throw formError(formErrorsOf(parsed.error), 'The divisor could not be saved.');
  const fields = parsed.data;
  if (fields.parent_id) {
    if (fields.parent_id === selfId) throw formError({ parent_id: 'A divisor cannot be its own parent.' });
    if (!isRowId(fields.parent_id) || !(await findDivisor(db, extractJobId, fields.parent_id))) throw formError({ parent_id: 'Choose a parent from this extract job.' });
    if (selfId && (await isDescendant(db, extractJobId, fields.parent_id, selfId))) {
      throw formError({ parent_id: 'A divisor cannot move under one of its own children.' });
    }
  }
  return fields;
}

async function isDescendant(db: AppDb, extractJobId: number, candidate: number, ancestor: number): Promise<boolean> {
  const rows = await listDivisors(db, extractJobId);
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]));
  for (let at: number | null | undefined = candidate; at; at = parentOf.get(at)) if (at === ancestor) return true;
  return false;
}

export async function getDivisor(db: AppDb, extractJobId: number, id: number): Promise<DivisorRow> {
  const row = await findDivisor(db, extractJobId, id);
  if (!row) throw new AppError('not_found', 'No such divisor.');
  return row;
}

export async function createDivisor(db: AppDb, job: { id: number; documentId: number }, input: Record<string, unknown>) {
  const fields = await parseDivisorFields(db, job.id, input);
  const count = (await listDivisors(db, job.id)).length;
  return insertDivisor(db, {
    documentId: job.documentId,
    extractJobId: job.id,
    parentId: fields.parent_id ?? null,
    divisorType: fields.divisor_type,
    title: fields.title,
    contentPreview: fields.content_preview,
    body: fields.content_preview,
    position: count,
    metadata: fields.metadata,
  });
}

export async function editDivisor(db: AppDb, extractJobId: number, id: number, input: Record<string, unknown>) {
  const current = await getDivisor(db, extractJobId, id);
  const fields = await parseDivisorFields(db, extractJobId, input, id);
  // Engine bookkeeping (page marks, offsets) survives an edit of the visible fields.
  const kept = Object.fromEntries(Object.entries(current.metadata).filter(([k]) => ['page_marks', 'offset', 'run_in', 'label', 'heading'].includes(k)));
  return updateDivisor(db, extractJobId, id, {
    parentId: fields.parent_id ?? null,
    divisorType: fields.divisor_type,
    title: fields.title,
    contentPreview: fields.content_preview,
    metadata: { ...kept, ...fields.metadata },
  });
}

export async function removeDivisors(db: AppDb, extractJobId: number, ids: unknown): Promise<number> {
  const list = Array.isArray(ids) ? ids.map(Number) : [];
  if (list.length === 0) throw new AppError('validation_failed', 'Select at least one divisor.');
  if (!list.every(isRowId)) throw new AppError('validation_failed', 'divisor_ids must be divisor ids.');
  return deleteDivisors(db, extractJobId, list);
}
