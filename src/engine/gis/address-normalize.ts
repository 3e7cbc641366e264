/*
 * US street addresses as people type them, reduced to one canonical form: `1629 connecticut ave., n.w.` and
 * `1629 CONNECTICUT AVENUE NW` both become number 1629, name CONNECTICUT, suffix AVE, direction NW. Suffixes and
 * directions follow the USPS abbreviations (Publication 28, appendix C); ordinals are written as digits (FIRST → 1ST).
 */
import damerauLevenshtein from 'damerau-levenshtein';

/** An address split into the parts the geocoder matches on; `null` parts were not typed. */
export type ParsedAddress = {
  /** House number as written, e.g. '1629', '1105 1/2', '1629A'. */
  number: string | null;
  /** Street name words without suffix and direction, e.g. 'CONNECTICUT', '19TH', 'SAINT MATTHEWS'. */
  name: string;
  /** USPS suffix abbreviation, e.g. 'AVE', 'ST'. */
  suffix: string | null;
  /** Direction or quadrant after or before the name, e.g. 'NW', 'N'. */
  direction: string | null;
  unit: string | null;
};

const SUFFIX_VARIANTS: Record<string, string[]> = {
  ALY: ['ALLEY', 'ALLY', 'ALY'],
  AVE: ['AVENUE', 'AVE', 'AV', 'AVEN', 'AVENU', 'AVN', 'AVNUE'],
  BLVD: ['BOULEVARD', 'BLVD', 'BOUL', 'BOULV'],
  CIR: ['CIRCLE', 'CIR', 'CIRC', 'CIRCL', 'CRCL', 'CRCLE'],
  CT: ['COURT', 'CT', 'CRT'],
  CRES: ['CRESCENT', 'CRES', 'CRSNT'],
  DR: ['DRIVE', 'DR', 'DRV', 'DRIV'],
  EXPY: ['EXPRESSWAY', 'EXPY', 'EXPW', 'EXPR'],
  FWY: ['FREEWAY', 'FWY', 'FRWY'],
  HWY: ['HIGHWAY', 'HWY', 'HIWAY', 'HWAY'],
  LN: ['LANE', 'LN'],
  LOOP: ['LOOP'],
  MALL: ['MALL'],
  PIKE: ['PIKE', 'PIKES'],
  PKWY: ['PARKWAY', 'PKWY', 'PKY', 'PARKWY', 'PKWAY'],
  PL: ['PLACE', 'PL'],
  PLZ: ['PLAZA', 'PLZ', 'PLZA'],
  RD: ['ROAD', 'RD'],
  ROW: ['ROW'],
  SQ: ['SQUARE', 'SQ', 'SQR', 'SQRE', 'SQU'],
  ST: ['STREET', 'ST', 'STR', 'STRT', 'STREE'],
  TER: ['TERRACE', 'TER', 'TERR'],
  TRL: ['TRAIL', 'TRL', 'TRAILS', 'TRLS'],
  WALK: ['WALK'],
  WAY: ['WAY', 'WY'],
};

const SUFFIXES = new Map<string, string>(Object.entries(SUFFIX_VARIANTS).flatMap(([abbr, forms]) => forms.map((f) => [f, abbr] as const)));
/** Full suffix words (AVENUE, STREET…), for recognising a mistyped one. */
const SUFFIX_WORDS = Object.values(SUFFIX_VARIANTS).map((forms) => forms[0]).filter((w) => w.length >= 4);

const DIRECTIONS = new Map<string, string>([
  ['N', 'N'], ['NORTH', 'N'], ['S', 'S'], ['SOUTH', 'S'], ['E', 'E'], ['EAST', 'E'], ['W', 'W'], ['WEST', 'W'],
  ['NW', 'NW'], ['NORTHWEST', 'NW'], ['NE', 'NE'], ['NORTHEAST', 'NE'], ['SW', 'SW'], ['SOUTHWEST', 'SW'], ['SE', 'SE'], ['SOUTHEAST', 'SE'],
]);
const DIRECTION_WORDS: Record<string, string> = {
  N: 'NORTH', S: 'SOUTH', E: 'EAST', W: 'WEST', NW: 'NORTHWEST', NE: 'NORTHEAST', SW: 'SOUTHWEST', SE: 'SOUTHEAST',
};
const TWO_WORD_DIRECTIONS = new Map<string, string>([['NORTH WEST', 'NW'], ['NORTH EAST', 'NE'], ['SOUTH WEST', 'SW'], ['SOUTH EAST', 'SE']]);

const UNIT_DESIGNATORS = new Set(['APT', 'APARTMENT', 'UNIT', 'STE', 'SUITE', '#', 'RM', 'ROOM', 'FL', 'FLOOR', 'BLDG', 'BUILDING', 'NO']);

