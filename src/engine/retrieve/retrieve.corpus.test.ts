import { beforeAll, describe, expect, it } from 'vitest';
import { sectionChunks } from '../chunk/section-chunks';
import { removeRunningLines } from '../parse';
import { DC_TITLES, dcPages } from '../structure/corpus.test-support';
import { extractStructure } from '../structure/extract-structure';
import { testWordNet } from '../lexicon/wordnet.testing';
import { MemoryIndex } from './memory-index';
import { isNothingRelevant } from './relevance';

// Residents' questions over the six DC Code titles (written for these tests; the dev eval set is for the bench).
describe('search over the DC Code', () => {
  const index = new MemoryIndex(testWordNet());
  beforeAll(async () => {
    for (const { file } of DC_TITLES) {
      const chunks = sectionChunks(extractStructure(removeRunningLines(await dcPages(file)).pages), { chunkSize: 3000, documentName: file });
      index.add(chunks.map((c, i) => ({
        id: `${file}#${i}`,
        content: c.content,
        heading: c.metadata.heading,
        citation: c.citation,
        sectionNumber: c.metadata.section_number,
        sectionLabel: c.metadata.section_label,
        documentName: file,
      })));
    }
  }, 60_000);

  const sections = async (question: string, n = 5) => [...new Set((await index.search(question, { limit: 20 })).map((r) => r.sectionLabel ?? ''))].slice(0, n);

  it("finds the on-premises hours section for 'how late can a bar serve on Saturday'", async () => {
    expect((await sections('How late can a bar serve on Saturday?'))[0]).toBe('§ 25-723');
  });

  it('ranks a section the question names first, however it is named', async () => {
    expect((await sections('What does § 25-723 say about holidays?'))[0]).toBe('§ 25-723');
    expect((await sections('what does section 42-3505.31 say'))[0]).toBe('§ 42-3505.31');
    expect((await sections('Sec. 8-1804'))[0]).toBe('§ 8-1804');
    expect((await index.search('Sec. 8-1804', { limit: 1 }))[0]).toMatchObject({ sectionMatch: true, documentName: 'dc-title-08-animals-litter-dumping.txt' });
  });

  it('puts the definition first for a definition question', async () => {
    expect((await sections("What is a 'go-cup'?"))[0]).toBe('§ 25-101');
    expect((await sections('What does tavern mean?'))[0]).toBe('§ 25-101');
  });

  it('understands how residents speak', async () => {
    expect((await sections('Can I keep bees in my backyard?', 3)).some((s) => s.startsWith('§ 8-1825'))).toBe(true);
    // A word the code never uses: 'pawnshop' is read as pawn + shop and, through WordNet, as pawnbroker.
    expect(await sections('How long does a pawnshop have to hold my item before it can sell it?', 3)).toContain('§ 47-2884.13');
    expect((await sections('Is a smoke detector required in my apartment?'))[0]).toMatch(/^§ 6-751/);
    expect((await sections('What are the rules for dangerous dogs?'))[0]).toMatch(/^§ 8-19/);
  });

  it('says nothing relevant was found for a question the code cannot answer, and not for one it can', async () => {
    expect(isNothingRelevant(await index.search('Tell me a joke', { limit: 5 }))).toBe(true);
    expect(isNothingRelevant(await index.search('How many moons does Jupiter have?', { limit: 5 }))).toBe(true);
    expect(isNothingRelevant(await index.search('How late can a bar serve on Saturday?', { limit: 5 }))).toBe(false);
    expect(isNothingRelevant(await index.search('curfew', { limit: 5 }))).toBe(false);
  });
});
