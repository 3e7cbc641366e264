import { describe, expect, it } from 'vitest';
import type { StructuredModel } from '../ai';
import { title25Section } from '../../../test/support/title-25';
import { answerUnits } from '../answer';
import { assistOffline, assistWithModel, findCodeTerms, improvePrompt, splitSections, suggestQueries, summarizeCitation, summarizeSources } from '.';

const section = (number: string): string => title25Section(number).content;
/** How a unit of a section reads once designators are stripped and lines joined (what the summaries show). */
const readable = (text: string) => answerUnits(text).map((u) => u.display);

describe('improvePrompt', () => {
  it('fixes casing and punctuation, names the code terms for resident words, and frames the question', () => {
    expect(improvePrompt('how late can a bar serve drinks on saturday')).toBe(
      'How late can a bar (on-premises retailer) serve drinks (alcoholic beverages) on Saturday, according to the municipal code?',
    );
    expect(improvePrompt('can my landlord keep my security deposit??')).toBe('Can my landlord (housing provider) keep my security deposit, according to the municipal code?');
  });

  it('turns keywords or a request into a question, calms a shouted one, and leaves a question about the law unframed', () => {
    expect(improvePrompt('tell me about noise rules at night')).toBe('What does the municipal code say about noise rules at night?');
    expect(improvePrompt('WHEN DO I HAVE TO SHOVEL MY SIDEWALK')).toMatch(/^When do I have to shovel my sidewalk/);
    expect(improvePrompt('What does § 25-723 say?')).toBe('What does § 25-723 say?');
    expect(improvePrompt('Is it legal to   drink beer at a park ?')).toBe('Is it legal to drink beer at a park?');
  });

  it('annotates only nouns, never a bare verb, and adds no fact or number', () => {
    const improved = improvePrompt('How do I evict a tenant');
    expect(improved).toBe('How do I evict a tenant, according to the municipal code?');
    for (const q of ['How late can a bar serve drinks on Saturday?', 'what is the fine for not picking up dog poop', 'Can I keep 5 chickens?']) {
      const digits = (s: string) => (s.match(/\d+/g) ?? []).join(',');
      expect(digits(improvePrompt(q))).toBe(digits(q));
    }
    expect(improvePrompt('   ')).toBe('');
  });

  it('finds resident phrases the code words differently, preferring the longer phrase', () => {
    expect(findCodeTerms('Where is the nearest dive bar?').map((t) => t.phrase)).toEqual(['dive bar']);
    expect(findCodeTerms('bar (on-premises retailer)')).toEqual([]);
  });
});

describe('suggestQueries', () => {
  it('suggests other days, permits, penalties and the definition for an hours question', () => {
    const suggestions = suggestQueries('How late can a bar serve drinks on Saturday?');
    expect(suggestions).toEqual([
      'How late can a bar serve drinks on Sunday?',
      'What license or permit is required for a bar?',
      'What are the penalties for violating the rules for a bar?',
      'How early can a bar serve drinks on Saturday?',
      'How does the code define an on-premises retailer?',
    ]);
  });

  it('always gives 3 to 5 distinct questions without semicolons, none repeating the question', () => {
    for (const q of ['Can I build a fence in my backyard?', 'What does § 25-723 say?', 'hi', 'bar hours saturday', 'Dogs; cats; birds?', 'Do I need a permit to cut down a tree?']) {
      const out = suggestQueries(q);
      expect(out.length, q).toBeGreaterThanOrEqual(3);
      expect(out.length, q).toBeLessThanOrEqual(5);
      expect(new Set(out.map((s) => s.toLowerCase())).size).toBe(out.length);
      for (const s of out) {
        expect(s).not.toContain(';');
        expect(s.endsWith('?')).toBe(true);
        expect(s.toLowerCase()).not.toBe(q.toLowerCase());
      }
    }
  });

  it('names the subject the way the question does and skips what it already asks', () => {
    const fence = suggestQueries('Can I build a fence in my backyard?');
    expect(fence[0]).toBe('What license or permit is required for a fence?');
    expect(suggestQueries('Do I need a permit to cut down a tree?').some((s) => /license or permit/.test(s))).toBe(false);
    expect(suggestQueries('What does § 25-723 say?')[0]).toBe('What are the penalties for violating § 25-723?');
  });
});

