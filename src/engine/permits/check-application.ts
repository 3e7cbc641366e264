import { tokenize } from '../retrieve/tokenize';
import { paymentForms, type FeeRow, type Limit, type SectionRules } from './code-rules';
import { formatQuantity, parseWords } from './quantities';
import { keyTerms, overlap, sectionName, squash } from './text';
import type { ApplicationFacts, CodeSection, Finding, StatedQuantity } from './types';

/** A section with the rules read from it and how closely it concerns this application. */
export type RuledSection = { section: CodeSection; rules: SectionRules; relevance: number; rank: number };

/** What the checks compare against: the application's asserted and denied words and its subject terms. */
export type ApplicationTerms = {
  asserted: Set<string>;
  denied: Set<string>;
  subject: Set<string>;
  domain: Set<string>;
  supplied: Set<string>;
  /** Each field or box the application fills or ticks, and each it says is missing or leaves unticked, as its words. */
  filledItems: Set<string>[];
  deniedItems: Set<string>[];
  /** Words the application's prose says are not so ('I have no criminal record', 'has never been revoked'). */
  negated: Set<string>;
  /** The applicant already holds a licence or permit ('holds a current license for the sale of malt beverages'). */
  holdsLicence: boolean;
  /** Terms the code defines that the application's thing meets, whatever the application calls it (`classify`). */
  classified: { term: string; ruled: RuledSection; clause: string; line: string }[];
};

// 'None', 'no HUD data plate', 'built before the federal standards': a line saying its thing lacks something.
const SAYS_LACKING = /\b(?:none|no|not|never|without|before|prior\s+to|lacks?|lacking|missing)\b/i;

// 'no criminal record', 'never been revoked', 'not been convicted': the words a negation governs (up to three).
const NEGATED_WORDS = /\b(?:no|not|never|nor)\s+((?:(?:been|ever|a|an|any)\s+)*(?:[\w-]+\s+){0,2}[\w-]+)/gi;

// 'holds a current license', 'has a valid alcoholic beverage license', 'our existing permit'.
const HOLDS_LICENCE = /\b(?:holds?|has|have)\s+(?:a|an|the|our|its)?\s*(?:current|valid|existing)\s+(?:[\w-]+\s+){0,4}?(?:licen[cs]e|permit)\b/i;
// 'Each applicant for an alcoholic beverage license shall attach …': a requirement of those asking for the licence itself.
const NEW_LICENCE_APPLICANT = /\bapplicants?\s+for\s+(?:an?\s+|the\s+)?(?:new\s+)?(?:[\w-]+\s+){0,4}?(?:licen[cs]e|permit)s?\b/i;

/** The application's words as the checks need them. */
export function applicationTerms(facts: ApplicationFacts): ApplicationTerms {
  const asserted = new Set(tokenize(facts.assertedText));
  return {
    asserted,
    // A word the applicant both ticks and leaves unticked ('tree' in two boxes) is not denied.
    denied: new Set(tokenize(facts.deniedText).filter((t) => !asserted.has(t))),
    subject: keyTerms(`${facts.permitType} ${facts.work}`),
    domain: keyTerms(facts.permitType),
    // What the applicant supplied: what it asserts, and the fields it filled in.
    supplied: new Set([...asserted, ...tokenize(facts.filledLabels)]),
    filledItems: [...facts.filledLabels.split('\n'), ...facts.checkboxes.filter((b) => b.checked).map((b) => b.label)].map((l) => new Set(tokenize(l))),
    deniedItems: facts.deniedText.split('\n').map((l) => new Set(tokenize(l))),
    holdsLicence: HOLDS_LICENCE.test(facts.text),
    negated: new Set([...facts.text.matchAll(NEGATED_WORDS)].flatMap((m) => tokenize(m[1]))),
    classified: [],
  };
}

/**
 * The terms the governing sections define by what a thing lacks that the application's thing meets: a line of the
 * application that says its thing lacks it ('HUD certification label: None - built before the federal manufactured
 * housing standards') in enough of the definition's own words. The term's words then count as asserted, so the
 * code's rules for it apply ('Use of a mobile home shall not be permitted …').
 */
export function classify(sections: RuledSection[], facts: ApplicationFacts, terms: ApplicationTerms): void {
  const lines = [...facts.fields.map((f) => `${f.label}: ${f.value}`), ...facts.text.split(/\n|(?<=[.;])\s+/)].filter((l) => SAYS_LACKING.test(l));
  for (const ruled of sections) {
    for (const d of ruled.rules.definitions) {
      const line = lines.find((l) => overlap(d.lacks, keyTerms(l)) >= LACKS_MATCH);
      if (!line || terms.classified.some((c) => c.term === d.term)) continue;
      terms.classified.push({ term: d.term, ruled, clause: d.clause, line: squash(line) });
      for (const t of d.terms) {
        terms.asserted.add(t);
        terms.subject.add(t);
      }
    }
  }
}
/** The definition's words a line saying what its thing lacks must share. */
const LACKS_MATCH = 3;

