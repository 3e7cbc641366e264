import { beforeAll, describe, expect, it } from 'vitest';
import { sectionChunks } from '../chunk/section-chunks';
import { testWordNet } from '../lexicon/wordnet.testing';
import { removeRunningLines } from '../parse';
import { MemoryIndex, runSearch } from '../retrieve';
import { DC_TITLES, dcPages } from '../structure/corpus.test-support';
import { extractStructure } from '../structure/extract-structure';
import { composeAnswer } from './compose-answer';

// The six DC Code titles, indexed as the pipeline indexes them; the questions were written for these tests.
describe('a question word the code never uses, read through general English', () => {
  const index = new MemoryIndex(testWordNet());
  const rows = new Map<string, { content: string; heading?: string | null; citation?: string | null; sectionLabel?: string | null; documentName: string }>();
  beforeAll(async () => {
    for (const { file } of DC_TITLES) {
      const chunks = sectionChunks(extractStructure(removeRunningLines(await dcPages(file)).pages), { chunkSize: 3000, documentName: file });
      const added = chunks.map((c, i) => ({ id: `${file}#${i}`, content: c.content, heading: c.metadata.heading, citation: c.citation, sectionNumber: c.metadata.section_number, sectionLabel: c.metadata.section_label, documentName: file }));
      for (const a of added) rows.set(a.id, a);
      index.add(added);
    }
  }, 60_000);

  const ask = async (question: string) => {
    const { plan, results } = await runSearch(index.port(), question, { limit: 10 });
    const hits = results.map((r, i) => {
      const row = rows.get(r.row.id)!;
      return { ...row, chunkId: i + 1, heading: row.heading ?? null, citation: row.citation ?? null, sectionLabel: row.sectionLabel ?? null, pageNumber: null, score: r.score, coverage: r.coverage };
    });
    return { plan, answer: composeAnswer({ question, plan, hits }) };
  };

  it("does not let a relative of another sense ('wait upon' for 'servers') in a lower-ranked section stand for the word", async () => {
    const { plan, answer } = await ask("What's the current minimum wage for tipped restaurant servers?");
    // The lexicon reads 'servers' as 'wait' (to wait upon), which § 47-2907 (restaurants must serve every well-behaved person) says.
    expect(plan.related.server).toContain('wait');
    expect(answer.apology).toBe(true);
    expect(answer.content).toMatch(/^I'm sorry, but I couldn't find a dollar amount .* The closest provisions I found \(which do not state one\) are .*§ 47-2907/);
    expect(answer.citations).toEqual([]);
  });

  it('answers when the best-ranked section holds the relative', async () => {
    const { plan, answer } = await ask('How long must a pawnshop keep a pledge before selling it?');
    // The code never says 'pawnshop'; read as 'pawn' + 'shop', the best-ranked section (§ 47-2884.13) says 'pawn'.
    expect(plan.related.pawnshop).toContain('pawn');
    expect(answer.apology).toBe(false);
    expect(answer.content).toMatch(/remained 6 months in the pawnbroker’s possession/);
    expect(answer.citations[0].sectionLabel).toBe('§ 47-2884.13');
  });
});
