import { describe, expect, it } from 'vitest';
import { testWordNet } from '../lexicon/wordnet.testing';
import { MemoryIndex, runSearch, tokenize, tokenizeWithSurface } from '../retrieve';
import { composeAnswer } from './compose-answer';
import { focusGroups, missingShare, missingSubjectShare, subjectCoverage } from './focus';
import { answerUnits } from './sentences';

const wordnet = testWordNet();

// Real sections of the Rivergrove sign ordinance (Ord. 81-2011) and tree-cutting ordinance (Ord. 89-2018), abridged.
const CODE = [
  { id: '7', sectionLabel: 'Section 7', heading: 'Temporary Signs', content: 'Section 7. Temporary Signs.\n\n3. A freestanding sign not exceeding four square feet, during the time of sale, lease or rental of the property provided that the sign is removed within 15 days of the sale, lease or rental of the property.' },
  { id: '8', sectionLabel: 'Section 8', heading: 'Prohibited Signs', content: 'Section 8. Prohibited Signs.\n\nThe following signs are unlawful and are nuisances:\nA. Billboards.\nB. Video signs.' },
  { id: '5.100', sectionLabel: 'Section 5.100', heading: 'Tree Cutting', content: 'Section 5.100. Tree Cutting\n\n(E) A tree cutting permit may be issued by the Planning Commission. A yard tree that is dead may be removed.' },
  { id: '13', sectionLabel: 'Section 13', heading: 'Penalties', content: 'Section 13. Penalties.\n\nA. The city council is empowered to determine violations of this ordinance and seek remedies in circuit court.' },
];

// Rivergrove Ord. 81-2011 § 9, as the PDF reads (abridged), and DC Code § 42-3505.01a (abridged).
const NONCONFORMING = {
  id: '9',
  sectionLabel: 'Section 9',
  heading: 'Nonconforming Signs',
  content:
    'Section 9. Nonconforming Signs.\n\n4. Whenever a nonconforming sign is damaged and the estimated cost to repair the\nsign is 50 percent or less of its replacement value as of the day before the sign was damaged, it may\nbe repaired and restored to the condition it was in before it was damaged.',
};
const EVICTION = [
  {
    id: '42-3505.01a',
    sectionLabel: '§ 42-3505.01a',
    heading: "Storage and disposal of tenants' personal property upon eviction",
    content:
      "§ 42-3505.01a. Storage and disposal of tenants' personal property upon eviction.\n\n(c)(1) At the time of eviction, the housing provider shall change the locks on the rental unit in the presence of the Marshals.\n\n(d)(2) Any personal property of the evicted tenant present in the rental unit at the time of eviction shall remain in the rental unit for 7 days after the time of eviction, excluding Sundays and federal holidays.",
  },
  { id: '42-3505.08', sectionLabel: '§ 42-3505.08', heading: 'Tenant right to change locks', content: '§ 42-3505.08. Tenant right to change locks.\n\n(a) A tenant may request that the housing provider change the locks of the rental unit.' },
];

async function ask(question: string, code: readonly (typeof CODE)[number][] = CODE) {
  const index = new MemoryIndex(wordnet);
  index.add(code.map((c) => ({ ...c, documentName: 'rivergrove', sectionNumber: c.id })));
  const { plan, results } = await runSearch(index.port(), question, { limit: 5 });
  const hits = results.map((r, i) => ({ ...code.find((c) => c.id === r.row.id)!, chunkId: i + 1, documentName: 'rivergrove', citation: null, pageNumber: 1, score: r.score, coverage: r.coverage }));
  return { plan, hits, answer: composeAnswer({ question, plan, hits, documents: ['sign ordinance', 'tree ordinance'] }) };
}

describe('what a question is about', () => {
  it('takes the head nouns of the asking sentence as its subject, not modifiers or the story around it', async () => {
    const { plan } = await ask('The election is in November. When does my candidate’s lawn sign have to come down?');
    const subject = focusGroups(plan).filter((g) => g.subject).map((g) => g.surface);
    expect(subject).toContain('sign');
    expect(subject).not.toContain('lawn');
    expect(subject).not.toContain('election');
  });

  it('measures how much of the subject the code has no word for', async () => {
    const chickens = await ask('Can I keep backyard chickens? How many hens are allowed?');
    expect(missingSubjectShare(focusGroups(chickens.plan))).toBeGreaterThanOrEqual(0.5);
    const sign = await ask('Are video signs allowed?');
    expect(missingSubjectShare(focusGroups(sign.plan))).toBe(0);
  });

  it('counts a subject as named only by the word or another name for it', async () => {
    const { plan } = await ask('How long until the for-sale sign must come down?');
    const groups = focusGroups(plan);
    expect(subjectCoverage(groups, new Set(tokenize('the sign is removed within 15 days')))).toBe(1);
    expect(subjectCoverage(groups, new Set(tokenize('a yard tree that is dead')))).toBe(0);
  });
});