const MAX_JUDGMENT_SECTIONS = 3;
const FORM_WORDS = ['registr', 'licens', 'licenc', 'request', 'applic', 'certif', 'renew', 'transfer', 'form'];
const MEASURE_WORDS = ['area', 'height', 'high', 'tall', 'size', 'face', 'width', 'length', 'dimens', 'total', 'number', 'measur'];

const finding = (kind: Finding['kind'], message: string, ruled: RuledSection | null, quote: string | null): Finding => ({
  kind,
  message,
  section: ruled?.section ?? null,
  quote: quote ? squash(quote) : null,
});

/** Prohibitions of the code that the application's asserted facts fall under. */
export function checkProhibitions(sections: RuledSection[], terms: ApplicationTerms): Finding[] {
  const out: Finding[] = [];
  // A kind the section permits by name that the application is for ('In-home child care'): no one-word kind of the
  // section's prohibited list ('care' of 'Veterinary uses (including care, grooming or boarding)') bans it.
  const permitsIt = (ruled: RuledSection) =>
    sections.some((o) => sectionName(o.section) === sectionName(ruled.section) && (o.rules.permitted ?? []).some((k) => overlap(k, terms.subject) >= Math.min(k.size, 2)));
  for (const ruled of sections) {
    for (const p of ruled.rules.prohibitions) {
      if (!p.terms.size) continue;
      if (p.subject.size && overlap(p.subject, terms.asserted) < (p.wholeSubject ? p.subject.size : 1)) continue;
      // 'I have no criminal record': the applicant says the bar does not apply.
      if (p.barred && overlap(p.terms, terms.negated) > 0) continue;
      // One word of an inline list ('adult uses') must name what the application is for, not any word on the form.
      const hits = overlap(p.terms, p.item && p.terms.size === 1 ? terms.subject : p.place ? terms.supplied : terms.asserted);
      // An item that lists synonyms ('lights, lamps, bulbs, or tubes') is matched by its first two words as well.
      const lead = new Set([...p.terms].slice(0, 2));
      const strong =
        (p.terms.size <= 2 ? hits === p.terms.size : hits >= 2 && (hits / p.terms.size >= 0.4 || overlap(lead, terms.asserted) === 2)) ||
        // One alternative of a listed item, asserted whole ('a utility pole' of 'a tree or a plant, a fence or a utility pole').
        // A one-word alternative ('kennels') must name what the application is for, not any word of the form.
        (p.alternatives ?? []).some((a) => overlap(a, a.size === 1 ? terms.subject : terms.asserted) === a.size && (a.size > 1 || !permitsIt(ruled)));
      if (!strong) continue;
      const what = squash(p.sentence.text).replace(/^\s*(?:\([A-Za-z\d]{1,4}\)|(?:[A-Z]|[a-z]|\d{1,2})[.)])\s+/, '');
      if (p.item) {
        out.push(finding(p.hasException ? 'judgment' : 'prohibited', `The application describes ${p.item.trim()}, which the code prohibits: "${clip(squash(p.sentence.text))}".`, ruled, p.sentence.text));
        continue;
      }
      const because = classifiedAs(terms, p);
      if (p.hasException) out.push(finding('judgment', `The application describes work the code prohibits unless an exception applies ("${clip(what)}"); staff must decide whether the exception covers it.${because}`, ruled, p.sentence.text));
      else if (p.barred) out.push(finding('prohibited', `The application shows an applicant the code bars: "${clip(what)}".`, ruled, p.sentence.text));
      else out.push(finding('prohibited', `The application describes work the code prohibits: "${clip(what)}".${because}`, ruled, p.sentence.text));
    }
  }
  return dedupe(out);
}

/** Why the application's thing is what a prohibition names, when a definition made it so. */
function classifiedAs(terms: ApplicationTerms, p: { subject: Set<string>; terms: Set<string> }): string {
  const c = terms.classified.find((x) => [...keyTerms(x.term)].every((t) => p.subject.has(t) || p.terms.has(t)));
  return c ? ` The application's "${clip(c.line, 100)}" makes it a ${c.term} as ${c.ruled.section.sectionLabel ?? 'the code'} defines one: "… ${clip(c.clause, 200)}".` : '';
}

