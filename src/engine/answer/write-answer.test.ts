import { describe, expect, it } from 'vitest';
import type { StructuredModel } from '../ai';
import { TITLE_25_DOCUMENT, title25Search, title25Section } from '../../../test/support/title-25';
import { planQuery } from '../retrieve';
import { composeAnswer, NOTHING_FOUND, timeSaved, type AnswerSource } from './compose-answer';
import { REMOVED_NOTICE, quoteOccursIn, normalizeForMatch, verifyModelAnswer } from './verify-answer';
import { buildAnswerPrompt, MODEL_SOURCES, writeAnswer } from './write-answer';

const DOCUMENT = TITLE_25_DOCUMENT;
const SECTIONS = ['25-721', '25-722', '25-723', '25-724', '25-725', '25-726', '25-781', '25-783'].map(title25Section);
const search = title25Search(SECTIONS);

const QUESTION = 'How late can a bar serve drinks on Saturday?';
const { plan: PLAN, hits: HITS } = await search(QUESTION);

/** A fake of the StructuredModel port: answers with what `reply` writes for the prompt, and records every call. */
function fakeModel(reply: (prompt: string, number: (label: string) => number) => string | Promise<string>) {
  const calls: { system: string; prompt: string }[] = [];
  const model: StructuredModel = {
    name: 'fake:model',
    async generateObject<T>(args: { system: string; prompt: string }): Promise<T> {
      calls.push(args);
      // The number the prompt gave a section, so replies cite what was actually provided.
      const number = (label: string) => {
        const m = new RegExp(String.raw`^\[(\d+)\] ${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} `, 'm').exec(args.prompt);
        if (!m) throw new Error(`${label} was not given to the model`);
        return Number(m[1]);
      };
      return { answer: await reply(args.prompt, number) } as T;
    },
  };
  return { model, calls };
}

const ask = (model: StructuredModel | null, extra: { question?: string; hits?: AnswerSource[]; signal?: AbortSignal } = {}) => {
  const question = extra.question ?? QUESTION;
  const hits = extra.hits ?? HITS;
  return writeAnswer({ question, plan: question === QUESTION ? PLAN : planQuery(question), hits, maxCitations: 5, model, signal: extra.signal });
};

