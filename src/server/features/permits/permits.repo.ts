import { and, desc, eq } from 'drizzle-orm';
import type { AppDb } from '../../db/client';
import { municipalities, permitReviews, type PermitReviewResult } from '../../db/schema';

export type PermitReviewRow = typeof permitReviews.$inferSelect;
export type PermitReviewWithMunicipality = PermitReviewRow & { municipalityName: string };
export type NewPermitReview = Pick<typeof permitReviews.$inferInsert, 'userId' | 'municipalityId' | 'fileKey' | 'fileName' | 'fileSize' | 'pageCount' | 'context' | 'applicationText'>;

/** Stores a review about to be run (status processing). */
export async function insertPermitReview(db: AppDb, values: NewPermitReview): Promise<PermitReviewRow> {
  const [row] = await db.insert(permitReviews).values(values).returning();
  return row;
}

/** Records the job that runs a review. */
export async function setPermitReviewJob(db: AppDb, id: number, jobId: string): Promise<void> {
  await db.update(permitReviews).set({ jobId }).where(eq(permitReviews.id, id));
}

/** Deletes a review whose job could not be queued, so nothing half-made is left. */
export async function deletePermitReview(db: AppDb, id: number): Promise<void> {
  await db.delete(permitReviews).where(eq(permitReviews.id, id));
}

const withMunicipality = { review: permitReviews, municipalityName: municipalities.name };

/** A review with its municipality's name, or null; restricted to one user's reviews when userId is given. */
export async function findPermitReview(db: AppDb, id: number, userId?: number): Promise<PermitReviewWithMunicipality | null> {
  const [row] = await db
    .select(withMunicipality)
    .from(permitReviews)
    .innerJoin(municipalities, eq(municipalities.id, permitReviews.municipalityId))
    .where(userId === undefined ? eq(permitReviews.id, id) : and(eq(permitReviews.id, id), eq(permitReviews.userId, userId)));
  return row ? { ...row.review, municipalityName: row.municipalityName } : null;
}

/** A user's most recent reviews, newest first. */
export async function listPermitReviews(db: AppDb, userId: number, limit: number): Promise<PermitReviewWithMunicipality[]> {
  const rows = await db
    .select(withMunicipality)
    .from(permitReviews)
    .innerJoin(municipalities, eq(municipalities.id, permitReviews.municipalityId))
    .where(eq(permitReviews.userId, userId))
    .orderBy(desc(permitReviews.createdAt), desc(permitReviews.id))
    .limit(limit);
  return rows.map((r) => ({ ...r.review, municipalityName: r.municipalityName }));
}

/** Stores a finished review's result (idempotent: a retried job overwrites its own result). */
export async function completePermitReview(db: AppDb, id: number, result: PermitReviewResult): Promise<void> {
  await db
    .update(permitReviews)
    .set({ status: 'completed', adviceStatus: result.advice.status, result, error: null, completedAt: new Date() })
    .where(eq(permitReviews.id, id));
}

/** Marks a review failed with a reason a person can read. */
export async function failPermitReview(db: AppDb, id: number, error: string): Promise<void> {
  await db.update(permitReviews).set({ status: 'failed', error, completedAt: new Date() }).where(eq(permitReviews.id, id));
}