// How an application says it pays: 'enclosed the restaurant's business check no. 2214', 'a money order for $50'.
const PAYS_BY = /\b(?:(?:business|personal|company|corporate|certified|cashier'?s)\s+check|money\s+order|bank\s+draft|(?:credit|debit)\s+card)\b/gi;

/** The forms of payment the application names ('business check', 'money order'), as `paymentForms` words them. */
export function paymentsNamed(text: string): string[] {
  return [...new Set(paymentForms([...text.matchAll(PAYS_BY)].map((m) => m[0]).join(' ')))];
}

/** The form of payment the application uses against the only forms the first governing section with such a rule accepts. */
export function checkPayment(sections: RuledSection[], facts: ApplicationFacts): Finding[] {
  const used = paymentsNamed(facts.text);
  const ruled = sections.find((r) => r.rules.payment.length);
  if (!used.length || !ruled) return [];
  const rule = ruled.rules.payment[0];
  const accepted = used.filter((u) => rule.forms.includes(u));
  if (!accepted.length) return [finding('fee_short', `The code accepts payment only by ${joinForms(rule.forms)}; the application pays by ${joinForms(used)}.`, ruled, rule.sentence.text)];
  return [finding('fee_met', `The application pays by ${joinForms(accepted)}, which the code accepts.`, ruled, rule.sentence.text)];
}

function joinForms(forms: string[]): string {
  return forms.length > 1 ? `${forms.slice(0, -1).join(', ')} or ${forms.at(-1)}` : forms[0];
}

/** Each stated quantity against the limits of the sections that concern it. */
export function checkLimits(sections: RuledSection[], facts: ApplicationFacts, terms: ApplicationTerms): Finding[] {
  const out: Finding[] = [];
  for (const q of [...facts.quantities, ...areaShares(sections, facts.quantities), ...countShares(sections, facts.quantities)]) {
    const candidates: { ruled: RuledSection; limit: Limit; fit: number }[] = [];
    // The label's words that say what is measured ('area', 'height') match every limit of that aspect: only the rest count.
    const label = keyTerms(q.label, [...terms.domain, ...MEASURE_WORDS]);
    const described = new Set([...terms.asserted, ...terms.subject].filter((t) => !terms.domain.has(t)));
    // The kinds the code's limits name ('Monument signs', 'Stanchion signs'): one the applicant names picks its limits.
    const kinds = new Set(sections.flatMap((r) => r.rules.limits.flatMap((l) => [...kindsOf(l.sentence.text, terms.domain)])));
    const named = [...kinds].filter((k) => terms.asserted.has(k));
    // The permit type's words for the thing, not for the form ('golf cart' of 'Golf Cart Registration').
    const things = new Set([...terms.domain].filter((t) => !FORM_WORDS.includes(t)));
    const labelWords = keyTerms(q.label);
    const otherLabels = q.prose ? [] : facts.quantities.filter((o) => o !== q && !o.prose && o.dimension === q.dimension && o.label !== q.label).map((o) => keyTerms(o.label));
    for (const ruled of sections.filter((r) => !deniedContext(r, terms))) {
      for (const limit of ruled.rules.limits) {
        if (limit.quantity.dimension !== q.dimension || limit.aspect !== q.aspect) continue;
        // A deadline ('within seven days of any cutting') measures the time from the work to the filing, nothing else.
        if (Boolean(limit.deadline) !== Boolean(q.elapsed)) continue;
        // …and only for the thing applied for: an exotic animal's registration deadline says nothing of a golf cart's.
        if (q.elapsed && things.size && overlap(new Set([...limit.terms, ...keyTerms(ruled.section.heading ?? '')]), things) === 0) continue;
        if (q.aspect === 'other' && overlap(keyTerms(q.label), limit.terms) === 0) continue;
        // A paragraph whose lead names what another field of the form is labelled ('Directional signs.' beside the
        // form's 'Directional signs' and 'Signs at the house') limits that field's figure, not this one's.
        // (The permit's own words, 'sign' of a sign permit, name no field apart.)
        if (limit.lead && [...limit.lead].some((w) => !terms.domain.has(w) && !MEASURE_WORDS.includes(w) && !labelWords.has(w) && otherLabels.some((o) => o.has(w)))) continue;
        // So does a clause that names another field of the form and not this one: '… identification sign having an area
        // of not more than two square feet' limits the form's 'Sign', not its 'Where in the home (180 sq ft)'.
        const naming = (w: string) => !terms.domain.has(w) && !MEASURE_WORDS.includes(w);
        const clause = limit.clause;
        // (A word every such label shares, 'Liability - …', names none of them apart.)
        if ([...clause].some((w) => naming(w) && !labelWords.has(w) && otherLabels.some((o) => o.has(w))) && ![...clause].some((w) => naming(w) && labelWords.has(w) && !otherLabels.some((o) => o.has(w)))) continue;
        // The area of a piece of land ('parcel 0.7 acre', 'Lot: 0.6-acre interior lot') is held only to a lot size the
        // code sets as such ('a minimum lot area of 20,000 square feet'), not to a sign's or a building's area, nor to
        // the acreage that chooses which rule applies ('on parcels less than one acre, one pole sign … up to 24 square
        // feet'); and a limit on land does not govern the area of anything else.
        if (q.dimension === 'area' && (isLand(q.raw, labelWords) ? !LOT_SIZE.test(limit.sentence.text) : isLand(limit.quantity.raw, limit.local))) continue;
        const own = kindsOf(limit.sentence.text, terms.domain);
        // A limit for another kind than the one applied for does not apply ('Monument signs …' to a stanchion sign).
        if (own.size && named.length && !named.some((k) => own.has(k))) continue;
        // The words a limit shares with what the applicant describes, beyond the kind of permit itself.
        const fit = overlap(limit.terms, described) + 2 * overlap(limit.local, label) - overlap(limit.terms, terms.denied) + (named.some((k) => own.has(k)) ? 2 : 0);
        // A section headed by the kind of permit asked for ('Special outdoor events') governs before one that mentions it.
        const headed = overlap(terms.domain, keyTerms(ruled.section.heading ?? ''));
        if (fit > 0) candidates.push({ ruled, limit, fit: fit + ruled.relevance / 10 + headed });
      }
    }
    if (!candidates.length) continue;
    candidates.sort((a, b) => b.fit - a.fit || a.ruled.rank - b.ruled.rank);
    const best = candidates[0];
    const tied = candidates.filter((c) => c.fit === best.fit && c.limit.quantity.value !== best.limit.quantity.value);
    // When every limit that could govern it says the same (over all of them, or within all), which one governs does not matter.
    const verdicts = new Set(candidates.map((c) => exceeds(q, c.limit)));
    const agreed = verdicts.size === 1 && candidates.length > 1;
    // A figure read from running prose (a letter) has no label to tie it to one limit: mostly it can raise doubt, not
    // decide. It decides only when it is over: over every limit that could govern it, over the limit whose own
    // words its sentence repeats, or over a limit that fits it far better than any it would meet.
    const disagreeing = Math.max(0, ...candidates.filter((c) => !exceeds(q, c.limit)).map((c) => c.fit));
    // A figure the code states twice for it ('limited to a three-day special event license'; 'not to exceed three days …
    // per event') fits by both statements.
    const restated = candidates.filter((c) => c.limit.quantity.value === best.limit.quantity.value && c.limit.kind === best.limit.kind).reduce((sum, c) => sum + c.fit, 0);
    const proseOver = q.prose && !tied.length && exceeds(q, best.limit) && (agreed || overlap(best.limit.local, keyTerms(q.label)) >= PROSE_TIE || restated >= PROSE_MARGIN * disagreeing);
    const fromProse = q.label.length > 60 && !proseOver;
    // The time from the work to the filing against a filing deadline is like against like.
    const sure = agreed || (q.elapsed && best.limit.deadline);
    out.push({ ...compare(q, best, (!sure && (tied.length > 0 || best.fit < 2)) || fromProse, /\blicen[cs]e\b/i.test(facts.permitType)), measured: true });
  }
  return out;
}

// Words naming a piece of land: a lot, a parcel, its acreage.
const LAND = new Set(tokenize('lot lots parcel parcels acre acres acreage tract tracts'));

// 'minimum lot area', 'lot size of at least', 'maximum parcel size', 'On lots of at least one and one half … acres,
// chickens … may be kept', 'Lots for any accessory use … shall be at least two acres in size'.
const LOT_SIZE =
  /\b(?:(?:minimum|maximum)\s+(?:lot|parcel|tract)\s+(?:area|size)|(?:lot|parcel|tract)\s+(?:area|size)\s+(?:of|shall|must|is|required)|(?:lots?|parcels?|tracts?)\s+(?:of|with)\s+(?:at\s+least|not\s+less\s+than|a\s+minimum\s+of)|(?:lots?|parcels?|tracts?)\b[^.;]{0,60}?\b(?:shall|must)\s+(?:be|contain|have)\s+(?:at\s+least|a\s+minimum\s+of|not\s+less\s+than|no\s+less\s+than))\b/i;

/** Whether an area is of a piece of land: stated in acres, or named a lot, parcel or tract by the words around it. */
function isLand(raw: string, words: ReadonlySet<string>): boolean {
  return /\bacres?\b/i.test(raw) || [...words].some((w) => LAND.has(w));
}

// What a share is a share of: '… ten percent of the entire floor area of the premises' → 'floor'.
const SHARE_OF = /^\s*of\s+(?:the\s+|any\s+|each\s+)?((?:[\w-]+\s+){0,3}?)area\b/i;
const SHARE_GENERIC = ['entir', 'total', 'gross', 'overal', 'whole', 'net'];

/**
 * The shares an application states by two areas, for the limits a code sets in percent of an area ('… a counter area
 * constituting no more than ten percent of the entire floor area'): 'Tasting counter area 120 sq ft' against 'Total
 * floor area 1,800 sq ft' states 6.7% of the floor area. The base is the area whose label names the limit's base.
 */
function areaShares(sections: RuledSection[], stated: StatedQuantity[]): StatedQuantity[] {
  const areas = stated.filter((q) => q.dimension === 'area' && !q.prose && q.value > 0);
  if (areas.length < 2) return [];
  const out = new Map<string, StatedQuantity>();
  for (const limit of sections.flatMap((r) => r.rules.limits)) {
    if (limit.quantity.dimension !== 'percent') continue;
    const at = limit.sentence.text.indexOf(limit.quantity.raw);
    const of = at >= 0 ? SHARE_OF.exec(limit.sentence.text.slice(at + limit.quantity.raw.length)) : null;
    const base = of ? keyTerms(of[1], SHARE_GENERIC) : null;
    const whole = base?.size ? areas.filter((q) => overlap(keyTerms(q.label), base) > 0) : [];
    if (whole.length !== 1) continue;
    for (const part of areas.filter((q) => q !== whole[0] && overlap(keyTerms(q.label), base!) === 0)) {
      const value = Math.round((1000 * part.value) / whole[0].value) / 10;
      const basis = `${formatQuantity(part)} of ${formatQuantity(whole[0])}, the ${whole[0].label.toLowerCase()}`;
      out.set(part.label + basis, { value, dimension: 'percent', unit: '%', raw: `${value}%`, label: part.label, aspect: 'other', basis });
    }
  }
  return [...out.values()];
}

/**
 * The shares of counts a code limits: 'Seating in the sidewalk cafe area shall not exceed 30 percent of the seating in
 * the restaurant' with a form's 'Seats inside the restaurant: 48' and 'Number of outdoor seats: 20' → 41.7% of the seats
 * outside. The whole is the one count the share is 'of' by a word the limited part lacks ('restaurant'); the parts are
 * the other counts of the thing both sides name ('seat').
 */
function countShares(sections: RuledSection[], stated: StatedQuantity[]): StatedQuantity[] {
  const counts = stated.filter((q) => q.dimension === 'count' && !q.prose && q.value > 0);
  if (counts.length < 2) return [];
  const out = new Map<string, StatedQuantity>();
  for (const limit of sections.flatMap((r) => r.rules.limits)) {
    if (limit.quantity.dimension !== 'percent' || limit.kind !== 'max') continue;
    const text = limit.sentence.text;
    const of = COUNT_SHARE_OF.exec(text.slice(limit.quantity.end));
    if (!of) continue;
    const part = keyTerms(text.slice(0, limit.quantity.index), SHARE_GENERIC);
    const base = keyTerms(of[1], SHARE_GENERIC);
    const thing = new Set([...base].filter((t) => part.has(t)));
    const distinct = new Set([...base].filter((t) => !part.has(t)));
    if (!thing.size || !distinct.size) continue;
    const whole = counts.filter((q) => overlap(keyTerms(q.label), distinct) > 0);
    if (whole.length !== 1) continue;
    for (const q of counts.filter((c) => c !== whole[0] && overlap(keyTerms(c.label), thing) > 0 && overlap(keyTerms(c.label), distinct) === 0)) {
      const value = Math.round((1000 * q.value) / whole[0].value) / 10;
      const basis = `${formatQuantity(q)} of ${formatQuantity(whole[0])}, the ${whole[0].label.toLowerCase()}`;
      out.set(q.label + basis, { value, dimension: 'percent', unit: '%', raw: `${value}%`, label: q.label, aspect: 'other', basis });
    }
  }
  return [...out.values()];
}
// '… 30 percent of the seating in the restaurant to which the sidewalk cafe is incidental': what the share is of.
const COUNT_SHARE_OF = /^\s*of\s+(?:the\s+|all\s+|any\s+)?((?:[\w-]+\s+){0,5}?[\w-]+)(?=\s+(?:to|which|that|who|where|for)\b|\s*[.,;:]|\s*$)/i;

/** How many of a limit's own words a letter's sentence must repeat to hold its figure to that limit. */
const PROSE_TIE = 2;
/** …or how many times better than any limit it would meet one limit it is over must fit it. */
const PROSE_MARGIN = 2;

/** The word naming a kind of the permit's subject at the head of a sentence: 'monument' in '(1) Monument signs shall…'. */
function kindsOf(sentence: string, domain: Set<string>): Set<string> {
  const out = new Set<string>();
  if (!domain.size) return out;
  // Only the sentence's subject names a kind: its first words, not a modifier further on.
  const words = tokenize(sentence).filter((w) => !/^\d/.test(w)).slice(0, 4);
  for (let i = 1; i < words.length; i++) {
    if (!domain.has(words[i])) continue;
    const before = words[i - 1];
    if (keyTerms(before).size && !domain.has(before)) out.add(before);
  }
  return out;
}

function exceeds(q: StatedQuantity, limit: Limit): boolean {
  return limit.kind === 'max' ? q.value > limit.quantity.value + 1e-9 : q.value < limit.quantity.value - 1e-9;
}

const LOT = /\b(?:lot|parcel|tract|property)\b/i;
const LOT_OR_ACRES = /\b(?:lots?|parcels?|tracts?|acres?)\b/i;

function compare(q: StatedQuantity, best: { ruled: RuledSection; limit: Limit; fit: number }, unsure: boolean, licence = false): Finding {
  const { limit } = best;
  const stated = `${q.label.length > 60 ? (q.dimension === 'money' ? 'the amount the application states' : 'the described work') : q.label} (${formatQuantity(q)}${q.basis ? `: ${q.basis}` : ''})`;
  const bound = formatQuantity(limit.quantity);
  const over = exceeds(q, limit);
  const within = `${cap(stated)} is within the code's ${limit.kind === 'max' ? 'maximum' : 'minimum'} of ${bound}.`;
  // Meeting a limit that may belong to another kind of work proves nothing: it cannot support approval.
  if (!over) return unsure ? finding('limit_unclear', `${within} The limit may govern a different kind of work; confirm which provision applies.`, best.ruled, limit.sentence.text) : finding('limit_met', within, best.ruled, limit.sentence.text);
  const message = `${cap(stated)} is ${limit.kind === 'max' ? 'over' : 'under'} the code's ${limit.kind === 'max' ? 'maximum' : 'minimum'} of ${bound}.`;
  // A limit matched on few words may belong to another kind of sign or tree: staff decide.
  if (unsure) return finding('limit_unclear', `${message} The limit may govern a different kind of work; confirm which provision applies.`, best.ruled, limit.sentence.text);
  if (limit.either) return finding('limit_unclear', `${message} The code allows another way to qualify in the same sentence; confirm whether the application meets it.`, best.ruled, limit.sentence.text);
  // A lot smaller than the least lot the code allows the use on cannot be revised into compliance.
  if (limit.kind === 'min' && q.dimension === 'area' && LOT.test(q.label) && LOT_OR_ACRES.test(limit.sentence.text)) return finding('prohibited', `${message} A lot's size cannot be changed by revising the application.`, best.ruled, limit.sentence.text);
  // A licence belongs to its premises: premises closer than the code allows cannot be revised into compliance.
  if (licence && limit.kind === 'min' && q.aspect === 'distance') return finding('prohibited', `${message} A licence attaches to its premises, so the distance cannot be cured by revising the application.`, best.ruled, limit.sentence.text);
  // A filing deadline already missed for work already done cannot be cured by revising the application.
  if (q.elapsed && limit.deadline && limit.latePenalty) return finding('limit_exceeded', `The application was filed ${formatQuantity(q)} after the event; the code requires it within ${bound} and charges for lateness: "${clip(squash(limit.latePenalty.text))}"`, best.ruled, limit.latePenalty.text);
  if (q.elapsed && limit.deadline) return finding('prohibited', `The application was filed ${formatQuantity(q)} after the work; the code requires it within ${bound}, so it is late and cannot be made timely by revision.`, best.ruled, limit.sentence.text);
  return finding('limit_exceeded', message, best.ruled, limit.sentence.text);
}

// Words every clause of a cover requirement shares: what kind of cover it is lies in the rest ('umbrella').
const COVER_GENERIC = ['insur', 'coverag', 'cover', 'liabil', 'amount', 'general', 'addit', 'polici', 'limit', 'minimum', 'per', 'requir'];

/**
 * Cover the code requires that the application says it does not carry: '… with an additional $1,000,000 umbrella
 * coverage' against 'We do not carry umbrella coverage.' A shortfall the applicant can cure, named with its amount.
 */
export function checkAbsentCover(sections: RuledSection[], terms: ApplicationTerms): Finding[] {
  const out: Finding[] = [];
  for (const ruled of sections) {
    for (const limit of ruled.rules.limits) {
      if (limit.kind !== 'min' || limit.quantity.dimension !== 'money') continue;
      const kind = [...limit.clause].filter((w) => !COVER_GENERIC.includes(w) && !w.startsWith('$'));
      if (!kind.length || !kind.every((w) => terms.negated.has(w))) continue;
      out.push(finding('limit_exceeded', `The application says it does not carry ${kind.join(' ')} cover; the code requires ${formatQuantity(limit.quantity)} of it.`, ruled, limit.sentence.text));
    }
  }
  return dedupe(out);
}

/** The submittals the code requires of this kind of application, present, missing or not verifiable. */
export function checkSubmittals(sections: RuledSection[], terms: ApplicationTerms): Finding[] {
  const out: Finding[] = [];
  for (const ruled of sections) {
    const ownSection = namesPermit(keyTerms(ruled.section.heading ?? ''), terms.domain);
    for (const s of ruled.rules.submittals) {
      if (s.listed) {
        // Listed contents: the application's own 'Plat map: Not attached' names the item it lacks.
        const need = Math.min(2, s.terms.size);
        if (overlap(s.terms, terms.denied) >= need && overlap(s.terms, terms.supplied) < s.terms.size) {
          out.push(finding('submittal_missing', `The application must set forth "${s.item}", which it says it does not yet have.`, ruled, s.sentence.text));
        }
        continue;
      }
      const concerns = overlap(s.subject, terms.subject) + overlap(s.subject, terms.asserted);
      if (s.subject.size && concerns === 0) continue;
      // A licensee asking for something under the licence it holds is not applying for that licence.
      if (terms.holdsLicence && NEW_LICENCE_APPLICANT.test(s.sentence.text)) continue;
      let present = overlap(s.terms, terms.supplied) === s.terms.size;
      let deniedExplicitly = !present && overlap(s.terms, terms.denied) === s.terms.size;
      if (!present && s.alternatives.length > 1) {
        // 'Post-demolition plans for the site: Not yet decided' lacks 'post-demolition or relocation plans' unless a field
        // or box shows the other alternative; the alternatives are matched field by field, since the permit's own words
        // ('demolition', 'relocation') are asserted everywhere.
        const within = (items: Set<string>[]) => (a: Set<string>) => items.some((item) => overlap(a, item) === a.size);
        const said = s.alternatives.filter(within(terms.deniedItems));
        present = s.alternatives.some((a) => !said.includes(a) && within(terms.filledItems)(a));
        // Only the alternative that fits the work asked for ('post-demolition' for a demolition) is wanted: 'a report by
        // a Certified Arborist or a review' is not missing because the form says no arborist's report is attached.
        deniedExplicitly ||= !present && said.some((a) => overlap(a, terms.subject) > 0);
      }
      if (present) out.push(finding('submittal_present', `The application includes the required ${s.item}.`, ruled, s.sentence.text));
      else if (deniedExplicitly || (s.mandatory && concerns >= 2)) out.push(finding('submittal_missing', `The code requires ${article(s.item)} ${s.item}, which the application ${deniedExplicitly ? 'says is not included' : 'does not include'}.`, ruled, s.sentence.text));
      // The section on this kind of permit ('Excavation permit and application'), or the requirement's own subject
      // ('Body art establishments … shall submit'), asks for it without a condition and the application does not show
      // it: ask for it, rather than leave a reviewer to approve what may lack it.
      else if (!s.conditional && (ownSection || namesPermit(s.subject, terms.domain))) out.push(finding('submittal_missing', `The code asks for ${article(s.item)} ${s.item} with this kind of application; the application does not show one, so ask for it (or for why it does not apply).`, ruled, s.sentence.text));
      else out.push(finding('submittal_unverified', `The code may require ${article(s.item)} ${s.item}; the application does not show one, so confirm whether it applies.`, ruled, s.sentence.text));
    }
  }
  return dedupe(out);
}

// Words of a permit type that say it is a permit, not what kind: 'Malt Beverage License' is about malt beverages.
// Nor do words of what is done with it ('Growler Sales - Request to Add Growler Filling' is about growlers, not every
// section headed 'sales').
const PERMIT_KIND_GENERIC = new Set(tokenize('license licence licenses certificate request registration form town county village business sale sales add addition new renewal transfer change amendment special general annual'));

/**
 * Whether a form's title names a kind of permit at all: 'General Permit Inquiry', 'CITY OF DAHLONEGA - General Permit
 * Request' name none (the city's name is no kind either), 'Sign Permit Application' does.
 */
export function namesAnyKind(permitType: string): boolean {
  // Only a form's title says it has no kind ('… annual certificate of registration' of a letter about a dog is one).
  if (!/\b(?:permit|request|inquiry|application|form)\b/i.test(permitType)) return true;
  const title = permitType.replace(/\b(?:city|town|village|county)\s+of\s+[A-Za-z][A-Za-z .'-]*?(?=\s*(?:[-–—,:(]|$))/gi, ' ');
  return [...keyTerms(title)].some((t) => !PERMIT_KIND_GENERIC.has(t) && !FORM_TITLE_WORDS.has(t));
}
const FORM_TITLE_WORDS = new Set(tokenize('inquiry general miscellaneous other georgia ga department office planning zoning'));

/** Whether a text's terms name the kind of permit asked for ('Excavation permit and application' for an excavation permit). */
export function namesPermit(text: Set<string>, domain: Set<string>): boolean {
  for (const t of domain) if (!PERMIT_KIND_GENERIC.has(t) && text.has(t)) return true;
  return false;
}

/** The fee paid against the fee schedule row that best matches the application. */
export function checkFee(sections: RuledSection[], facts: ApplicationFacts, terms: ApplicationTerms): Finding[] {
  const rows: { ruled: RuledSection; row: FeeRow; fit: number }[] = [];
  for (const ruled of sections) {
    for (const row of ruled.rules.fees) {
      // 'OUTSIDE OF WQRA' is what an applicant who answers "In the WQRA? No" asks for.
      const outside = /\boutside(?:\s+of)?\s+(?:the\s+)?([\w-]+)/i.exec(row.label);
      const outsideTerm = outside ? keyTerms(outside[1]) : new Set<string>();
      const deniedHere = overlap(row.terms, terms.denied) - overlap(outsideTerm, terms.denied);
      // …and an applicant who says the work is inside the WQRA is not asking for the 'OUTSIDE OF WQRA' row.
      const insideHere = outsideTerm.size && !overlap(outsideTerm, terms.denied) ? overlap(outsideTerm, terms.asserted) : 0;
      const fit = overlap(row.terms, terms.subject) * 2 + overlap(row.terms, terms.asserted) + overlap(outsideTerm, terms.denied) * 2 - deniedHere * 2 - insideHere * 3;
      if (overlap(row.terms, terms.subject) > 0) rows.push({ ruled, row, fit });
    }
  }
  if (!rows.length) return [];
  rows.sort((a, b) => b.fit - a.fit);
  const [best, second] = rows;
  const feeText = facts.feePaid === null ? 'no fee' : `$${facts.feePaid}`;
  if (second && second.fit === best.fit && second.row.amount !== best.row.amount) {
    return [finding('fee_unclear', `The fee schedule has more than one row that could apply (${best.row.label}; ${second.row.label}); confirm the fee (the application shows ${feeText}).`, best.ruled, best.row.sentence.text)];
  }
  const count = best.row.perUnit ? unitCount(facts, best.row.perUnit) : 1;
  if (count === null) return [finding('fee_unclear', `The fee is $${best.row.amount} per ${best.row.perUnit} (${best.row.label}), but the application does not state how many; confirm the fee (it shows ${feeText}).`, best.ruled, best.row.sentence.text)];
  const due = best.row.amount * count;
  const row = `"${best.row.label}"${count > 1 ? ` (${count}${best.row.perUnit === 'square foot' ? ' sq ft' : ''} × $${best.row.amount})` : ''}`;
  const plus = best.row.plusCosts ? ', plus the actual costs of review' : '';
  const say = (kind: Finding['kind'], message: string) => [finding(kind, message, best.ruled, best.row.sentence.text)];
  if (due === 0) return say('fee_met', `The fee schedule sets no fee for "${best.row.label}".`);
  if (facts.feePaid === null) return say('fee_short', `The fee schedule sets $${due} for ${row}${plus}; the application shows no fee paid.`);
  if (facts.feePaid + 1e-9 < due) return say('fee_short', `The fee paid ($${facts.feePaid}) is less than the $${due} the fee schedule sets for ${row}${plus}.`);
  return say('fee_met', `The fee paid ($${facts.feePaid}) covers the $${due} the fee schedule sets for ${row}${plus ? '; the actual costs of review are billed separately' : ''}.`);
}

const SQ_FT_PER_ACRE = 43_560;

function unitCount(facts: ApplicationFacts, unit: string): number | null {
  // A rate per square foot is charged on the area applied for (the first area the form states).
  if (unit === 'square foot') return facts.quantities.find((q) => q.dimension === 'area')?.value ?? null;
  const u = tokenize(unit)[0] ?? unit;
  const counted = facts.quantities.find((q) => q.dimension === 'count' && tokenize(q.label).includes(u));
  if (counted) return counted.value;
  // A rate per acre is no rate per head: it is charged on the land area the application states (read in square feet).
  if (/^acres?$/i.test(unit.trim())) {
    const area = facts.quantities.find((q) => q.dimension === 'area');
    return area ? area.value / SQ_FT_PER_ACRE : null;
  }
  const anyCount = facts.quantities.find((q) => q.dimension === 'count');
  if (anyCount) return anyCount.value;
  return countInText(facts.text, unit);
}

/**
 * How many of a fee's unit the application's words name: 'two red alder trees' → 2; a form that names the unit only
 * in the singular ('Tree species: Bigleaf maple') asks for one; null when it cannot tell.
 */
export function countInText(text: string, unit: string): number | null {
  const noun = unit.toLowerCase().replace(/s$/, '');
  const escaped = noun.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const counts = [...text.matchAll(new RegExp(String.raw`\b(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)[^\S\n]+(?:[\w-]+[^\S\n]+){0,3}?${escaped}s?\b`, 'gi'))]
    .map((m) => (/^\d/.test(m[1]) ? Number(m[1]) : (parseWords(m[1]) ?? NaN)))
    .filter((n) => Number.isFinite(n) && n > 0);
  if (counts.length) return Math.max(...counts);
  const singular = new RegExp(String.raw`\b${escaped}\b`, 'i').test(text);
  const plural = new RegExp(String.raw`\b${escaped}s\b`, 'i').test(text);
  return singular && !plural ? 1 : null;
}

/** Judgment the code leaves to staff or a commission, and statements that no permit is needed, in the sections that concern the application. */
export function checkJudgment(sections: RuledSection[], terms: ApplicationTerms): Finding[] {
  const out: Finding[] = [];
  // The sections most about this application speak for the rest: a long list of judgment calls helps nobody.
  const closest = sections
    .filter((r) => r.relevance >= 2 && !deniedContext(r, terms))
    .sort((a, b) => b.relevance - a.relevance || a.rank - b.rank)
    .slice(0, MAX_JUDGMENT_SECTIONS);
  for (const ruled of closest) {
    const s = ruled.rules.discretion[0];
    if (s) out.push(finding('judgment', `The decision rests on judgment the code leaves to the reviewing body: "${clip(squash(s.text), 110)}".`, ruled, s.text));
    const free = ruled.rules.noPermit[0];
    if (free) out.push(finding('no_permit_needed', `The code says some work of this kind needs no permit: "${clip(squash(free.text))}".`, ruled, free.text));
  }
  return out;
}

/** Signature lines left blank. */
export function checkSignatures(facts: ApplicationFacts): Finding[] {
  return facts.signatures.filter((s) => !s.signed).map((s) => finding('signature_missing', `The application is not signed ("${s.label}" is blank).`, null, null));
}

/** Whether the section's heading names something the applicant said the work is not ('Temporary Signs' for a permanent sign). */
function deniedContext(ruled: RuledSection, terms: ApplicationTerms): boolean {
  const context = [...keyTerms(`${ruled.section.heading ?? ''} ${ruled.section.citation ?? ''}`)].filter((t) => !terms.domain.has(t));
  // A heading listing several things ('[Master plan governing tree maintenance, planting, and removal.]') still concerns
  // an application that denies one of them: at least half of what it names must be denied, and none asserted.
  const denied = context.filter((t) => terms.denied.has(t) && !terms.asserted.has(t)).length;
  return denied > 0 && 2 * denied >= context.length && !context.some((t) => terms.asserted.has(t));
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.kind}|${f.quote}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function clip(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function article(item: string): string {
  // 'two sets of plans', 'plans', 'the deed': no article of its own.
  if (/^(?:\d+|two|three|four|five|six|the|all|any|copies|\w+s)\b/i.test(item)) return 'the';
  return /^[aeiou]/i.test(item) ? 'an' : 'a';
}
