/*
 * Address-aware answers. A question depends on place when (a) it names a kind of place the chat's address data
 * has ("in my ward", "historic district", "which school") or the value itself ("Dupont Circle"), or (b) it refers
 * to the asker's own place ("my house", "where I live") and the sections retrieved for it condition on a kind of
 * place the address data has (they speak of wards, historic districts…). The facts chosen that way are added to
 * the retrieval query and stated at the head of the answer.
 */
import { tokenize } from '../retrieve';
import { type AddressFact, displayAddress, placeFacts } from './address-facts';

/** Label and value words too common to tell places apart ('District' is also the District of Columbia). */
const INDISTINCT_WORDS = new Set(
  ['district', 'name', 'number', 'id', 'code', 'area', 'type', 'provider', 'service', 'member', 'position', 'citi', 'counti', 'state', 'local', 'zone']
    .flatMap((w) => tokenize(w)),
);

/** Phrases by which a person points at their own place. */
const OWN_PLACE = /\b(?:my|our)\s+(?:own\s+)?(?:street|propert(?:y|ies)|house|home|address|block|neighbou?rhood|area|building|lot|parcel|apartment|condo|yard|land|business|shop|store|restaurant|bar|location)\b|\bwhere\s+(?:i|we)\s+live\b|\bnear\s+(?:me|us)\b|\bi\s+live\b/i;

export type PlaceContext = {
  /** The chat's address as a person writes it, or null when it has none. */
  address: string | null;
  /** Every place fact the address data holds. */
  facts: AddressFact[];
  /** The facts the question names by kind or value. */
  named: AddressFact[];
  /** The question points at the asker's own place. */
  ownPlace: boolean;
};

/** True for a word that tells kinds of place apart ('ward', 'historic'; not 'district'). */
export function isDistinctiveWord(word: string): boolean {
  return tokenize(word).some((t) => !INDISTINCT_WORDS.has(t) && !/^\d+$/.test(t));
}

/** The words that identify a fact's kind: its label's distinctive words. */
function kindTerms(fact: AddressFact): Set<string> {
  // In label order, so the last is the head noun.
  return new Set(tokenize(fact.label).filter((t) => !INDISTINCT_WORDS.has(t) && !/^\d+$/.test(t)));
}

/** The words of a fact's value that name this place rather than its kind ('dupont', 'circl'); numbers alone do not. */
function valueTerms(fact: AddressFact): Set<string> {
  const kind = kindTerms(fact);
  return new Set(tokenize(fact.value).filter((t) => !INDISTINCT_WORDS.has(t) && !kind.has(t) && /[a-z]/.test(t) && t.length > 2));
}

/** A fact's label as a lowercase phrase, e.g. 'historic district', for finding it in a section's text. */
function labelPhrase(fact: AddressFact): RegExp {
  const words = fact.label.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
  return new RegExp(`\\b${words.join('[\\s-]+')}s?\\b`, 'i');
}

/** Reads the chat's address data against the question: which facts it names and whether it points at the asker's place. */
export function placeContext(question: string, addressData: Record<string, unknown> | null | undefined): PlaceContext {
  const facts = placeFacts(addressData);
  const rawAddress = typeof addressData?.address === 'string' && addressData.address.trim() ? addressData.address.trim() : null;
  const terms = new Set(tokenize(question));
  const named = facts.filter((fact) => {
    const kind = [...kindTerms(fact)];
    // Every distinctive word of the label, or its head noun ('school' for Elementary school).
    if (kind.length > 0 && (kind.every((t) => terms.has(t)) || terms.has(kind[kind.length - 1]))) return true;
    const value = valueTerms(fact);
    return value.size > 0 && [...value].every((t) => terms.has(t));
  });
  return { address: rawAddress ? displayAddress(rawAddress) : null, facts, named, ownPlace: OWN_PLACE.test(question) };
}

/** How many of the best sections are read for the kinds of place they condition on. */
export const CONDITIONING_SECTIONS = 3;

/**
 * For a question about the asker's own place: the facts whose kind of place the best sections speak of ("in Ward 4",
 * "within the Georgetown Historic District"), since there the law depends on which one the address is in.
 */
export function factsConditioningSections(context: PlaceContext, sectionTexts: readonly string[]): AddressFact[] {
  if (!context.ownPlace) return [];
  const best = sectionTexts.slice(0, CONDITIONING_SECTIONS);
  return context.facts.filter((fact) => {
    if (kindTerms(fact).size === 0) return false;
    const phrase = labelPhrase(fact);
    return best.some((text) => phrase.test(text));
  });
}

/** How a fact reads in a sentence: its value when that already says what it is ('Ward 2'), else 'Label: value'. */
export function describeFact(fact: AddressFact): string {
  const valueWords = new Set(tokenize(fact.value));
  const saysKind = [...kindTerms(fact)].some((t) => valueWords.has(t));
  return saysKind ? fact.value : `${fact.label}: ${fact.value}`;
}

/** The question with the place facts it depends on, for retrieval and for writing the answer. */
export function placeQuestion(question: string, facts: readonly AddressFact[]): string {
  if (facts.length === 0) return question;
  const terms = facts.map((f) => (describeFact(f) === f.value ? f.value : `${f.value} ${f.label}`));
  return `${question} (${terms.join('; ')})`;
}

/** The sentence that opens a place-dependent answer: "For 1629 Connecticut Avenue NW (Ward 2, Dupont Circle Historic District):". */
export function placeStatement(context: PlaceContext, facts: readonly AddressFact[]): string | null {
  if (facts.length === 0) return null;
  const where = context.address ?? 'your location';
  return `For ${where} (${facts.map(describeFact).join(', ')}):`;
}
