import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { ContradictionStatus, ReviewStatus } from '../../../contracts/contradictions';
import type { ConflictFinding } from '../../../engine/conflicts';
import type { AppDb } from '../../db/client';
import { chats, contradictionScans, contradictionSources, contradictions, messageContradictions, messages, searchChunks, users } from '../../db/schema';

export type ContradictionRow = typeof contradictions.$inferSelect;
export type SourceRow = typeof contradictionSources.$inferSelect;
export type ContradictionWithSources = ContradictionRow & { sources: SourceRow[] };
/** A finding to store: the engine's, with who explained it. */
export type FindingToStore = ConflictFinding & { explainedBy: string };
/** A transaction of the app's database, for repo functions that take part in one. */
export type Tx = Parameters<Parameters<AppDb['transaction']>[0]>[0];

/**
 * Stores findings for a municipality in the transaction: a pair seen before (same key) is updated — confidence,
 * explanation, sides, last seen — and keeps its review; a new pair is added. Returns each key's contradiction id.
 */
export async function upsertFindings(tx: Tx | AppDb, municipalityId: number, findings: FindingToStore[]): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (!findings.length) return ids;
  for (let i = 0; i < findings.length; i += 200) {
    const batch = findings.slice(i, i + 200);
    const rows = await tx
      .insert(contradictions)
      .values(batch.map((f) => ({ municipalityId, pairKey: f.key, kind: f.kind, confidence: f.confidence, explanation: f.explanation, explainedBy: f.explainedBy })))
      .onConflictDoUpdate({
        target: [contradictions.municipalityId, contradictions.pairKey],
        set: {
          kind: sql`excluded.kind`,
          confidence: sql`excluded.confidence`,
          explanation: sql`excluded.explanation`,
          explainedBy: sql`excluded.explained_by`,
          lastDetectedAt: sql`now()`,
        },
      })
      .returning({ id: contradictions.id, key: contradictions.pairKey });
    for (const row of rows) ids.set(row.key, row.id);
  }
  const all = [...ids.values()];
  await tx.delete(contradictionSources).where(inArray(contradictionSources.contradictionId, all));
  const sources = findings.flatMap((f) =>
    f.sides.map((side, position) => ({
      contradictionId: ids.get(f.key) as number,
      position,
      documentId: side.documentId,
      chunkId: side.sectionId,
      documentName: side.documentName,
      sectionLabel: side.sectionLabel,
      citation: side.citation,
      quote: side.quote,
      enactment: side.enactment,
    })),
  );
  for (let i = 0; i < sources.length; i += 300) await tx.insert(contradictionSources).values(sources.slice(i, i + 300));
  return ids;
}

/** The keys among these that staff dismissed for the municipality. */
export async function findDismissedKeys(db: AppDb, municipalityId: number, keys: string[]): Promise<Set<string>> {
  if (!keys.length) return new Set();
  const rows = await db
    .select({ key: contradictions.pairKey })
    .from(contradictions)
    .where(and(eq(contradictions.municipalityId, municipalityId), eq(contradictions.status, 'dismissed'), inArray(contradictions.pairKey, keys)));
  return new Set(rows.map((r) => r.key));
}

/** Links a message to the contradictions its scan raised (a retried scan links nothing twice). */
export async function linkMessage(tx: Tx | AppDb, messageId: number, contradictionIds: number[]): Promise<void> {
  if (!contradictionIds.length) return;
  await tx.insert(messageContradictions).values(contradictionIds.map((contradictionId) => ({ messageId, contradictionId }))).onConflictDoNothing();
}

async function withSources(db: AppDb, rows: ContradictionRow[]): Promise<ContradictionWithSources[]> {
  if (!rows.length) return [];
  const sources = await db
    .select()
    .from(contradictionSources)
    .where(inArray(contradictionSources.contradictionId, rows.map((r) => r.id)))
    .orderBy(asc(contradictionSources.position));
  return rows.map((r) => ({ ...r, sources: sources.filter((s) => s.contradictionId === r.id) }));
}

/** The contradictions each message's scan raised, most confident first; dismissed ones are left out. */
export async function listMessageContradictions(db: AppDb, messageIds: number[]): Promise<Map<number, ContradictionWithSources[]>> {
  const out = new Map<number, ContradictionWithSources[]>();
  if (!messageIds.length) return out;
  const links = await db
    .select({ messageId: messageContradictions.messageId, row: contradictions })
    .from(messageContradictions)
    .innerJoin(contradictions, eq(contradictions.id, messageContradictions.contradictionId))
    .where(and(inArray(messageContradictions.messageId, messageIds), ne(contradictions.status, 'dismissed')))
    .orderBy(desc(contradictions.confidence), asc(contradictions.id));
  const full = new Map((await withSources(db, links.map((l) => l.row))).map((c) => [c.id, c]));
  for (const link of links) {
    const list = out.get(link.messageId) ?? [];
    list.push(full.get(link.row.id) as ContradictionWithSources);
    out.set(link.messageId, list);
  }
  return out;
}

