/**
 * Seeded perturbations of real DC addresses, the way people type them: abbreviated suffixes and quadrants, lower case,
 * a missing quadrant, city and ZIP added, a typo in the street name, and all of those at once. Deterministic: the same
 * seed gives the same list, so the hit rate is comparable between runs.
 */

/** mulberry32: a small seeded PRNG (same seed, same sequence). */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const SUFFIX_ABBREVIATIONS: Record<string, string[]> = {
  STREET: ['St', 'St.', 'Str'], AVENUE: ['Ave', 'Av', 'Ave.'], ROAD: ['Rd', 'Rd.'], PLACE: ['Pl', 'Pl.'], TERRACE: ['Ter', 'Terr'],
  BOULEVARD: ['Blvd', 'Boul'], DRIVE: ['Dr'], PARKWAY: ['Pkwy'], PLAZA: ['Plz'], COURT: ['Ct'], CIRCLE: ['Cir'], ALLEY: ['Aly'], WAY: ['Wy'],
};
const QUADRANT_FORMS: Record<string, string[]> = {
  NW: ['NW', 'N.W.', 'Northwest', 'nw'], NE: ['NE', 'N.E.', 'Northeast', 'ne'], SW: ['SW', 'S.W.', 'Southwest', 'sw'], SE: ['SE', 'S.E.', 'Southeast', 'se'],
};
const KEYBOARD_NEIGHBOURS: Record<string, string> = {
  a: 'qsz', b: 'vgn', c: 'xdv', d: 'sfe', e: 'wrd', f: 'dgr', g: 'fht', h: 'gjy', i: 'uok', j: 'hku', k: 'jli', l: 'kop', m: 'nj',
  n: 'bmh', o: 'ipl', p: 'ol', q: 'wa', r: 'etf', s: 'adw', t: 'ryg', u: 'yij', v: 'cbf', w: 'qes', x: 'zcs', y: 'tuh', z: 'xa',
};

export const PERTURBATIONS = ['abbreviated', 'lower case', 'missing quadrant', 'city and ZIP added', 'typo in street name', 'all of these'] as const;
export type Perturbation = (typeof PERTURBATIONS)[number];

const titleCase = (text: string) => text.toLowerCase().replace(/\b([a-z])/g, (c) => c.toUpperCase()).replace(/\b(\d+)(St|Nd|Rd|Th)\b/g, (_, n, s) => n + s.toLowerCase());
const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)];

function split(address: string) {
  const words = address.split(' ');
  const quadrant = QUADRANT_FORMS[words.at(-1) ?? ''] ? (words.pop() as string) : null;
  const suffix = SUFFIX_ABBREVIATIONS[words.at(-1) ?? ''] ? (words.pop() as string) : null;
  const number = /^\d/.test(words[0]) ? (words.shift() as string) : '';
  if (words[0] === '1/2') words.shift();
  return { number: address.includes(' 1/2 ') ? `${number} 1/2` : number, name: words.join(' '), suffix, quadrant };
}

/** One typing mistake in a word: a neighbouring key, a dropped, doubled or swapped letter. */
function typo(random: () => number, word: string): string {
  const letters = [...word];
  const positions = letters.map((c, i) => (/[A-Za-z]/.test(c) ? i : -1)).filter((i) => i > 0);
  if (positions.length < 3) return word;
  const i = pick(random, positions);
  const kind = Math.floor(random() * 4);
  const c = letters[i].toLowerCase();
  if (kind === 0) letters[i] = pick(random, [...(KEYBOARD_NEIGHBOURS[c] ?? c)]);
  else if (kind === 1) letters.splice(i, 1);
  else if (kind === 2) letters.splice(i, 0, letters[i]);
  else if (i + 1 < letters.length && /[A-Za-z]/.test(letters[i + 1])) [letters[i], letters[i + 1]] = [letters[i + 1], letters[i]];
  else letters[i] = pick(random, [...(KEYBOARD_NEIGHBOURS[c] ?? c)]);
  return letters.join('');
}

/** The address (as the District writes it) as a person might type it. */
export function perturb(random: () => number, address: string, kind: Perturbation): string {
  const parts = split(address);
  const abbreviate = (p: typeof parts) => ({
    ...p,
    name: titleCase(p.name),
    suffix: p.suffix ? pick(random, SUFFIX_ABBREVIATIONS[p.suffix]) : null,
    quadrant: p.quadrant ? pick(random, QUADRANT_FORMS[p.quadrant]) : null,
  });
  const join = (p: typeof parts) => [p.number, p.name, p.suffix, p.quadrant].filter(Boolean).join(' ');
  switch (kind) {
    case 'abbreviated':
      return join(abbreviate(parts));
    case 'lower case':
      return address.toLowerCase();
    case 'missing quadrant':
      return join({ ...parts, quadrant: null });
    case 'city and ZIP added':
      return `${join(abbreviate(parts))}, Washington, DC ${20000 + Math.floor(random() * 100)}`;
    case 'typo in street name':
      return join({ ...parts, name: parts.name.split(' ').map((w, i) => (i === 0 ? typo(random, w) : w)).join(' ') });
    case 'all of these': {
      const p = abbreviate({ ...parts, name: parts.name.split(' ').map((w, i) => (i === 0 ? typo(random, w) : w)).join(' ') });
      return join({ ...p, quadrant: null }).toLowerCase();
    }
  }
}
