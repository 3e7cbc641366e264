import { readSectionRules } from './code-rules';
import { applicationTerms, checkAbsentCover, checkFee, checkPayment, classify, paymentsNamed, checkJudgment, checkLimits, checkProhibitions, checkSignatures, checkSubmittals, namesAnyKind, namesPermit, type RuledSection } from './check-application';
import { DESCRIPTION, readApplication } from './read-application';
import { keyTerms, overlap, sectionName, sentencesOf, squash } from './text';
import type { ApplicationFacts, CodeSection, Finding, FindingKind, PermitCitation, PermitReview, PermitSearchPort, PermitStatus, StatedQuantity } from './types';

/** The most stated quantities whose labels get a search of their own. */
const MAX_QUANTITY_QUERIES = 4;
// The sections each query ranks first and second speak of the kind of permit in the code's own words.
const FEEDBACK_RANK = 2;

// A form title's words that name the paper, not the thing it asks for (kept apart from `FORM_WORDS`, which are stems of
// the permit type's key terms: filtering by those also dropped a title's year and changed Madison's `md-p09`).
const FORM_TITLE = /^(?:permits?|applications?|forms?|requests?|submittals?|licen[cs]es?|certificates?|registrations?|[-–—\/&:]|and|for|of)$/i;

/** How many sections each query of the review brings back. */
export const HITS_PER_QUERY = 6;

const REVISION: FindingKind[] = ['limit_exceeded', 'submittal_missing', 'fee_short', 'signature_missing'];
/** The findings a deny or needs-revision status rests on. */
export const DECISIVE: FindingKind[] = ['prohibited', ...REVISION];
const UNSURE: FindingKind[] = ['limit_unclear', 'submittal_unverified', 'fee_unclear', 'judgment', 'no_governing_law'];
const MET: FindingKind[] = ['limit_met', 'submittal_present', 'fee_met', 'no_permit_needed'];
const ORDER: FindingKind[] = ['prohibited', ...REVISION, 'no_governing_law', 'limit_unclear', 'fee_unclear', 'submittal_unverified', 'judgment', 'limit_met', 'submittal_present', 'fee_met', 'no_permit_needed', 'governing_section'];

/** The rationale's first line for each status. */
export const LEAD: Record<PermitStatus, string> = {
  deny: 'Recommend denial: the application asks for work the code prohibits.',
  needs_revision: 'Needs revision before approval: the application does not yet meet every requirement the code states.',
  approve: 'Recommend approving: every requirement found in the code was checked and is met.',
  maybe_approve: 'Maybe consider approving: nothing found rules it out, but some points need a reviewer\'s judgment.',
};

/**
 * Reviews a permit application offline: reads its facts, finds the governing sections through the municipality's
 * retrieval, checks prohibitions, limits, submittals, fee and signatures, and derives the advice with cited findings.
 */
