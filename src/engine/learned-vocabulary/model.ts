/*
 * The learned vocabulary as data: for each caption word of municipal law (an engine term, stemmed as the index is),
 * the caption words that name the same subject across cities (`similar`) and the text words its sections use most
 * (`predicts`), with weights quantised to hundredths. Serialized as sorted text lines so training is byte-reproducible.
 */

/** A related term and how strongly it is related (0–1). */
export type LearnedNeighbour = { term: string; weight: number };

/** One term's learned relatives. */
export type LearnedEntry = { term: string; similar: LearnedNeighbour[]; predicts: LearnedNeighbour[] };

/** What training produces. */
export type LearnedVocabularyData = { entries: LearnedEntry[]; cities: number; sections: number };

/** The relation a learned relative comes from. */
export type LearnedRelation = 'similar' | 'predicts';

/** What retrieval asks of a learned vocabulary. */
export interface LearnedVocabulary {
  /** The learned relatives of an engine term, strongest first (empty when the term was not learned). */
  relativesOf(term: string, relation: LearnedRelation): readonly LearnedNeighbour[];
  /** How many terms it knows. */
  readonly size: number;
}

const FORMAT = 'ordo-learned-vocabulary 1';

function quantise(weight: number): number {
  return Math.max(1, Math.min(100, Math.round(weight * 100)));
}

function writeList(list: readonly LearnedNeighbour[]): string {
  return list.map((n) => `${n.term}:${quantise(n.weight)}`).join(' ');
}

/** The model as text: a header of `#` lines (`header` names where the data came from), then one sorted line per term. */
export function serializeLearnedVocabulary(data: LearnedVocabularyData, header: readonly string[] = []): string {
  const lines = [`# ${FORMAT}`, ...header.map((h) => `# ${h}`), `# cities ${data.cities}, sections ${data.sections}, terms ${data.entries.length}`];
  lines.push('# term<TAB>similar caption words (term:weight×100)<TAB>text words the caption predicts');
  const sorted = [...data.entries].sort((a, b) => (a.term < b.term ? -1 : a.term > b.term ? 1 : 0));
  for (const e of sorted) lines.push(`${e.term}\t${writeList(e.similar)}\t${writeList(e.predicts)}`);
  return `${lines.join('\n')}\n`;
}

function readList(text: string | undefined): LearnedNeighbour[] {
  if (!text) return [];
  return text.split(' ').filter(Boolean).map((item) => {
    const at = item.lastIndexOf(':');
    return { term: item.slice(0, at), weight: Number(item.slice(at + 1)) / 100 };
  });
}

/** Reads a serialized model (the text `serializeLearnedVocabulary` wrote); throws on another format. */
export function parseLearnedVocabulary(text: string): LearnedVocabulary {
  if (!text.startsWith(`# ${FORMAT}`)) throw new Error('Not an Ordo learned vocabulary (first line must be "# ordo-learned-vocabulary 1")');
  const entries = new Map<string, { similar: LearnedNeighbour[]; predicts: LearnedNeighbour[] }>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const [term, similar, predicts] = line.split('\t');
    entries.set(term, { similar: readList(similar), predicts: readList(predicts) });
  }
  return {
    size: entries.size,
    relativesOf: (term, relation) => (entries.has(term) ? entries.get(term)![relation] : []),
  };
}

/** A learned vocabulary built directly from data (tests, and the trainer's own checks). */
export function learnedVocabularyOf(data: LearnedVocabularyData): LearnedVocabulary {
  return parseLearnedVocabulary(serializeLearnedVocabulary(data));
}
