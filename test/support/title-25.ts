import type { AnswerSource } from '../../src/engine/answer';
import { testWordNet } from '../../src/engine/lexicon/wordnet.testing';
import { MemoryIndex, runSearch, type QueryPlan } from '../../src/engine/retrieve';
import { corpusFile } from './corpus';

/*
 * Sections of the real DC Code Title 25 as search hits, and an in-memory index over them (the engine's twin of the
 * database search): what the answer-engine tests compose answers from without a database.
 */

export const TITLE_25_DOCUMENT = 'DC Code Title 25: Alcoholic Beverages';
const TEXT = corpusFile('dc/dc-title-25-alcoholic-beverages.txt').toString('utf8');

export type Title25Section = AnswerSource & { number: string };

/** Cuts one section out of the title by its `§ ` heading line, up to the next heading line; its chunk id is the number's digits. */
export function title25Section(number: string): Title25Section {
  const start = TEXT.search(new RegExp(`^§ ${number.replace('.', '\\.')}\\. `, 'm'));
  if (start < 0) throw new Error(`no § ${number} in Title 25`);
  const rest = TEXT.slice(start + 1);
  const next = rest.search(/^(?:§ \d|Subchapter |CHAPTER )/m);
  const content = TEXT.slice(start, next < 0 ? undefined : start + 1 + next).trim();
  return {
    number,
    chunkId: Number(number.replace(/\D/g, '')),
    documentName: TITLE_25_DOCUMENT,
    citation: `Title 25 › Chapter 7 › § ${number}`,
    sectionLabel: `§ ${number}`,
    heading: content.split('\n')[0].replace(/^§ [\d.-]+\.\s*/, ''),
    pageNumber: null,
    content,
    score: 0,
    coverage: 0,
  };
}

/**
 * Indexes the sections (with WordNet, as the server does) and returns a search that answers with the retrieval plan
 * and the sections as hits (scores and coverage filled in), best first.
 */
export function title25Search(sections: readonly Title25Section[]): (question: string, limit?: number) => Promise<{ plan: QueryPlan; hits: Title25Section[] }> {
  const index = new MemoryIndex(testWordNet());
  index.add(sections.map((s) => ({ id: String(s.chunkId), content: s.content, heading: s.heading, citation: s.citation, sectionNumber: s.number, sectionLabel: s.sectionLabel, documentName: s.documentName })));
  return async (question, limit = 5) => {
    const { plan, results } = await runSearch(index.port(), question, { limit });
    const hits = results.map((r) => ({ ...(sections.find((s) => String(s.chunkId) === r.row.id) as Title25Section), score: r.score, coverage: r.coverage }));
    return { plan, hits };
  };
}
