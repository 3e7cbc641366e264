/*
 * Cross-references: the sections a chunk points at ('subject to § 25-104', 'as provided in Section 5.103',
 * 'See Section 7 of this ordinance'). Retrieval follows them, so a section that only points at the answer brings the
 * answer with it.
 */
import { findSectionReferences } from './plan-query';

/** The most references kept per chunk (a table of contents or a long definitions list names many more). */
export const MAX_REFERENCES = 24;

/** The normalised section numbers a chunk's text refers to, its own section excluded, in order of first mention. */
export function findReferences(content: string, ownSection: string | null): string[] {
  const refs: string[] = [];
  for (const ref of findSectionReferences(content)) {
    if (ref.number === ownSection || refs.includes(ref.number)) continue;
    refs.push(ref.number);
    if (refs.length === MAX_REFERENCES) break;
  }
  return refs;
}