export async function reviewPermit(input: { text: string; context?: string }, port: PermitSearchPort): Promise<PermitReview> {
  const facts = readApplication(input.text, input.context ?? '');
  const subjectText = squash(`${facts.permitType} ${facts.work}`) || squash(input.text).split(' ').slice(0, 30).join(' ');
  const subject = keyTerms(subjectText);
  const domain = keyTerms(facts.permitType);
  const sections = await governingSections(port, subjectText, facts.permitType || subjectText, facts.quantities, paymentsNamed(facts.text).length > 0, COVER_NAMED.test(facts.text));
  const found = sections.map(({ section, rank }) => ({ section, rank, rules: readSectionRules(section), relevance: overlap(subject, keyTerms(section.content)) }));
  // A section governs only if it speaks of the kind of permit asked for ('tree' and 'cut' for a tree-cutting permit), or
  // stands in the same article as one that does ('Sec. 8-81. - Liability insurance.' of the sidewalk dining article).
  const articles = new Set(found.filter((r) => r.relevance > 0 && concernsDomain(domain, r.section.content)).map((r) => articleOf(r.section)).filter(Boolean));
  const ruled: RuledSection[] = found.filter((r) => (r.relevance > 0 && concernsDomain(domain, r.section.content)) || articles.has(articleOf(r.section)));
  const findings: Finding[] = [];
  if (!ruled.length) {
    findings.push({ kind: 'no_governing_law', message: 'No indexed section of this municipality\'s code governs this kind of permit, so the application could not be checked against the law.', section: null, quote: null });
  } else {
    const terms = applicationTerms(facts);
    classify(ruled, facts, terms);
    findings.push(
      ...checkProhibitions(ruled, terms),
      ...checkLimits(ruled, facts, terms),
      ...checkAbsentCover(ruled, terms),
      ...checkSubmittals(ruled, terms),
      ...checkFee(ruled, facts, terms),
      ...checkPayment(ruled, facts),
      ...checkJudgment(ruled, terms),
    );
  }
  if (ruled.length && !findings.length) {
    // Nothing checkable, but the law was found: point the reviewer to the section that speaks most of this permit.
    const lead = closestSection(ruled, domain);
    findings.push({
      kind: 'no_governing_law',
      message: `The sections found for this kind of permit state no limit, prohibition, submittal or fee that could be checked against this application; review it by hand against ${sectionName(lead.section)}, which speaks most of it.`,
      section: lead.section,
      quote: squash(lead.quote),
    });
  }
  if (ruled.length) {
    // The findings may all come from other sections (a fee schedule, a general licence chapter): the section headed by
    // this kind of permit is named too, so the reviewer reads the law that governs it.
    const lead = closestSection(ruled, domain);
    const cited = findings.some((f) => f.section?.chunkId === lead.section.chunkId);
    if (!cited && namesPermit(keyTerms(lead.section.heading ?? ''), domain)) {
      findings.push({ kind: 'governing_section', message: `${sectionName(lead.section)} is the code's section on this kind of permit; read the points above with it.`, section: lead.section, quote: squash(lead.quote) });
    }
  }
  // A form that names no kind of permit ('General Permit Inquiry') leaves open whether any section found governs the
  // request: what those sections ask or allow is a point to confirm, never a shortfall or an approval.
  if (facts.permitType && !namesAnyKind(facts.permitType)) unsettle(findings);
  findings.push(...checkSignatures(facts));
  findings.sort((a, b) => ORDER.indexOf(a.kind) - ORDER.indexOf(b.kind));
  const status = decideStatus(findings);
  const explained = explain(status, findings);
  // The facts the review went on, each with where it was read, so staff can check the reading against the form.
  const read = factLines(facts);
  const rationale = read.length ? `${explained.rationale}\n\nRead from the application:\n${read.join('\n')}` : explained.rationale;
  return { ...explained, rationale, combinedOutput: adviceText(rationale, explained.contextItems), status, findings, facts };
}

const UNSETTLED: Partial<Record<FindingKind, FindingKind>> = { limit_exceeded: 'limit_unclear', limit_met: 'limit_unclear', submittal_missing: 'submittal_unverified', submittal_present: 'submittal_unverified', fee_short: 'fee_unclear', fee_met: 'fee_unclear' };

function unsettle(findings: Finding[]): void {
  for (const f of findings) {
    const kind = f.measured && f.kind === 'prohibited' ? 'limit_unclear' : UNSETTLED[f.kind];
    if (!kind) continue;
    f.kind = kind;
    f.message = `${f.message} The form names no kind of permit, so confirm that this provision governs the request.`;
  }
}

/** The status the findings call for: a prohibition denies; a shortfall needs revision; doubt or judgment is a maybe. */
export function decideStatus(findings: Finding[]): PermitStatus {
  const has = (kinds: FindingKind[]) => findings.some((f) => kinds.includes(f.kind));
  if (has(['prohibited'])) return 'deny';
  if (has(REVISION)) return 'needs_revision';
  if (has(UNSURE)) return 'maybe_approve';
  return has(MET) ? 'approve' : 'maybe_approve';
}

/** The article a section stands in: its citation path without the section, with its chapter number ('Part II › Article III' is in many chapters). */
function articleOf(section: CodeSection): string {
  const path = section.citation?.split(' › ').slice(0, -1).join(' › ');
  const chapter = /^(?:sec(?:tion)?\.?|§)\s*(\d+[A-Z]?)-/i.exec(section.sectionLabel ?? '')?.[1];
  return path && chapter ? `${chapter}|${path}` : '';
}

/**
 * Whether a section speaks of the kind of permit asked for: one of the permit type's words is enough, since a form's
 * title also names the city and the form ('Sign Permit / Sign Registration Application, City of Hiawassee').
 */
function concernsDomain(domain: Set<string>, content: string): boolean {
  if (!domain.size) return true;
  return overlap(domain, keyTerms(content)) > 0;
}