const ORDINAL_WORDS = [
  'FIRST', 'SECOND', 'THIRD', 'FOURTH', 'FIFTH', 'SIXTH', 'SEVENTH', 'EIGHTH', 'NINTH', 'TENTH', 'ELEVENTH', 'TWELFTH',
  'THIRTEENTH', 'FOURTEENTH', 'FIFTEENTH', 'SIXTEENTH', 'SEVENTEENTH', 'EIGHTEENTH', 'NINETEENTH', 'TWENTIETH',
];

/** '1' → '1ST', '22' → '22ND', '13' → '13TH'. */
function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}TH`;
  return `${n}${['TH', 'ST', 'ND', 'RD'][n % 10] ?? 'TH'}`;
}

const TENS = ['TWENTY', 'THIRTY', 'FORTY', 'FIFTY', 'SIXTY', 'SEVENTY', 'EIGHTY', 'NINETY'];
const TENS_ORDINALS = ['TWENTIETH', 'THIRTIETH', 'FORTIETH', 'FIFTIETH', 'SIXTIETH', 'SEVENTIETH', 'EIGHTIETH', 'NINETIETH'];

/** 'SECOND' → 2, 'TWENTY-SECOND' → 22, 'THIRTIETH' → 30; anything else → null. */
function spelledOrdinal(word: string): number | null {
  const unit = ORDINAL_WORDS.indexOf(word);
  if (unit >= 0) return unit + 1;
  const tens = TENS_ORDINALS.indexOf(word);
  if (tens >= 0) return (tens + 2) * 10;
  const [ten, rest] = word.split('-');
  const tenIndex = TENS.indexOf(ten);
  const restIndex = ORDINAL_WORDS.indexOf(rest ?? '');
  return tenIndex >= 0 && restIndex >= 0 && restIndex < 9 ? (tenIndex + 2) * 10 + restIndex + 1 : null;
}

/** ['TWENTY', 'SECOND'] → ['TWENTY-SECOND'], so the pair reads as one ordinal. */
function joinSpelledOrdinals(tokens: string[]): string[] {
  const out: string[] = [];
  for (const token of tokens) {
    const previous = out[out.length - 1];
    if (previous && TENS.includes(previous) && ORDINAL_WORDS.indexOf(token) >= 0 && ORDINAL_WORDS.indexOf(token) < 9) out[out.length - 1] = `${previous}-${token}`;
    else out.push(token);
  }
  return out;
}

function canonicalNameWord(word: string, index: number): string {
  const spelled = spelledOrdinal(word);
  if (spelled !== null) return ordinal(spelled);
  // '1st', '22nd', '3rd', '4th', and the misspelled '2th' or bare '16' all become the proper ordinal.
  const numbered = /^(\d+)(ST|ND|RD|TH)?$/.exec(word);
  if (numbered) return ordinal(Number(numbered[1]));
  if (index === 0 && (word === 'ST' || word === 'SAINT')) return 'SAINT';
  if (index === 0 && (word === 'MT' || word === 'MOUNT')) return 'MOUNT';
  return word;
}

/** Upper case, periods and apostrophes dropped (N.W. → NW), other punctuation as spaces, commas kept as segment breaks. */
function tokenizeSegments(text: string): string[][] {
  const cleaned = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[.'’]/g, '')
    .replace(/#/g, ' # ');
  return cleaned
    .split(/[,;\n]+/)
    .map((segment) => segment.replace(/[^A-Z0-9/#\- ]+/g, ' ').split(/\s+/).filter(Boolean))
    .filter((tokens) => tokens.length > 0);
}

function takeDirection(tokens: string[], at: number): { direction: string; length: number } | null {
  const two = TWO_WORD_DIRECTIONS.get(`${tokens[at]} ${tokens[at + 1] ?? ''}`);
  if (two) return { direction: two, length: 2 };
  const one = DIRECTIONS.get(tokens[at]);
  return one ? { direction: one, length: 1 } : null;
}

/** The Damerau–Levenshtein distance: insertions, deletions, substitutions and adjacent swaps each count 1. */
export function editDistance(a: string, b: string): number {
  return damerauLevenshtein(a, b).steps;
}

function suffixOf(word: string, allowTypo: boolean): string | null {
  const exact = SUFFIXES.get(word);
  if (exact) return exact;
  if (!allowTypo || word.length < 5) return null;
  const near = SUFFIX_WORDS.find((full) => editDistance(word, full) <= 1 + Number(full.length >= 7));
  return near ? (SUFFIXES.get(near) ?? null) : null;
}

/** Splits the street line (after the house number) into name, suffix, direction and unit. */
function parseStreet(tokens: string[]): Omit<ParsedAddress, 'number'> {
  let unit: string | null = null;
  const unitAt = tokens.findIndex((t, i) => i > 0 && UNIT_DESIGNATORS.has(t));
  if (unitAt > 0) {
    unit = tokens.slice(unitAt + 1, unitAt + 2).join(' ') || null;
    tokens = tokens.slice(0, unitAt);
  }
  let direction: string | null = null;
  // A leading direction belongs to the name, written out: 'N Capitol St' and 'North Capitol Street NE' are both
  // NORTH CAPITOL (in DC a quadrant follows; elsewhere 'N Main' and 'S Main' are two streets). When the word is the
  // whole name ('E STREET SE' is E Street) it stays as it is.
  const lead = takeDirection(tokens, 0);
  if (lead && tokens.length > lead.length + 1 && !SUFFIXES.has(tokens[lead.length])) {
    tokens = [DIRECTION_WORDS[lead.direction], ...tokens.slice(lead.length)];
  }
  // The suffix is the last suffix word after the first name word; what follows it is a direction or the city.
  let suffixAt = -1;
  for (let i = tokens.length - 1; i >= 1; i--) {
    if (SUFFIXES.has(tokens[i])) {
      suffixAt = i;
      break;
    }
  }
  let nameTokens: string[];
  let suffix: string | null = null;
  if (suffixAt > 0) {
    suffix = SUFFIXES.get(tokens[suffixAt]) ?? null;
    nameTokens = tokens.slice(0, suffixAt);
    const after = takeDirection(tokens, suffixAt + 1);
    if (after) direction = after.direction;
  } else {
    nameTokens = tokens;
    const last = nameTokens.length - 1;
    const lastTwo = nameTokens.length >= 3 ? TWO_WORD_DIRECTIONS.get(`${nameTokens[last - 1]} ${nameTokens[last]}`) : undefined;
    if (lastTwo) {
      direction = lastTwo;
      nameTokens = nameTokens.slice(0, -2);
    } else if (nameTokens.length >= 2 && DIRECTIONS.has(nameTokens[last])) {
      direction = DIRECTIONS.get(nameTokens[last]) ?? null;
      nameTokens = nameTokens.slice(0, -1);
    }
    // 'CONNECTICUT AVENEU': a mistyped suffix word at the end of the name.
    const typo = nameTokens.length >= 2 ? suffixOf(nameTokens[nameTokens.length - 1], true) : null;
    if (typo) {
      suffix = typo;
      nameTokens = nameTokens.slice(0, -1);
    }
  }
  return { name: joinSpelledOrdinals(nameTokens).map(canonicalNameWord).join(' '), suffix, direction, unit };
}

/**
 * Parses a typed address into its canonical parts. Text after the street line (', Washington, DC 20009') is
 * ignored, except a segment that is only a direction (`1629 Connecticut Avenue, NW`) or a unit (`, Apt 4`).
 */
export function parseAddress(text: string): ParsedAddress {
  const segments = tokenizeSegments(text.slice(0, 500));
  const first = segments[0] ?? [];
  let number: string | null = null;
  let rest = first;
  if (first.length && /^\d+[A-Z]?(-\d+[A-Z]?)?$/.test(first[0])) {
    number = first[0];
    rest = first.slice(1);
    if (rest[0] && /^\d\/\d$/.test(rest[0])) {
      number = `${number} ${rest[0]}`;
      rest = rest.slice(1);
    }
  }
  const street = parseStreet(rest);
  for (const segment of segments.slice(1)) {
    const direction = takeDirection(segment, 0);
    if (!street.direction && direction && direction.length === segment.length) street.direction = direction.direction;
    else if (!street.unit && UNIT_DESIGNATORS.has(segment[0]) && segment[1]) street.unit = segment[1];
  }
  return { number, ...street };
}

/** The key two addresses share exactly when they name the same place: 'NUMBER|NAME|SUFFIX|DIRECTION'. */
export function addressKey(parsed: Pick<ParsedAddress, 'number' | 'name' | 'suffix' | 'direction'>): string {
  return [parsed.number ?? '', parsed.name, parsed.suffix ?? '', parsed.direction ?? ''].join('|');
}

/** The key of the street alone: 'NAME|SUFFIX|DIRECTION'. */
export function streetKey(parsed: Pick<ParsedAddress, 'name' | 'suffix' | 'direction'>): string {
  return [parsed.name, parsed.suffix ?? '', parsed.direction ?? ''].join('|');
}

/** A parcel or lot id compared without spaces, dashes or case ('0053    0001' = '0053-0001'). */
export function normalizeParcelId(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
