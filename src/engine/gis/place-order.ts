/*
 * Whether a retrieved section applies where the address is. A section that names the address's own place ('Ward 2',
 * 'the Georgetown Historic District') applies; one that names only other places of that kind ('Ward 8', 'the Dupont
 * Circle Historic District') is about somewhere else; one that names no place of that kind may apply anywhere.
 */
import type { AddressFact } from './address-facts';
import { describeFact, isDistinctiveWord } from './place-context';

type PlaceName = { kind: string; id: string; idAfter: boolean };

const ROMAN: Record<string, string> = { I: '1', II: '2', III: '3', IV: '4', V: '5', VI: '6', VII: '7', VIII: '8', IX: '9', X: '10' };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An identifier as compared: upper case, Roman numerals as digits ('Ward VIII' is Ward 8), spacing normalised. */
function normalizeId(id: string): string {
  const upper = id.trim().replace(/\s+/g, ' ').toUpperCase();
  return ROMAN[upper] ?? upper;
}

/** Splits a value that says its kind into kind words and identifier: 'Ward 2' → Ward + 2; 'Georgetown Historic District' → Georgetown + Historic District. */
function placeName(fact: AddressFact): PlaceName | null {
  if (describeFact(fact) !== fact.value) return null;
  const labelWords = new Set(fact.label.toLowerCase().split(/[^a-z0-9]+/).filter(Boolean));
  const words = fact.value.trim().split(/\s+/);
  const isLabel = words.map((w) => labelWords.has(w.toLowerCase()));
  let cut = 0;
  while (cut < words.length && isLabel[cut]) cut++;
  if (cut > 0 && cut < words.length) {
    const kind = words.slice(0, cut);
    return kind.some(isDistinctiveWord) ? { kind: kind.join(' '), id: words.slice(cut).join(' '), idAfter: true } : null;
  }
  cut = words.length;
  while (cut > 0 && isLabel[cut - 1]) cut--;
  if (cut > 0 && cut < words.length) {
    const kind = words.slice(cut);
    return kind.some(isDistinctiveWord) ? { kind: kind.join(' '), id: words.slice(0, cut).join(' '), idAfter: false } : null;
  }
  return null;
}

/** The identifiers of every place of this kind a text names: 'Ward 7, Ward 8' → 7, 8 (the kind written as a proper name). */
function placesNamed(name: PlaceName, text: string): string[] {
  const kind = name.kind.split(' ').map(escape).join('\\s+');
  const pattern = name.idAfter
    ? new RegExp(`\\b${kind}\\s+([0-9]+[A-Za-z]?|[IVX]+\\b|[A-Z](?:-?[0-9]+)?\\b)`, 'g')
    : new RegExp(`((?:[A-Z][\\w'’.-]*\\s+){1,4})${kind}\\b`, 'g');
  return [...text.matchAll(pattern)].map((m) => normalizeId(m[1]));
}

export type PlaceRelation = 'own' | 'other' | 'unnamed';

/** Whether a section names the address's own place of one of these kinds, only other places of them, or none. */
export function placeRelation(text: string, facts: readonly AddressFact[]): PlaceRelation {
  let other = false;
  for (const fact of facts) {
    const name = placeName(fact);
    if (!name) continue;
    const named = placesNamed(name, text);
    if (named.includes(normalizeId(name.id))) return 'own';
    if (named.length > 0) other = true;
  }
  return other ? 'other' : 'unnamed';
}

/** The sections naming the address's own place first, then those naming no such place, then those about other places; order kept within each. */
export function placeOrder<T>(hits: readonly T[], facts: readonly AddressFact[], textOf: (hit: T) => string): T[] {
  if (facts.length === 0) return [...hits];
  const relation = new Map(hits.map((hit) => [hit, placeRelation(textOf(hit), facts)]));
  const of = (r: PlaceRelation) => hits.filter((hit) => relation.get(hit) === r);
  return [...of('own'), ...of('unnamed'), ...of('other')];
}