describe('answering only what the documents speak of', () => {
  it('apologises for a subject the code has no word for, naming it and what came closest', async () => {
    const { answer } = await ask('Can I keep backyard chickens? How many hens are allowed?');
    expect(answer.apology).toBe(true);
    expect(answer.content).toMatch(/^I'm sorry, but the loaded documents \(sign ordinance and tree ordinance\) don't cover .*'chickens'/);
    expect(answer.citations).toEqual([]);
  });

  it('answers where only the story\'s words for the subject are missing, not the matter asked about', async () => {
    // 'hailstorm' is not in the code, but the sign, its damage and its repair are.
    const storm = await ask('Can a nonconforming sign damaged by a hailstorm be repaired?', [...CODE, NONCONFORMING]);
    expect(missingSubjectShare(focusGroups(storm.plan))).toBeGreaterThanOrEqual(0.5);
    expect(missingShare(focusGroups(storm.plan))).toBeLessThan(1 / 3);
    expect(storm.answer.apology).toBe(false);
    expect(storm.answer.citations[0].sectionLabel).toBe('Section 9');
    expect(storm.answer.content).toMatch(/may be repaired and restored/);
    // The asking sentence's only noun ('stuff') is the resident's own word; the eviction and the locks are the code's.
    const evicted = await ask('The Marshals evicted me and the housing provider changed the locks on the rental unit. How long can my stuff stay there?', EVICTION);
    expect(missingSubjectShare(focusGroups(evicted.plan))).toBe(1);
    expect(evicted.answer.apology).toBe(false);
    expect(evicted.answer.content).toMatch(/for 7 days after the time of eviction/);
  });

  it('answers a quantity only from a sentence that states it about the subject', async () => {
    const { answer } = await ask('How long does the realtor have to get the for-sale sign out of our yard?');
    expect(answer.apology).toBe(false);
    expect(answer.content).toMatch(/removed within 15 days/);
    const fine = await ask('What is the dollar amount of the fine for an illegal sign?');
    expect(fine.answer.apology).toBe(true);
    expect(fine.answer.content).toMatch(/^I'm sorry, but I couldn't find a dollar amount/);
  });
});

describe('sentences of scanned and printed PDFs', () => {
  it('reads wrapped lines back into one sentence and lettered items as their own', () => {
    const text = 'Section 9. Nonconforming Signs.\n\nA. Nonconforming signs may continue to exist, subject to the following\nprovisions:\n\n1. No additions or enlargements may be made to a non-conforming sign except those\nadditions or enlargements that are required by law.';
    const units = answerUnits(text).map((u) => u.display);
    expect(units).toContain('No additions or enlargements may be made to a non-conforming sign except those additions or enlargements that are required by law.');
    for (const u of answerUnits(text)) expect(text).toContain(u.quote);
  });

  it('keeps table rows and short lines apart', () => {
    // As the fee resolution's Exhibit 1 reads: a wrapped paragraph, then the schedule's rows.
    const text = [
      'Exhibit 1',
      '',
      'The City Council adopts the following schedule of fees for planning and development services, to take',
      'effect January 1, 2019.',
      '',
      'FEE SCHEDULE',
      'BUILDING PERMIT (CITY FEE) $25.00',
      'TYPE I REVIEW Actual Costs',
    ].join('\n');
    expect(answerUnits(text).map((u) => u.display)).toEqual([
      'The City Council adopts the following schedule of fees for planning and development services, to take effect January 1, 2019.',
      'FEE SCHEDULE',
      'BUILDING PERMIT (CITY FEE) $25.00',
      'TYPE I REVIEW Actual Costs',
    ]);
  });

  it('reads numbers written as words as quantities ("within three feet", "ninety days")', () => {
    expect(tokenizeWithSurface('within three feet of a line').some((t) => t.term === '_distance')).toBe(true);
    expect(tokenizeWithSurface('removed within ninety days').some((t) => t.term === '_duration')).toBe(true);
  });
});