describe('summarizeCitation', () => {
  it('leads with the sentence that carries the rule, quoted from the section', () => {
    const text = section('25-781');
    const summary = summarizeCitation({ title: '§ 25-781. Sale to minors or intoxicated persons prohibited', text });
    expect(summary.startsWith('Upon the 1st violation, the Board shall fine the licensee not less than $2,000')).toBe(true);
    const sentences = readable(text);
    const shown = summary.split(/(?<=\.) (?=[A-Z])/);
    expect(shown.length).toBeGreaterThanOrEqual(1);
    expect(shown.length).toBeLessThanOrEqual(3);
    for (const s of shown) expect(sentences.some((u) => u.startsWith(s.replace(/ …$/, '').replace(/\.$/, ''))), s).toBe(true);
  });

  it('skips headings, notes and history notes, and copes with plain prose', () => {
    const summary = summarizeCitation({ text: section('25-723') });
    expect(summary).not.toMatch(/NOTE|D\.C\. Law|^§/);
    expect(summarizeCitation({ text: 'Dogs must be on a leash of at most 6 feet. Parks are nice.' })).toBe('Dogs must be on a leash of at most 6 feet.');
  });
});

describe('summarizeSources', () => {
  it('gives the most informative sentences across sections, labelled, at most two per section, in order', () => {
    const text = ['25-721', '25-722', '25-723'].map(section).join('\n\n');
    const summary = summarizeSources(text);
    const lines = summary.split('\n');
    expect(lines.length).toBeGreaterThanOrEqual(3);
    expect(lines.length).toBeLessThanOrEqual(6);
    const labels = lines.map((l) => /^- \*\*(§ [\d-]+)\*\*: /.exec(l)?.[1]);
    expect(new Set(labels)).toEqual(new Set(['§ 25-721', '§ 25-722', '§ 25-723']));
    expect(labels).toEqual([...labels].sort());
    expect(lines.every((l) => /\d:\d\d a\.m\./.test(l))).toBe(true);
  });

  it('splits sections by their heading lines, and summarizes unlabelled prose as bullets', () => {
    expect(splitSections('[1] § 4-12. Leashes\nDogs must be leashed.\n\nSec. 4-13. Fees\nThe fee is $5.').map((s) => s.label)).toEqual(['§ 4-12', 'Sec. 4-13']);
    // A cross-reference that a line happens to start with is not a new section.
    expect(splitSections('§ 4-12. Leashes\nDogs must be leashed as set out in\n§ 4-13 of this code.').map((s) => s.label)).toEqual(['§ 4-12']);
    expect(summarizeSources('Dogs must be leashed in parks. The leash may be no longer than six feet. Violators pay a $50 fine. Parks are nice.')).toBe(
      '- Dogs must be leashed in parks.\n- The leash may be no longer than six feet.\n- Violators pay a $50 fine.',
    );
  });
});

describe('the helpers with a model', () => {
  const model = (reply: unknown): StructuredModel => ({ name: 'fake', generateObject: async <T>() => reply as T });

  it('uses the model output, cleaning suggestions of semicolons and duplicates', async () => {
    expect(await assistWithModel('improve_prompt', { text: 'bar hrs' }, model({ prompt: ' What are bar hours? ' }))).toBe('What are bar hours?');
    expect(await assistWithModel('suggest_queries', { text: 'q' }, model({ queries: ['A; b?', 'C?', 'c?', 'D?'] }))).toBe('A, b?; C?; D?');
  });

  it('rejects unusable output so the caller can fall back', async () => {
    await expect(assistWithModel('suggest_queries', { text: 'q' }, model({ queries: ['A?', 'a?'] }))).rejects.toThrow(/at least 3/);
    await expect(assistWithModel('summarize_citation', { text: 'q' }, model({ summary: '   ' }))).rejects.toThrow(/empty/);
  });

  it('offline, routes each kind to its helper', () => {
    expect(assistOffline('suggest_queries', { text: 'How late can a bar serve drinks on Saturday?' }).split('; ')).toHaveLength(5);
    expect(assistOffline('summarize_citation', { text: 'Dogs must be on a leash of at most 6 feet.' })).toBe('Dogs must be on a leash of at most 6 feet.');
  });
});