/**
 * The governing section that speaks most of the permit asked for: the permit type's words in its heading first, then
 * the application's words in its text, then retrieval's rank; with its first sentence naming the permit's words.
 */
function closestSection(ruled: RuledSection[], domain: Set<string>): { section: CodeSection; quote: string } {
  const inHeading = (r: RuledSection) => overlap(domain, keyTerms(r.section.heading ?? ''));
  const lead = [...ruled].sort((a, b) => inHeading(b) - inHeading(a) || b.relevance - a.relevance || a.rank - b.rank)[0];
  // The section's printed heading line ('Sec. 28-67. - Issuance of game … permit.') names it; its rule comes after.
  const all = sentencesOf(lead.section.content).map((x) => x.text);
  const rules = all.filter((x) => !/^(?:sec(?:tion)?\.?|§)\s*\d/i.test(x) && !(lead.section.heading && x.includes(lead.section.heading)));
  const sentences = rules.length ? rules : all;
  const quote = sentences.find((x) => overlap(domain, keyTerms(x)) > 0 && x.length > 40) ?? sentences[0] ?? lead.section.content;
  return { section: lead.section, quote };
}

// An application that speaks of its insurance or bond ('General liability …: $500,000 per person'), however many other
// figures it states, is checked against the cover the code requires.
const COVER_NAMED = /\b(?:insurance|insured|surety|bond|liability\s+coverage)\b/i;

async function governingSections(port: PermitSearchPort, subjectText: string, permitKind: string, quantities: StatedQuantity[], paysBy = false, covered = false) {
  // A letter names no permit type: its first words stand for it, short enough that the query's own words still count.
  const permitType = permitKind.split(/\s+/).slice(0, 16).join(' ');
  // A form's title says 'Sign Permit Application'; the code heads its ban 'Prohibited signs'. The form's own words
  // ('permit', 'application') pull a search toward procedure, so the ban is also asked for by the thing alone.
  const thing = permitType.split(/\s+/).filter((w) => !FORM_TITLE.test(w)).join(' ');
  const queries = [
    subjectText,
    `${permitType} prohibited`,
    ...(thing && thing !== permitType && thing.split(' ').length <= 5 ? [`prohibited ${thing}`] : []),
    `${permitType} application shall include`,
    `${permitType} fee schedule`,
    // A licence is refused to applicants the code bars ('No license shall be issued to an applicant who …').
    ...(/\blicen[cs]e/i.test(permitType) ? [`${permitType} qualifications of applicant`] : []),
    // One query per distinct short label, at most a few: each is a full search, and a long form states many figures. A
    // distance is limited by how close it may come ('No fire may be burned closer than 500 feet'), the rest by a maximum.
    ...[...new Set(quantities.filter((q) => q.label.length < 60).map((q) => `${q.label} ${q.aspect === 'distance' ? 'minimum distance' : 'maximum'}`))]
      .slice(0, MAX_QUANTITY_QUERIES)
      .map((l) => `${permitType} ${l}`),
  ];
  const byChunk = new Map<number, { section: CodeSection; rank: number }>();
  const run = async (query: string) => {
    const hits = await port.search(query.slice(0, 400), HITS_PER_QUERY);
    hits.forEach((section, rank) => {
      const seen = byChunk.get(section.chunkId);
      if (!seen || rank < seen.rank) byChunk.set(section.chunkId, { section, rank });
    });
  };
  for (const query of queries) await run(query);
  // The code's own name for the kind of permit, read from the best sections found ('beer and wine license' → 'alcoholic
  // beverages'): one more search for what an application under that name must include.
  const named = codeName([...byChunk.values()], permitType);
  if (named) await run(`${named} ${lastWord(permitType)} application shall include`);
  if (covered) await run(`${permitType} liability insurance minimum amounts`);
  // An application that says how it pays ('a business check') is checked against how the code says payment is made.
  if (paysBy) await run(`${named || permitType} payment of fee by certified check or cash`);
  return [...byChunk.values()];
}

/**
 * The words every one of the best sections uses, heading or text, that the permit type lacks: at most two, the most
 * frequent, in their printed form ('alcoholic beverage' for a 'beer and wine license').
 */
