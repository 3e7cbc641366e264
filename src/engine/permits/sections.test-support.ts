/** Test helpers: code sections as a municipality's excerpts, and a search port that always returns them. */
import type { CodeSection, PermitSearchPort } from './types';

/** A maker of sections of one document: `(chunkId, citation, heading, content)`. */
export function sectionsOf(documentName: string) {
  return (chunkId: number, citation: string, heading: string, content: string): CodeSection => ({ chunkId, documentName, sectionLabel: citation, citation, heading, content });
}

/** A search port that finds the given sections for every query. */
export const portOf = (sections: CodeSection[]): PermitSearchPort => ({ search: async () => sections });