const markers = (text: string) => [...text.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
const byChunk = (id: number) => SECTIONS.find((s) => s.chunkId === id)!;

describe('writeAnswer without a model, or with nothing to answer from', () => {
  it('gives the offline extractive answer when no model is configured', async () => {
    const answer = await ask(null);
    const offline = composeAnswer({ question: QUESTION, plan: PLAN, hits: HITS, maxCitations: 5 });
    expect(answer).toEqual({ ...offline, answeredBy: 'offline' });
    expect(answer.citations[0].sectionLabel).toBe('§ 25-723');
  });

  it('apologises without calling the model when the sources hold nothing relevant', async () => {
    const { model, calls } = fakeModel(() => 'Bake it at 250 degrees [1].');
    const question = 'How do I bake sourdough bread?';
    const answer = await ask(model, { question, hits: (await search(question)).hits });
    expect(calls).toHaveLength(0);
    expect(answer).toMatchObject({ apology: true, citations: [], answeredBy: 'offline' });
    expect(answer.content).toMatch(/^I'm sorry, but /);
  });
});

describe('writeAnswer with a model', () => {
  it('gives the model the question and the numbered sources with label, citation path and text', async () => {
    const { model, calls } = fakeModel((_, n) => `Until 3:00 a.m. on Saturday [${n('§ 25-723')}].`);
    await ask(model);
    expect(calls).toHaveLength(1);
    const { prompt, system } = calls[0];
    expect(prompt.startsWith(`Question: ${QUESTION}`)).toBe(true);
    HITS.forEach((h, i) => expect(prompt).toContain(`[${i + 1}] ${h.sectionLabel} (${h.citation}) — ${DOCUMENT}\n${h.content.slice(0, 80)}`));
    expect(system).toMatch(/square brackets/);
    expect(system).toMatch(/exactly as they appear in the source/);
  });

  it('keeps a well-cited answer, renumbers by first use and quotes the best-matching sentence verbatim', async () => {
    const { model } = fakeModel((_, n) =>
      [
        `On Saturday a bar may serve until 3:00 a.m.; service may not happen between 3:00 a.m. and 6:00 a.m. on Saturday and Sunday [${n('§ 25-723')}].`,
        '',
        `A liquor store may sell only between 6:00 a.m. and 1:00 a.m., Monday through Saturday [${n('§ 25-722')}].`,
      ].join('\n'),
    );
    const answer = await ask(model);
    expect(answer.answeredBy).toBe('fake:model');
    expect(answer.apology).toBe(false);
    expect(markers(answer.content)).toEqual([1, 2]);
    expect(answer.citations.map((c) => [c.n, c.sectionLabel])).toEqual([
      [1, '§ 25-723'],
      [2, '§ 25-722'],
    ]);
    const hours = answer.citations[0];
    expect(hours.title).toBe('§ 25-723. Hours of sale and service for on-premises retail licensees and temporary licensees.');
    expect(hours.citation).toBe('Title 25 › Chapter 7 › § 25-723');
    for (const c of answer.citations) for (const quote of c.quote.split(' … ')) expect(byChunk(c.chunkId).content).toContain(quote);
    expect(hours.quote).toContain('3:00 a.m. and 6:00 a.m. on Saturday and Sunday');
    expect(answer.content).not.toContain(REMOVED_NOTICE);
    expect(answer.reasonings.at(-1)).toBe('Answer written by fake:model from 2 sources');
    expect(answer.reasonings[0]).toMatch(/^Searched for /);
    expect(answer.citations[1].quote).toContain('between the hours of 6:00 a.m. and 1:00 a.m., Monday through Saturday');
    // Time saved is estimated as for the offline answer, from the two sources the model cited.
    const chars = byChunk(25723).content.length + byChunk(25722).content.length;
    expect(answer.sourcesCharacters).toBe(chars);
    expect({ minutesSaved: answer.minutesSaved, secondsSaved: answer.secondsSaved }).toEqual(timeSaved(chars));
  });

  it('renumbers citations in the order they are first used', async () => {
    const { model } = fakeModel((_, n) => `Liquor stores stop selling at 1:00 a.m. [${n('§ 25-722')}]. Bars close at 3:00 a.m. on weekends [${n('§ 25-723')}][${n('§ 25-722')}].`);
    const answer = await ask(model);
    expect(answer.content).toBe('Liquor stores stop selling at 1:00 a.m. [1]. Bars close at 3:00 a.m. on weekends [2][1].');
    expect(answer.citations.map((c) => c.sectionLabel)).toEqual(['§ 25-722', '§ 25-723']);
  });

  it('drops a citation to a source it was not given, and the sentence that rested only on it, and says so', async () => {
    const { model } = fakeModel((_, n) =>
      [
        `Bars may serve until 3:00 a.m. on Saturday [${n('§ 25-723')}][7].`,
        'Bars that serve food may stay open all night [7].',
        `Weekday service ends at 2:00 a.m. [${n('§ 25-723')}]`,
      ].join(' '),
    );
    const answer = await ask(model);
    expect(answer.content).toBe(`Bars may serve until 3:00 a.m. on Saturday [1]. Weekday service ends at 2:00 a.m. [1]\n\n${REMOVED_NOTICE}`);
    expect(answer.content).not.toContain('all night');
    expect(answer.citations).toHaveLength(1);
    expect(answer.reasonings.at(-1)).toBe('Removed 2 citations to no given source (1 sentence dropped)');
  });

  it('keeps a verbatim quotation (any quote style or spacing) and drops a sentence with a made-up one', async () => {
    const { model } = fakeModel((_, n) => {
      const hours = n('§ 25-723');
      return [
        `The code says a licensee may sell “alcoholic beverages on any day and at any time except between the following hours” [${hours}].`,
        `On weekends that is "3:00 a.m.   and 6:00 a.m. on Saturday and Sunday" [${hours}].`,
        `It adds that "bars may always stay open until dawn on Saturdays" [${hours}].`,
      ].join('\n');
    });
    const answer = await ask(model);
    const lines = answer.content.split('\n');
    expect(lines[0]).toContain('“alcoholic beverages on any day and at any time except between the following hours” [1]');
    expect(lines[1]).toContain('"3:00 a.m.   and 6:00 a.m. on Saturday and Sunday" [1]');
    expect(answer.content).not.toContain('until dawn');
    expect(answer.content.endsWith(REMOVED_NOTICE)).toBe(true);
    expect(answer.citations[0].quote).toContain('may sell, serve, or permit the consumption of alcoholic beverages on any day');
    expect(answer.reasonings.at(-1)).toBe('Removed 1 quotation not found in the cited source (1 sentence dropped)');
  });

  it('drops a quotation that is real but from a different source than the one cited', async () => {
    const { model } = fakeModel((_, n) => `Hours are "3:00 a.m. and 6:00 a.m. on Saturday and Sunday" [${n('§ 25-722')}]. Bars close at 3:00 a.m. on Saturday [${n('§ 25-723')}].`);
    const answer = await ask(model);
    expect(answer.content).toBe(`Bars close at 3:00 a.m. on Saturday [1].\n\n${REMOVED_NOTICE}`);
    expect(answer.citations.map((c) => c.sectionLabel)).toEqual(['§ 25-723']);
  });

  it('falls back to the offline answer when no citation survives verification', async () => {
    const { model } = fakeModel(() => 'Bars may serve all night on Saturday [9]. "Last call is at 5 a.m." [12]. Enjoy responsibly.');
    const answer = await ask(model);
    const offline = composeAnswer({ question: QUESTION, plan: PLAN, hits: HITS, maxCitations: 5 });
    expect(answer.content).toBe(offline.content);
    expect(answer.citations).toEqual(offline.citations);
    expect(answer.answeredBy).toBe('offline');
    expect(answer.reasonings.at(-1)).toBe('The answer from fake:model cited no source that could be verified; answered from the sources offline');
  });

  it('falls back to the offline answer, saying why, when the model fails or takes too long', async () => {
    const failing = fakeModel(() => {
      throw new Error('429 rate limited\nretry later');
    });
    const failed = await ask(failing.model);
    expect(failed.answeredBy).toBe('offline');
    expect(failed.citations[0].sectionLabel).toBe('§ 25-723');
    expect(failed.reasonings.at(-1)).toBe('fake:model could not write the answer (429 rate limited); answered from the sources offline');

    const hanging = fakeModel(() => new Promise<string>(() => undefined));
    const slow = await ask(hanging.model, { signal: AbortSignal.timeout(30) });
    expect(slow.answeredBy).toBe('offline');
    expect(slow.reasonings.at(-1)).toBe('fake:model could not write the answer (it took too long); answered from the sources offline');
  });

  it('cites the source a quotation was found in when the sentence named none, and drops a repeated source list', async () => {
    const { model } = fakeModel((_, n) =>
      [`The rule: "3:00 a.m. and 6:00 a.m. on Saturday and Sunday".`, `Weekdays end at 2:00 a.m. [${n('§ 25-723')}].`, '', 'Sources:', `[${n('§ 25-723')}] § 25-723 Hours of sale`].join('\n'),
    );
    const answer = await ask(model);
    expect(answer.content).toBe('The rule: "3:00 a.m. and 6:00 a.m. on Saturday and Sunday". [1]\nWeekdays end at 2:00 a.m. [1].');
    expect(answer.citations.map((c) => c.sectionLabel)).toEqual(['§ 25-723']);
  });

  it('caps what it sends: at most maxCitations sources, each and all of them cut to size', () => {
    const long = { ...HITS[0], content: 'x'.repeat(MODEL_SOURCES.maxSourceChars * 2) };
    const prompt = buildAnswerPrompt('Q?', [long, long, long, long, long, long]);
    expect(prompt.length).toBeLessThan(MODEL_SOURCES.maxTotalChars + 2_000);
    expect(prompt).toContain(`${'x'.repeat(100)} …`);
  });
});

describe('verifyModelAnswer', () => {
  const sources = [{ content: '(a) No person shall keep more than 4 dogs.\n  (1) A kennel licensee may keep more.' }, { content: 'The fee is $50 per year.' }];

  it('expands marker lists and ranges, drops numbers out of range and renumbers', () => {
    const v = verifyModelAnswer('Four dogs at most, unless licensed [2, 1]. The fee is $50 [1-3].', sources);
    expect(v.content).toBe(`Four dogs at most, unless licensed [1][2]. The fee is $50 [2][1].\n\n${REMOVED_NOTICE}`);
    expect(v.sources).toEqual([1, 0]);
    expect(v.removed).toEqual({ citations: 1, quotations: 0, sentences: 0 });
  });

  it('matches quotations across designators, line breaks, ellipses and quote styles, but not paraphrases', () => {
    const forms = [normalizeForMatch(sources[0].content), normalizeForMatch('No person shall keep more than 4 dogs. A kennel licensee may keep more.')];
    expect(quoteOccursIn('No person shall keep more than 4 dogs. A kennel licensee', forms)).toBe(true);
    expect(quoteOccursIn('No person shall … keep more', forms)).toBe(true);
    expect(quoteOccursIn('keep more … No person', forms)).toBe(false);
    expect(quoteOccursIn('No one may keep more than four dogs', forms)).toBe(false);
    const v = verifyModelAnswer('The limit: “no person shall keep more than 4 dogs. A kennel licensee may keep more” [1].', sources);
    expect(v.removed.quotations).toBe(0);
  });

  it('keeps uncited connective sentences and markdown structure, and does not split at "a.m." or inside quotations', () => {
    const v = verifyModelAnswer('In short:\n\n- Dogs: "No person shall keep more than 4 dogs. A kennel licensee may keep more." Kennels differ [1].\n- Fee: $50 at 9 a.m. Daily [2].', sources);
    expect(v.content).toBe('In short:\n\n- Dogs: "No person shall keep more than 4 dogs. A kennel licensee may keep more." [1] Kennels differ [1].\n- Fee: $50 at 9 a.m. Daily [2].');
    expect(v.removed).toEqual({ citations: 0, quotations: 0, sentences: 0 });
  });

  it('gives nothing to cite when every marker is invalid', () => {
    const v = verifyModelAnswer('Dogs are banned [3]. Cats too [4].', sources);
    expect(v.sources).toEqual([]);
    expect(v.content).toBe('');
  });
});