function codeName(found: { section: CodeSection; rank: number }[], permitType: string): string {
  const own = keyTerms(permitType);
  const best = found.filter((f) => f.rank < FEEDBACK_RANK);
  if (best.length < 2) return '';
  const counts = new Map<string, { surface: string; sections: number; uses: number }>();
  for (const { section } of best) {
    const seen = new Set<string>();
    // (Not the history notes every section ends with: '(Ord. No. 07-03, § 1, 6-4-2007)', '(Code 1983, § 4-1-1)'.)
    const text = `${section.heading ?? ''} ${section.content}`.replace(/\((?:Ord|Code|Res)\b[^)]*\)/g, ' ');
    for (const surface of text.split(/[^A-Za-z'-]+/)) {
      const [term] = [...keyTerms(surface)];
      if (!term || own.has(term)) continue;
      const c = counts.get(term) ?? { surface: surface.toLowerCase(), sections: 0, uses: 0 };
      c.uses++;
      if (!seen.has(term)) c.sections++;
      seen.add(term);
      counts.set(term, c);
    }
  }
  return [...counts.values()]
    .filter((c) => c.sections === best.length)
    .sort((a, b) => b.uses - a.uses)
    .slice(0, 2)
    .map((c) => c.surface)
    .join(' ');
}

// The permit type's last word: 'license' of 'retail package beer and wine license', 'Application' of a form's title.
const lastWord = (text: string) => text.trim().split(/\s+/).at(-1) ?? '';

function explain(status: PermitStatus, findings: Finding[]): Pick<PermitReview, 'rationale' | 'contextItems' | 'citations' | 'combinedOutput'> {
  const citations: PermitCitation[] = [];
  const notes = new Map<number, string[]>();
  const lines = findings.map((f) => {
    if (!f.section || !f.quote) return `- ${f.message}`;
    let cite = citations.find((c) => c.chunkId === f.section!.chunkId);
    if (!cite) {
      cite = { n: citations.length + 1, chunkId: f.section.chunkId, document: f.section.documentName, section: sectionName(f.section), quote: f.quote };
      citations.push(cite);
    }
    notes.set(cite.n, [...(notes.get(cite.n) ?? []), f.message]);
    return `- ${f.message} [${cite.n}]`;
  });
  const rationale = [LEAD[status], ...lines].join('\n');
  const contextItems = citations.map((c) => ({ title: c.section, text: `"${c.quote}" — ${notes.get(c.n)!.join(' ')}` }));
  return { rationale, contextItems, citations, combinedOutput: adviceText(rationale, contextItems) };
}

const MAX_FACT_LINES = 24;
// Contact details say nothing the review checks.
const CONTACT = /phone|e-?mail|fax|\bzip\b|postal|telephone|\bcell\b/i;

/** The application's facts as lines: the kind of permit, each filled-in field and ticked box, the fee, with their places. */
export function factLines(facts: ApplicationFacts): string[] {
  const lines: string[] = [];
  if (facts.permitType && !facts.fields.some((f) => f.value === facts.permitType)) lines.push(`- Permit asked for: ${clipFact(facts.permitType)}`);
  for (const f of facts.fields) {
    if (!f.value || CONTACT.test(f.label) || /signature/i.test(f.label)) continue;
    lines.push(`- ${clipFact(f.label)}: ${clipFact(f.value, 240)}${f.where ? ` (${f.where})` : ''}`);
  }
  const ticked = facts.checkboxes.filter((b) => b.checked);
  if (ticked.length) lines.push(`- Ticked: ${ticked.map((b) => clipFact(b.label)).join('; ')}${ticked[0].where ? ` (${ticked[0].where})` : ''}`);
  if (!facts.fields.some((f) => DESCRIPTION.test(f.label)) && facts.work) lines.push(`- Described: ${clipFact(facts.work, 1200)}`);
  if (facts.feePaid !== null && !facts.fields.some((f) => /fee|paid|payment|amount/i.test(f.label))) lines.push(`- Fee enclosed: $${facts.feePaid.toFixed(2)}`);
  for (const s of facts.signatures) lines.push(`- ${s.label}: ${s.signed ? 'signed' : 'blank'}`);
  return lines.length > MAX_FACT_LINES ? [...lines.slice(0, MAX_FACT_LINES), `- … and ${lines.length - MAX_FACT_LINES} more`] : lines;
}

function clipFact(text: string, max = 120): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/** The combined output: the rationale, then each numbered context card. */
export function adviceText(rationale: string, contextItems: { title: string; text: string }[]): string {
  return [rationale, '', ...contextItems.map((c, i) => `[${i + 1}] ${c.title}: ${c.text}`)].join('\n');
}