/** Starts a message's scan record; false when it already has one (the scan was queued before). */
export async function insertScan(db: AppDb, messageId: number): Promise<boolean> {
  const rows = await db.insert(contradictionScans).values({ messageId }).onConflictDoNothing().returning({ id: contradictionScans.id });
  return rows.length > 0;
}

export async function findScan(db: AppDb, messageId: number) {
  const [row] = await db.select().from(contradictionScans).where(eq(contradictionScans.messageId, messageId));
  return row ?? null;
}

export async function finishScan(tx: Tx | AppDb, messageId: number, status: Exclude<ContradictionStatus, 'analyzing'>, error: string | null = null): Promise<void> {
  await tx.update(contradictionScans).set({ status, error, finishedAt: new Date() }).where(eq(contradictionScans.messageId, messageId));
}

/** Each message's scan status. */
export async function listScanStatuses(db: AppDb, messageIds: number[]): Promise<Map<number, ContradictionStatus>> {
  if (!messageIds.length) return new Map();
  const rows = await db.select({ messageId: contradictionScans.messageId, status: contradictionScans.status }).from(contradictionScans).where(inArray(contradictionScans.messageId, messageIds));
  return new Map(rows.map((r) => [r.messageId, r.status]));
}

/** Whether the chat's owner has code_doctor: only such users get scans and may read findings. */
export async function chatOwnerIsCodeDoctor(db: AppDb, chatId: number): Promise<boolean> {
  const [row] = await db.select({ codeDoctor: users.codeDoctor }).from(chats).innerJoin(users, eq(users.id, chats.userId)).where(eq(chats.id, chatId));
  return row?.codeDoctor ?? false;
}

/** The chat a message belongs to and its owner's code_doctor flag; null when the message is gone. */
export async function findMessageChat(db: AppDb, messageId: number) {
  const [row] = await db
    .select({ chatId: messages.chatId, source: messages.source, municipalityId: chats.municipalityId, codeDoctor: users.codeDoctor })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(users, eq(users.id, chats.userId))
    .where(eq(messages.id, messageId));
  return row ?? null;
}

/** A municipality's findings for the code health report, most confident first, with who reviewed them. */
export async function listMunicipalityFindings(db: AppDb, municipalityId: number, status: ReviewStatus | null) {
  const where = [eq(contradictions.municipalityId, municipalityId), ...(status ? [eq(contradictions.status, status)] : [])];
  const rows = await db
    .select({ row: contradictions, reviewer: users.email })
    .from(contradictions)
    .leftJoin(users, eq(users.id, contradictions.reviewedById))
    .where(and(...where))
    .orderBy(desc(contradictions.confidence), asc(contradictions.id))
    .limit(500);
  const full = await withSources(db, rows.map((r) => r.row));
  return full.map((c, i) => ({ ...c, reviewer: rows[i].reviewer }));
}

/** How many findings the municipality has in each review status. */
export async function countFindingsByStatus(db: AppDb, municipalityId: number): Promise<Record<ReviewStatus, number>> {
  const rows = await db
    .select({ status: contradictions.status, n: sql<number>`count(*)::int` })
    .from(contradictions)
    .where(eq(contradictions.municipalityId, municipalityId))
    .groupBy(contradictions.status);
  const out: Record<ReviewStatus, number> = { open: 0, confirmed: 0, dismissed: 0 };
  for (const r of rows) out[r.status] = Number(r.n);
  return out;
}

/** Which of these chunks are in the municipality's index. */
export async function indexedChunkIds(db: AppDb, municipalityId: number, chunkIds: number[]): Promise<Set<number>> {
  if (!chunkIds.length) return new Set();
  const rows = await db
    .select({ id: searchChunks.chunkId })
    .from(searchChunks)
    .where(and(eq(searchChunks.municipalityId, municipalityId), inArray(searchChunks.chunkId, chunkIds)));
  return new Set(rows.map((r) => r.id));
}

/** Records staff's verdict on a municipality's finding; null when there is no such finding. */
export async function setReviewStatus(db: AppDb, municipalityId: number, id: number, status: ReviewStatus, userId: number): Promise<ContradictionRow | null> {
  const [row] = await db
    .update(contradictions)
    .set({ status, reviewedById: status === 'open' ? null : userId, reviewedAt: status === 'open' ? null : new Date() })
    .where(and(eq(contradictions.id, id), eq(contradictions.municipalityId, municipalityId)))
    .returning();
  return row ?? null;
}
