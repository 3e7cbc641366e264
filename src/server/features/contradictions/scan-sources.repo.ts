import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { ConflictSection } from '../../../engine/conflicts';
import type { AppDb } from '../../db/client';
import { searchChunks } from '../../db/schema';

/** A chunk of a municipality's index as the conflict scan reads it (the engine's section, by chunk id). */
export type ScanRow = Omit<ConflictSection, 'id' | 'documentEnactment'> & { chunkId: number };

const columns = {
  chunkId: searchChunks.chunkId,
  documentId: searchChunks.documentId,
  documentName: searchChunks.documentName,
  sectionNumber: searchChunks.sectionNumber,
  sectionLabel: searchChunks.sectionLabel,
  heading: searchChunks.heading,
  citation: searchChunks.citation,
  content: searchChunks.content,
};

/** Every chunk of the municipality's index, in document and chunk order. */
export async function listIndexedSections(db: AppDb, municipalityId: number): Promise<ScanRow[]> {
  return db.select(columns).from(searchChunks).where(eq(searchChunks.municipalityId, municipalityId)).orderBy(asc(searchChunks.documentId), asc(searchChunks.chunkId));
}

/** The given chunks, when they are (still) in the municipality's index. */
export async function findIndexedChunks(db: AppDb, municipalityId: number, chunkIds: number[]): Promise<ScanRow[]> {
  if (!chunkIds.length) return [];
  return db.select(columns).from(searchChunks).where(and(eq(searchChunks.municipalityId, municipalityId), inArray(searchChunks.chunkId, chunkIds)));
}

/** Chunks of the sections with these (normalised) numbers, in any of the municipality's documents. */
export async function findSectionsByNumber(db: AppDb, municipalityId: number, numbers: string[], limit = 200): Promise<ScanRow[]> {
  if (!numbers.length) return [];
  return db
    .select(columns)
    .from(searchChunks)
    .where(and(eq(searchChunks.municipalityId, municipalityId), inArray(searchChunks.sectionNumber, numbers)))
    .orderBy(asc(searchChunks.chunkId))
    .limit(limit);
}

/**
 * Chunks that name one of these sections ("§ 25-723", "Section 5.100"): what refers to them. Only distinctive numbers
 * (with a hyphen or a dot) are searched; "Section 1" names a section of every ordinance.
 */
export async function findReferringSections(db: AppDb, municipalityId: number, numbers: string[], limit = 60): Promise<ScanRow[]> {
  const distinctive = numbers.filter((n) => /^[\dA-Za-z]+[-.][\dA-Za-z.-]+$/.test(n));
  if (!distinctive.length) return [];
  const escaped = distinctive.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const pattern = `(§|sections?|sec\\.)\\s*\\[?(${escaped.join('|')})(?![0-9])`;
  return db
    .select(columns)
    .from(searchChunks)
    .where(and(eq(searchChunks.municipalityId, municipalityId), sql`${searchChunks.content} ~* ${pattern}`))
    .orderBy(asc(searchChunks.chunkId))
    .limit(limit);
}

/** Chunks that define one of these terms (as the indexer keys them: tokens joined by spaces). */
export async function findDefiningSections(db: AppDb, municipalityId: number, terms: string[], limit = 60): Promise<ScanRow[]> {
  if (!terms.length) return [];
  const list = sql`array[${sql.join(terms.map((t) => sql`${t}`), sql`, `)}]::text[]`;
  return db
    .select(columns)
    .from(searchChunks)
    .where(and(eq(searchChunks.municipalityId, municipalityId), sql`${searchChunks.definedTerms} ?| ${list}`))
    .orderBy(asc(searchChunks.chunkId))
    .limit(limit);
}

/** The defined terms the given chunks carry in the index. */
export async function definedTermsOfChunks(db: AppDb, municipalityId: number, chunkIds: number[]): Promise<string[]> {
  if (!chunkIds.length) return [];
  const rows = await db
    .select({ terms: searchChunks.definedTerms })
    .from(searchChunks)
    .where(and(eq(searchChunks.municipalityId, municipalityId), inArray(searchChunks.chunkId, chunkIds)));
  return [...new Set(rows.flatMap((r) => r.terms))];
}

