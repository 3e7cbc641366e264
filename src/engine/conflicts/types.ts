import type { Enactment } from '../enactment';

/** What the scan compares: one indexed chunk of a section, with the document it belongs to. */
export type ConflictSection = {
  /** The chunk id. */
  id: number;
  documentId: number;
  documentName: string;
  /** Normalised section number ('25-723', '5.100'), or null outside a numbered section. */
  sectionNumber: string | null;
  /** How the section is printed ('§ 25-723'). */
  sectionLabel: string | null;
  heading: string | null;
  /** The divisor path ('Title 25 › Chapter 7 › § 25-723(a)–(b-2)'). */
  citation: string | null;
  content: string;
  /** What the document states about its own enactment (read from its opening text); null when unknown. */
  documentEnactment?: Enactment | null;
};

export type ConflictKind = 'quantity' | 'supersession' | 'definition' | 'requirement';

/** One side of a suspected contradiction: where it stands and the words quoted from it, verbatim. */
export type FindingSide = {
  sectionId: number;
  documentId: number;
  documentName: string;
  sectionLabel: string | null;
  citation: string | null;
  /** Verbatim text of the chunk (whitespace collapsed; " … " joins pieces that stand apart, in order). */
  quote: string;
  /** The enactment this side is stamped with, when the finding compares enactments ("Ordinance No. 89-2018"). */
  enactment: string | null;
};

/** A suspected contradiction between two sections. */
export type ConflictFinding = {
  kind: ConflictKind;
  /** 0–1: how sure the detector is that both sides speak of the same thing and disagree. */
  confidence: number;
  /** Stable across scans and re-chunking: the kind plus both sides' document, section and quoted words. */
  key: string;
  /** Plain-language explanation naming both sides. */
  explanation: string;
  sides: [FindingSide, FindingSide];
  /** For supersession: which side is the newer enactment, when the texts tell. */
  newer: 0 | 1 | null;
};

/** Term weights for similarity: rarer words weigh more (inverse document frequency over the municipality's index). */
export type TermWeights = (term: string) => number;
