import { findQuantities, aspectOf, type FoundQuantity } from './quantities';
import { tokenize } from '../retrieve/tokenize';
import { keyTerms, sentencesOf, squash, type Sentence } from './text';
import type { Aspect, CodeSection, Quantity } from './types';

/** A numeric limit a section states ('shall not exceed 32 square feet', 'at least 5 feet from'). */
export type Limit = {
  kind: 'max' | 'min';
  // Where the figure stands in its sentence ('… 30 percent of the seating in the restaurant': what follows it).
  quantity: FoundQuantity;
  aspect: Aspect;
  sentence: Sentence;
  terms: Set<string>;
  local: Set<string>;
  /**
   * The words of the whole clause the figure stands in, from the last comma, semicolon, 'and' or 'or' before it to the
   * next after it ('… other than non-illuminated identification sign having an area of not more than two square feet').
   */
  clause: Set<string>;
  deadline?: boolean;
  /** A deadline's sentence, or the next, that charges for lateness: late is curable. */
  latePenalty?: Sentence;
  /** One of two least amounts joined by 'or': either qualifies. */
  either?: boolean;
  /** The words of its paragraph's lead ('Directional signs.'): the kind of thing the paragraph limits. */
  lead?: Set<string>;
};

/** Something a section forbids, as one item of a list of prohibitions or one sentence. */
export type Prohibition = {
  subject: Set<string>;
  terms: Set<string>;
  hasException: boolean;
  sentence: Sentence;
  /** Bars an applicant who is or did something ('who has a criminal record'): an application that denies it is not barred. */
  barred?: boolean;
  /** 'No temporary sign shall be internally illuminated': every subject word must be asserted, not just one. */
  wholeSubject?: boolean;
  /** The item's alternatives ('attached to a tree or a plant, a fence or a utility pole'): each is prohibited alone. */
  alternatives?: Set<string>[];
  /** The item's own words when the sentence holds a whole list ('motor vehicle repair or small engine repair'). */
  item?: string;
  /** `terms` say where the thing is not permitted ('in the manufactured home park'): a filled 'Park' field names it. */
  place?: boolean;
};

/** A document or item a section requires the applicant to submit. */
export type Submittal = {
  item: string;
  terms: Set<string>;
  mandatory: boolean;
  /** Asked for only in some cases ('When an application includes …', 'In a development that involves …'). */
  conditional?: boolean;
  subject: Set<string>;
  sentence: Sentence;
  /** An item of a list of what an application must contain: missing only when the application says it is not there. */
  listed?: boolean;
  /** 'post-demolition or relocation plans': each alternative's terms ('post demolit plan', 'reloc plan'); one is enough. */
  alternatives: Set<string>[];
};

/** One row of a fee schedule. */
export type FeeRow = { label: string; terms: Set<string>; amount: number; perUnit: string | null; plusCosts: boolean; sentence: Sentence };

/**
 * A term the section defines by what its thing lacks: 'Mobile home means a structure … which has not been inspected
 * and approved as meeting the requirements of the National Manufactured Housing Construction and Safety Standards Act'.
 * An application that says its thing lacks it ('no HUD data plate; built before the federal manufactured housing
 * standards') describes one, whatever it calls it.
 */
export type LackingDefinition = { term: string; terms: Set<string>; lacks: Set<string>; sentence: Sentence; clause: string };

/** Everything the checks can use from one section. */
export type SectionRules = {
  limits: Limit[];
  prohibitions: Prohibition[];
  submittals: Submittal[];
  fees: FeeRow[];
  discretion: Sentence[];
  noPermit: Sentence[];
  definitions: LackingDefinition[];
  /** The only forms of payment the section accepts ('Payment may be made only by certified check'). */
  payment: { forms: string[]; sentence: Sentence }[];
  /** The kinds a list of the section permits by name ('Permitted residential home occupations: … In-home child care'). */
  permitted?: Set<string>[];
};

const MAX_BEFORE = /(?:not\s+(?:to\s+)?exceed(?:ing)?|shall\s+not\s+exceed|no\s+(?:more|greater|larger|higher|taller)\s+than|not\s+(?:more|greater|larger)\s+than|(?:a\s+)?maximum(?:\s+(?:of|height|area|size)(?:\s+of)?)?|up\s+to|at\s+most|limited\s+to(?:\s+a\s+maximum\s+of)?|less\s+than\s+or\s+equal\s+to)\s*$/i;
const MAX_AFTER = /^\s*(?:in\s+\w+\s+)?(?:maximum|max\.?|or\s+less)\b/i;
// 'Any sign within or over any public right of way …, except for:' leads a list of what stays allowed.
const EXCEPT_LEAD = /\bexcept(?:\s+for)?(?:\s+the\s+following)?\s*:\s*$/i;
const LATE_PENALTY = /\b(?:penalty|late\s+(?:fee|charge))\b/i;
const MIN_BEFORE = /(?:at\s+least|(?:a\s+|the\s+)?minimum(?:\s+(?:of|setback|distance|size|amounts?)(?:\s+of|:)?)?|minimum\s+(?:[\w-]+\s+){1,3}of|no\s+less\s+than|not\s+less\s+than|(?:no|not)\s+(?:\w+\s+){0,4}(?:closer|nearer)\s+than)\s*$/i;
const LEAD_AFTER = /^\s*(?:\(\d+\)\s*)?(?:(?:calendar|business|working)\s+)?(?:days?\s+)?(?:prior\s+to|before|in\s+advance|ahead\s+of|preceding)\b/i;
const MIN_AFTER = /^\s*(?:minimum|min\.?|or\s+more)\b/i;
// A sentence that puts a duty on the applicant: '… shall provide', '… must carry', '… is required to maintain'.
const REQUIRES = /\b(?:shall|must|(?:is|are)\s+required\s+to)\s+(?:\w+\s+){0,2}?(?:provide|carry|maintain|obtain|furnish|file|post|submit|give|have|deposit|procure)\b/i;
const COVER = /\b(?:insurance|insured|bond|surety|liability\s+coverage|coverage)\b/i;
const AUTHORITY_DEADLINE = /\b(?:city|council|clerk|commission|department|staff|board|mayor|manager|administrator|official)\s+(?:shall|must|will)\b/i;
// 'not less than', 'no more than' compare; they forbid nothing.
const COMPARATIVE_NEGATION = /\b(?:no|not)\s+(?:less|more|greater|fewer|closer|nearer)\s+than\b/gi;
const NEGATED = /\b(?:no|not|shall\s+not|may\s+not|prohibited)\b/i;
const DEFINITION = /[“"][^”"]{1,60}[”"]\s*[-–—:]|^[A-Z][A-Za-z ]{1,40}[—–]\s*(?:A|An|The|Any)\b|\bmeans\b|\bis defined as\b|\bmeasured\b/;

const PROHIBITION_LEAD = /(?:the\s+)?following\s+([\w\s,-]{1,40}?)\s+(?:are|is|shall\s+be)\s+(?:(?:specifically|expressly|hereby|strictly)\s+)?(?:unlawful|prohibited|not\s+(?:allowed|permitted))/i;
// A list's own heading: '8.5-12.  Prohibited residential home occupations:', '(d) Prohibited signs:'.
const PROHIBITED_HEAD = /^(?:(?:\d+(?:[.-]\d+)*\.?|\(?[a-z\d]{1,3}[.)])\s+)?(?:Prohibited|Unlawful)\s+([A-Za-z][\w\s,-]{2,60}?)\s*:\s*$/i;
// … and its counterpart: '8.5-11.  Permitted residential home occupations:'.
const PERMITTED_HEAD = /^(?:(?:\d+(?:[.-]\d+)*\.?|\(?[a-z\d]{1,3}[.)])\s+)?(?:Permitted|Allowed)\s+([A-Za-z][\w\s,-]{2,60}?)\s*:\s*$/i;
// 'No further grave plots will be sold …', 'No sign may be painted …' ban as 'shall be' does.
const NO_SHALL_BE = /^(?:(?:\d{1,2}|[a-zA-Z])[.)]\s+)?\(?No\s+([A-Za-z][\w\s-]{2,40}?)\s+(?:shall|will|may)\s+be\s+([^.;]{3,160})/;
// '… to build docks … without first obtaining a permit from the mayor': doing it needs the permit applied for; it is no ban.
const WITHOUT_LEAVE = /\bwithout\s+(?:first\s+)?(?:(?:obtaining|having|securing|receiving|getting)\s+)?(?:an?\s+|the\s+)?(?:[\w-]+\s+){0,3}?(?:permit|permission|licen[cs]e|approval|consent|certificate|authori[sz]ation|variance)s?\b/i;
// 'Under no circumstances will an alcoholic beverage license be issued', '… shall a shooting range be permitted'.
const NO_CIRCUMSTANCES = /\bunder\s+no\s+circumstances\s+(?:shall|will|may|should)\s+(?:an?\s+|any\s+|the\s+)?([\w\s/-]{3,60}?)\s+be\s+(?:issued|permitted|allowed|granted|conducted|located|placed|erected|operated|stored|sold|kept)\b/i;
// A paragraph's run-in heading: 'Bed and breakfast (residential). Limited to …'.
const PARAGRAPH_LEAD = /^((?:[A-Z][\w-]*|and|or|of)(?:\s+(?:[\w-]+|\([^)]{1,30}\))){0,6})\.\s/;
const UNLAWFUL_TO = /\bit\s+(?:shall\s+be|is)\s+(?:an?\s+)?unlawful(?:\s+practice)?\s+(?:for\s+[^.]{0,80}?\s)?to\s+([^.;]{3,160})/i;
const BARRED_APPLICANT = /^(?:\(?\w{1,3}[.)]\s+)?No\s+((?:[\w-]+\s+){0,3}?(?:licen[cs]e|permit))\s+shall\s+be\s+(?:issued|granted)\s+to\s+(?:an?|any)\s+(?:applicant|person)\s+who\s+([^.;]+)/i;
const BARRED_APPLICANT_FIRST = /^(?:\(?\w{1,3}[.)]\s+)?No\s+(?:applicant|person)\s+who\s+([^.;]+?)\s+shall\s+be\s+(?:granted|issued)\s+(?:an?\s+)?((?:[\w-]+\s+){0,3}?(?:licen[cs]e|permit))/i;
// Words of a condition on the applicant that say nothing of what the applicant did or is.
const BARRED_GENERIC = tokenize('has have had been is was any license licence permit applicant application issued him her his');
const NOT_A_THING = /^(?:entitled|deemed|construed|considered|required|liable|responsible|held|eligible|exempt|issued|granted|approved|valid|transferable|refunded|assigned|renewed)\b/i;
/** Where a banned thing is banned: 'glass containers | within the area of any special event'. */
const PLACE_CUE = /\s+(?:within|inside|upon|along|in|on|at)\s+/i;
// 'No permit issued shall authorize the burning of tires or other large rubber …': what no permit can allow.
const NO_PERMIT_AUTHORIZES = /\bno\s+(?:permit|licen[cs]e|approval|certificate)\s+(?:issued\s+)?(?:\w+\s+){0,3}?shall\s+(?:authori[sz]e|allow|permit)\s+(?:the\s+)?([^.;]{3,160})/i;
// 'Use of a mobile home shall not be permitted in the manufactured home park.': the thing, then where or how.
// 'Monuments or stones of any kind, or enclosures, walls or coping, shall not be permitted on any graves': a list of things.
const NOT_PERMITTED = /^(?:the\s+)?(?:use\s+of\s+)?(?:an?\s+|the\s+)?([A-Za-z][\w\s,-]{2,80}?),?\s+(?:is|are|shall)\s+not\s+(?:be\s+)?(?:permitted|allowed)\b([^.;]{0,120})/i;
// 'Payment may be made only by certified check', 'payment in cash or by certified check for all applicable license fees'.
const PAY_FORM = String.raw`(?:cash|certified\s+(?:check|funds)|cashier'?s\s+checks?|money\s+orders?|bank\s+drafts?)`;
const PAYMENT_FORMS = new RegExp(String.raw`\b(?:payment|paid|payable|fees?)\b[^.;]{0,60}?\b(?:by|in)\s+(${PAY_FORM}(?:\s*,?\s*(?:or\s+)?(?:by\s+|in\s+|a\s+)?${PAY_FORM})*)`, 'i');
// 'Mobile home means …', 'The term "junk vehicle" means …'.
const DEFINED_TERM = /^(?:the\s+term\s+)?["“]?([A-Z][A-Za-z' -]{2,40}?)["”]?,?\s+(?:means|shall\s+mean|is\s+defined\s+as)\s/;
// '… which has not been inspected and approved as meeting the requirements of …': what the defined thing lacks.
const LACKS = /\b(?:has|have|is|are|was|were|does|do)\s+not\s+(?:been\s+)?([^;]{15,220})/i;
/** A definition names what its thing lacks with at least this many words of its own. */
const LACKS_MIN_TERMS = 3;
const PROHIBITED_SENTENCE = /^(?:the\s+)?([\w\s,/-]{3,80}?)\s+(?:are|is|shall\s+be)\s+(?:hereby\s+)?prohibited\b/i;
// 'a. ', 'B) ', '12. ', and the codifiers' '(e) ', '(iv) '.
const LIST_ITEM = /^\s*(?:\((?:[A-Za-z]|\d{1,2}|[ivx]{1,4})\)|(?:[A-Z]|[a-z]|\d{1,2})[.)])\s+/;
const EXCEPTION = /\b(?:except|unless|other\s+than|provided\s+that|notwithstanding)\b/i;
// 'except as specifically allowed elsewhere in this ordinance' names no exception of its own.
const BOILERPLATE_EXCEPTION = /\bexcept\s+as\s+(?:(?:specifically|otherwise)\s+)*(?:(?:allowed|authorized|permitted|provided)\s+(?:elsewhere\s+)?(?:in|by)\s+this\s+\w+(?:\s+ordinance|\s+code)?|(?:set\s+forth|provided|stated)\s+(?:herein|in\s+this\s+\w+))\.?$/i;
const PROHIBITION_GENERIC = ['any', 'wholli', 'partial', 'locat', 'attach', 'equip', 'alter', 'construct', 'maintain', 'sign'];

// 'shall have appended thereto, or as a part thereof, an oath': a short aside between the verb and the item is skipped.
const SUBMITTAL = /\b(?:shall|must)\s+(?:also\s+)?(?:include|submit|provide|be\s+accompanied\s+by|attach|require|have\s+(?:appended|attached)\s+(?:thereto|to\s+it))(?:\s*,[^,.;]{0,40},)?\s+(?:at\s+least\s+)?(?:(?:a|an|the)\s+)?([^.;:,]{3,80})/i;
// 'the applicant shall deposit with the clerk of council … a surety bond or cashier check in favor of the town',
// 'Each applicant … shall be required to file a surety bond with the city clerk'.
const DEPOSIT = /\b(?:shall|must)\s+(?:be\s+required\s+to\s+)?(?:first\s+)?(?:deposit|file)\s+(?:with\s+[^.;]{0,80}?\s)?(?:a|an)\s+([^.;:,]{3,60})/i;
const SUBMITTAL_PASSIVE = /\b(?:a|an)\s+([A-Z][\w-]*(?:\s+[A-Z][\w-]*){0,3})\s+(?:shall|must)\s+be\s+(?:required|submitted|provided|included)/;
// 'A photo identification card of the designated agent must be provided.': a sentence that is one required item.
const SUBMITTAL_SENTENCE = /^(?:an?|the)\s+([a-z][\w\s'-]{2,60}?)\s+(?:shall|must)\s+be\s+(?:provided|submitted|attached|included|furnished|enclosed)\b/i;
// Words of a submittal's sentence that name no item ('at least the following', 'the application').
// A document is named by its head, not by how good it must be or that it proves: 'a detailed plan of the site' is a
// plan of the site, 'proof of financial responsibility' is shown by 'a letter … showing financial responsibility'.
const ITEM_GENERIC = ['following', 'least', 'applic', ...tokenize('detailed complete completed proper current necessary accurate legible true correct proof evidence copy')];
// What follows the head says what the document shows, not which document it is: 'a site plan showing the sign location
// and any existing or proposed landscaping' is a site plan, present when the form says 'Site plan showing location'.
const ITEM_CUT = /\s+(?:as|that|which|to|for|before|regarding|in|on|with|from|when|if|by\s+the|of\s+the\s+impact|showing|indicating|depicting|identifying|describing|detailing|listing|setting\s+forth|drawn|\(?including|\(?such\s+as)\b.*$/i;
// Only things an applicant hands in count as submittals ('a Mitigation Plan', 'a site map'), not 'review and approval'.
const DOCUMENT = /\b(?:oaths?|instruments?|(?:certified|cashier'?s)\s+checks?|plans?|reports?|statements?|photo(?:graph)?s?|maps?|surveys?|drawings?|sketch(?:es)?|letters?|certificates?|certification|proof|bonds?|agreements?|affidavits?|evidence|study|studies|analys[ie]s|inventory|narratives?|elevations?|renderings?|plats?|cop(?:y|ies)|documentation|consent|authorization|forms?|warrant(?:y|ies)|assessments?)\b/i;
// 'The application shall describe and set forth the following:', 'Each application must include the following'.
// '… shall include the following:', or 'Such application should include:' right before its list.
const SUBMITTAL_LIST_LEAD = /\bapplications?\b[^.]{0,200}?\b(?:shall|must)\b[^.]{0,40}\b(?:include|contain|set\s+forth|provide|submit|be\s+accompanied\s+by|show)\b[^.]{0,30}\bfollowing\b[^.]*:?\s*$|\bapplications?\s+(?:shall|must|should)\s+(?:also\s+)?(?:include|contain)\s*:\s*$/i;
const CONDITIONAL = /^(?:if|when|where|in\s+the\s+event|unless)\b|\b(?:may|consider)\s+(?:require|requiring)\b|^in\s+(?:a|an|any)\s+[^,.]{0,60}?\b(?:that|which|where|involving)\b/i;
const MANDATORY_SUBJECT = /\b(?:all|each|every|any)\s+(?:applications?|permits?|applicants?)\b/i;

const DISCRETION = /\b(?:review\s+and\s+approval\s+or\s+denial|determination\s+(?:of\s+this\s+condition\s+)?shall\s+be\s+made|case[-\s]by[-\s]case|at\s+(?:its|the)\s+discretion|may\s+(?:be\s+)?(?:issued|approved|granted|denied)|criteria\s+shall\s+be\s+considered|if\s+deemed\s+necessary|reasonable\s+conditions)\b/i;
const NO_PERMIT = /\b(?:do(?:es)?\s+not\s+require\s+(?:a|any)\s+permit|without\s+(?:the\s+)?issuance\s+of\s+a\s+permit|(?:is|are|shall\s+be)\s+exempt(?:ed)?\s+from)\b/i;
const FEE_ROW = /^(.*?)(\$\s?[\d,]+(?:\.\d{2})?|\bno\s+fee\b)(.*)$/i;

/** Reads the limits, prohibitions, required submittals, fee rows and judgment calls a section states. */
export function readSectionRules(section: CodeSection): SectionRules {
  const sentences = sentencesOf(section.content);
  const schedule = readFees(section.content);
  const rules: SectionRules = { limits: [], prohibitions: [], submittals: [], fees: schedule.length ? schedule : readRate(section), discretion: [], noPermit: [], definitions: [], payment: [] };
  const title = `${section.heading ?? ''} ${section.citation ?? ''}`;
  // A long list of prohibitions may be cut into several chunks; the section's heading still says what the list is.
  const titleSubject = /prohibit|unlawful/i.test(title) ? keyTerms(title.replace(/\bprohibit\w*|unlawful/gi, ' ')) : null;
  let listSubject: Set<string> | null = titleSubject;
  let requiredList = false;
  let listStyle: string | null = null;
  // The items of a definition's list ('… is defined as a retail market which meets all of the following criteria:')
  // say what makes a thing that kind of thing; their sizes are no limit on an application.
  let definingStyle: string | null | undefined;
  let exceptOf: string | null = null;
  // A paragraph that opens with a condition ('(1) Approval through site plan review. When site plan review … is required
  // for any development, …') asks for what it lists only in that case: its submittals are conditional.
  let conditionalParagraph = false;
  let afterHeading = false;
  // The marker style of a list of permitted kinds being read ('a.' under 'Permitted residential home occupations:').
  let permittedStyle: string | null | undefined;
  for (const s of sentences) {
    if (PERMITTED_HEAD.test(s.text)) {
      permittedStyle = null;
      continue;
    }
    if (permittedStyle !== undefined) {
      if (LIST_ITEM.test(s.text) && (permittedStyle ??= markerStyle(s.text)) === markerStyle(s.text)) {
        // 'Dressmaking, sewing, tailoring, contract sewing (one machine)': each part is a kind; what follows 'but' limits it.
        const kinds = s.text.replace(LIST_ITEM, '').replace(/\([^)]*\)|\bbut\b.*$|\bprovided\b.*$/gi, '').split(/,|;|\bor\b/i).map((part) => keyTerms(part));
        (rules.permitted ??= []).push(...kinds.filter((k) => k.size > 0));
        continue;
      }
      permittedStyle = undefined;
    }
    if (LIST_ITEM.test(s.text)) {
      const own = s.text.replace(LIST_ITEM, '');
      conditionalParagraph = CONDITIONAL.test(own);
      afterHeading = own.length < 60 && /\.\s*$/.test(own);
    } else {
      if (afterHeading && CONDITIONAL.test(s.text)) conditionalParagraph = true;
      afterHeading = false;
    }
    if (definingStyle !== undefined && !(LIST_ITEM.test(s.text) && (definingStyle ??= markerStyle(s.text)) === markerStyle(s.text))) definingStyle = undefined;
    const defining = definingStyle !== undefined;
    if (!defining && DEFINITION.test(s.text) && /:\s*$/.test(s.text)) definingStyle = null;
    // So do the items of a list of what needs no permit ('The following types of signs shall be exempt from the permit
    // requirements of this article:' … 'having a sign area of less than four square feet'): a permit is what is asked.
    if (!defining && NO_PERMIT.test(s.text) && (/:\s*$/.test(s.text) || /\bfollowing\b/i.test(s.text))) definingStyle = null;
    if (SUBMITTAL_LIST_LEAD.test(s.text)) {
      requiredList = true;
      listStyle = null;
      continue;
    }
    // The list ends where an item of another style begins: '(c) The application shall have appended …' after '(8) …'.
    if (requiredList && LIST_ITEM.test(s.text) && (listStyle ??= markerStyle(s.text)) === markerStyle(s.text)) {
      const item = squash(s.text.replace(LIST_ITEM, '')).replace(/\.$/, '');
      const terms = keyTerms(item, ['name', 'address', 'addresses']);
      // 'Any other information that this chapter requires …' names nothing an application could show.
      if (terms.size && !/^(?:any|such)\s+(?:other|additional|further)\b/i.test(item)) rules.submittals.push({ item: clipItem(item), terms, mandatory: true, subject: new Set(), sentence: s, listed: true, alternatives: [terms] });
      continue;
    }
    requiredList = false;
    const lead = PROHIBITION_LEAD.exec(s.text) ?? PROHIBITED_HEAD.exec(s.text);
    if (lead) {
      listSubject = keyTerms(lead[1]);
      if (listSubject.size === 0) listSubject = new Set(keyTerms(lead[1], []));
      // '… shall be prohibited …: kennels, stables; motor vehicle repair or small engine repair; …' lists them inline.
      const colon = s.text.indexOf(':', lead.index + lead[0].length);
      if (colon > 0 && s.text.length - colon > 10) {
        rules.prohibitions.push(...inlineItems(s, colon + 1, listSubject));
        // The list was the sentence's own: the items after it ('(b) The failure … shall be grounds for revocation') are not.
        listSubject = titleSubject;
      }
      continue;
    }
    // The items under a banned item's 'except for:' are what it allows ('1. Public signs.'), not more bans.
    // They end where an item of the banned item's own style, or a new section, begins.
    if (exceptOf !== null && ((LIST_ITEM.test(s.text) && markerStyle(s.text) === exceptOf) || /^(?:Section|Sec\.|§)\s/.test(s.text))) exceptOf = null;
    if (exceptOf !== null) {
      if (!DEFINITION.test(s.text)) rules.limits.push(...withLead(readLimits(s, sentences[sentences.indexOf(s) + 1]), section.content, s));
      continue;
    }
    if (listSubject && LIST_ITEM.test(s.text)) {
      const item = s.text.replace(LIST_ITEM, '');
      if (EXCEPT_LEAD.test(item)) exceptOf = markerStyle(s.text);
      const generic = [...listSubject, ...PROHIBITION_GENERIC];
      const kept = item.replace(BOILERPLATE_EXCEPTION, '');
      rules.prohibitions.push({ subject: listSubject, terms: keyTerms(kept, generic), hasException: hasOwnException(item), sentence: s, alternatives: [...alternativesOf(kept, generic), ...examplesOf(kept, new Set(), generic)] });
    } else if (listSubject && !LIST_ITEM.test(s.text) && /^(?:Section|Sec\.|§|[A-Z][A-Z ]{4,}$)/.test(s.text)) {
      listSubject = null;
    }
    const forbidden = PROHIBITED_SENTENCE.exec(s.text);
    if (forbidden && !listSubject) {
      // 'The use of glass containers within the area of any special event …': the thing must be asserted whole; the
      // event it is banned at is what every such application is for.
      const [thing, place] = forbidden[1].replace(/^(?:the\s+)?use\s+of\s+/i, '').split(PLACE_CUE, 2);
      const subject = place ? keyTerms(thing) : new Set<string>();
      const where = place ? keyTerms(place, [...subject, ...PROHIBITION_GENERIC]) : new Set<string>();
      if (subject.size) rules.prohibitions.push({ subject, terms: where.size ? where : subject, hasException: hasOwnException(s.text), sentence: s, wholeSubject: true, place: where.size > 0 });
      else rules.prohibitions.push({ subject: new Set(), terms: keyTerms(forbidden[1]), hasException: hasOwnException(s.text), sentence: s });
    }
    // 'It shall be unlawful practice for any person … to top any street tree, park tree, or other tree on public property.'
    const unlawful = UNLAWFUL_TO.exec(s.text);
    if (unlawful && !findQuantities(unlawful[1]).length && !WITHOUT_LEAVE.test(s.text.slice(unlawful.index))) {
      const [verb, ...rest] = unlawful[1].trim().split(/\s+/);
      // (Its exception may come after the 160 characters read for the act: '… between the hours of 9:00 p.m. and 7:00 a.m.
      // …, except as permitted by formal written permission of the city.')
      const subject = keyTerms(verb);
      if (subject.size) {
        const generic = [...subject, ...PROHIBITION_GENERIC];
        rules.prohibitions.push({ subject, terms: keyTerms(rest.join(' '), generic), hasException: hasOwnException(s.text.slice(unlawful.index)), sentence: s, wholeSubject: true, alternatives: [...alternativesOf(rest.join(' '), generic), ...examplesOf(rest.join(' '), subject, generic)] });
      }
    }
    const unauthorized = NO_PERMIT_AUTHORIZES.exec(s.text);
    if (unauthorized && !findQuantities(unauthorized[1]).length) {
      rules.prohibitions.push({ subject: new Set(), terms: keyTerms(unauthorized[1], PROHIBITION_GENERIC), hasException: hasOwnException(unauthorized[1]), sentence: s, alternatives: alternativesOf(unauthorized[1], PROHIBITION_GENERIC) });
    }
    const never = NO_CIRCUMSTANCES.exec(s.text);
    if (never && !findQuantities(never[1]).length) {
      // 'Bed and breakfast (residential). … Under no circumstances will an alcoholic beverage license be issued.': the
      // paragraph's lead says what the ban is for; without one, the thing banned must be asserted whole.
      const thing = keyTerms(never[1], PROHIBITION_GENERIC);
      const start = section.content.lastIndexOf('\n', s.index) + 1;
      const lead = start < s.index ? PARAGRAPH_LEAD.exec(section.content.slice(start)) : null;
      const named = lead ? keyTerms(lead[1].replace(/\([^)]*\)/g, ' '), PROHIBITION_GENERIC) : new Set<string>();
      const context = named.size ? named : thing;
      if (thing.size) rules.prohibitions.push({ subject: context, terms: thing, hasException: hasOwnException(s.text), sentence: s, wholeSubject: true });
    }
    const notPermitted = NOT_PERMITTED.exec(s.text);
    if (notPermitted && !findQuantities(s.text).length && !/\b(?:part|portion)\b/i.test(notPermitted[1])) {
      // The thing must be asserted whole; where or how it is not permitted ('in the manufactured home park') too.
      const where = keyTerms(notPermitted[2], [...keyTerms(notPermitted[1]), ...PROHIBITION_GENERIC]);
      // Each thing of a list is banned on its own, asserted whole ('coping' of '… enclosures, walls or coping').
      const things = /,|\bor\b/.test(notPermitted[1]) && where.size ? notPermitted[1].split(/,|\bor\b|\band\b/) : [notPermitted[1]];
      for (const thing of things) {
        const subject = keyTerms(thing, ['kind', 'type', 'sort']);
        if (subject.size) rules.prohibitions.push({ subject, terms: where.size ? where : subject, hasException: hasOwnException(s.text), sentence: s, wholeSubject: true, place: where.size > 0 });
      }
    }
    const paid = PAYMENT_FORMS.exec(s.text);
    if (paid) rules.payment.push({ forms: paymentForms(paid[1]), sentence: s });
    const defined = DEFINED_TERM.exec(s.text);
    const lacking = defined ? LACKS.exec(s.text.slice(defined[0].length)) : null;
    if (defined && lacking) {
      const lacks = keyTerms(lacking[1], ['inspect', 'meet', 'act', 'amend', 'usc']);
      const terms = keyTerms(defined[1]);
      if (lacks.size >= LACKS_MIN_TERMS && terms.size) rules.definitions.push({ term: defined[1].trim().toLowerCase(), terms, lacks, sentence: s, clause: squash(lacking[0]).replace(/[.,;]\s*$/, '') });
    }
    // 'No license shall be issued to an applicant who has previously had revoked … any license', 'No applicant who has a
    // criminal record … shall be granted a license': an applicant the application shows to be so is refused.
    const first = BARRED_APPLICANT_FIRST.exec(s.text);
    const barred = BARRED_APPLICANT.exec(s.text) ?? (first && [first[0], first[2], first[1]]);
    const condition = barred ? keyTerms(barred[2].split(/[,(;]/)[0].replace(/\b\w+ly\b/gi, ' '), BARRED_GENERIC) : new Set<string>();
    if (barred && condition.size && condition.size <= 3) rules.prohibitions.push({ subject: keyTerms(barred[1]), terms: condition, hasException: false, sentence: s, wholeSubject: true, barred: true });
    const negative = NO_SHALL_BE.exec(s.text);
    // A size or distance in it makes it a limit, read as one below; the rest is a prohibition of a kind of thing.
    // 'No applicant shall be entitled to …', 'No permit shall be deemed …' state a right or a reading, not a forbidden thing.
    // 'No more than six licenses may be issued …' is a count, not a ban.
    if (negative && !findQuantities(negative[2]).length && !/\b(?:part|portion)\b|^(?:more|less|fewer|greater)\b/i.test(negative[1]) && !NOT_A_THING.test(negative[2]) && !WITHOUT_LEAVE.test(negative[2])) {
      // 'No such business operation will be allowed …' speaks of what the section licenses: the section names it.
      const subject = /^such\b/i.test(negative[1]) ? new Set<string>() : keyTerms(negative[1], tokenize('no further additional other'));
      rules.prohibitions.push({ subject, terms: keyTerms(negative[2], [...subject, ...PROHIBITION_GENERIC]), hasException: hasOwnException(s.text), sentence: s, wholeSubject: true });
    }
    if (!DEFINITION.test(s.text) && !defining) rules.limits.push(...withLead(readLimits(s, sentences[sentences.indexOf(s) + 1]), section.content, s));
    const submittal = readSubmittal(s);
    if (submittal) rules.submittals.push(conditionalParagraph ? { ...submittal, mandatory: false, conditional: true } : submittal);
    if (DISCRETION.test(s.text)) rules.discretion.push(s);
    if (NO_PERMIT.test(s.text)) rules.noPermit.push(s);
  }
  return rules;
}

/** The kinds of payment a phrase names: 'cash or by certified check' → cash, certified check. */
export function paymentForms(text: string): string[] {
  const kinds: [RegExp, string][] = [
    [/\bcash\b/i, 'cash'],
    [/\bcertified\s+(?:check|funds)/i, 'certified check'],
    [/\bcashier'?s\s+check/i, "cashier's check"],
    [/\bmoney\s+order/i, 'money order'],
    [/\bbank\s+draft/i, 'bank draft'],
    [/\b(?:business|personal|company|corporate)\s+check/i, 'personal or business check'],
    [/\b(?:credit|debit)\s+card/i, 'card'],
  ];
  return kinds.filter(([re]) => re.test(text)).map(([, kind]) => kind);
}

/** The items of a list written in one sentence after its colon, separated by semicolons. */
function inlineItems(s: Sentence, from: number, subject: Set<string>): Prohibition[] {
  const generic = [...subject, ...PROHIBITION_GENERIC];
  // The sentence that says the list is not complete ends the list.
  const list = s.text.slice(from).split(/\.\s/)[0];
  return list
    .split(';')
    .map((item) => item.replace(/^\s*(?:and|or)\s+/i, '').replace(/\.\s*$/, '').trim())
    .filter((item) => keyTerms(item, generic).size > 0)
    .map((item) => ({ subject, item, terms: keyTerms(item, generic), hasException: hasOwnException(item), sentence: s, alternatives: alternativesOf(item, generic, true).concat(singleWords(item, generic)) }));
}

/**
 * The one-word alternatives of an inline list ('kennels, stables, veterinarian clinics'): each is prohibited. Only
 * parts set apart by commas or 'or' count: 'medical and dental clinics' does not forbid everything 'medical'.
 */
function singleWords(item: string, generic: string[]): Set<string>[] {
  return item
    .split(/,|\bor\b/i)
    .map((part) => keyTerms(part, generic))
    .filter((terms) => terms.size === 1);
}

/** The parts of a list item joined by commas or 'or', each as its content words (parts of two or more words only). */
function alternativesOf(item: string, generic: string[], andToo = false): Set<string>[] {
  // In a list of kinds of business, 'barber shops and beauty shops' names two kinds.
  return item
    .split(andToo ? /,|;|\bor\b|\band\b/i : /,|;|\bor\b|\band\/or\b/i)
    .map((part) => keyTerms(part, generic))
    .filter((terms) => terms.size >= 2);
}

/**
 * The one-word examples of a banned kind of thing, each with the banned act: 'to burn manmade materials such as tires,
 * shingles, plastic, lumber, or household garbage' → {burn, tire}, {burn, shingl}, {burn, plastic}, {burn, lumber}. A
 * listed item's examples stand alone ('Veterinary uses (including care, grooming or boarding)' → {care}, {groom},
 * {board}): one-word alternatives, matched only against what the application is for.
 */
function examplesOf(clause: string, act: Set<string>, generic: string[]): Set<string>[] {
  const listed = /\b(?:such\s+as|including)\s+([^.;:]+)/i.exec(clause);
  if (!listed) return [];
  return listed[1]
    .split(/,|\bor\b|\band\b/i)
    .map((part) => keyTerms(part, generic))
    .filter((terms) => terms.size === 1)
    .map((terms) => new Set([...act, ...terms]));
}

function hasOwnException(text: string): boolean {
  const rest = text.replace(BOILERPLATE_EXCEPTION, '').replace(/,\s*$/, '');
  return EXCEPTION.test(rest);
}

// What parts clauses: a comma that is no thousands separator ('$1,000,000.00 for bodily injury or death and $100,000.00
// property damage'), a semicolon or colon, 'and', 'or'.
const CLAUSE_BREAK = /[;:]|,(?!\d{3})|\b(?:and|or)\b/;

function wholeClause(text: string, q: FoundQuantity): Set<string> {
  const before = text.slice(Math.max(0, q.index - 120), q.index).split(CLAUSE_BREAK).at(-1) ?? '';
  const after = text.slice(q.end, q.end + 120).split(CLAUSE_BREAK)[0];
  return keyTerms(`${before} ${after}`);
}

function readLimits(s: Sentence, next: Sentence | undefined): Limit[] {
  const out: Limit[] = [];
  // A sum is a limit only as the least cover an applicant must carry ('insurance … in the amount of at least $15,000').
  const cover = COVER.test(s.text);
  for (const q of findQuantities(s.text)) {
    if (q.dimension === 'money' && !cover) continue;
    const before = s.text.slice(Math.max(0, q.index - 45), q.index);
    const after = s.text.slice(q.end, q.end + 30);
    let kind: Limit['kind'] | null = null;
    let deadline = false;
    const negated = NEGATED.test(s.text.slice(0, q.index));
    // 'No fence shall exceed six feet': a negated 'exceed' is a maximum too.
    if (MAX_BEFORE.test(before) || MAX_AFTER.test(after) || (negated && /\bexceed(?:s|ing)?\s*$/i.test(before))) kind = 'max';
    else if (MIN_BEFORE.test(before) || MIN_AFTER.test(after)) kind = 'min';
    // 'No part … shall be erected within three feet of a property line': a least distance.
    // ('… but not less than the average setback of all lots within 200 feet' is no ban on coming within 200 feet.)
    else if (/\bwithin\s*$/i.test(before) && NEGATED.test(s.text.slice(0, q.index).replace(COMPARATIVE_NEGATION, ' ')) && q.dimension === 'length') kind = 'min';
    // 'Within seven (7) days of any cutting, an application must be filed': a deadline on the applicant (not on the city).
    else if (/\bwithin\s*$/i.test(before) && q.dimension === 'time' && !AUTHORITY_DEADLINE.test(s.text)) deadline = true;
    if (deadline) kind = 'max';
    // '… in the minimum amounts of $1,000,000.00 for bodily injury or death and $100,000.00 property damage': each sum of a
    // list of least amounts is a least amount ('…, with an additional $1,000,000 umbrella coverage' too).
    if (!kind && cover && q.dimension === 'money' && out.at(-1)?.quantity.dimension === 'money' && out.at(-1)?.kind === 'min' && /(?:\band|\bor|,|\bwith\s+an\s+additional|\bplus(?:\s+an?\s+additional)?)\s*$/i.test(before)) kind = 'min';
    // 'Sponsor shall provide liability insurance for the event in the amount of $1,000,000.00': cover the code requires in
    // an amount is the least an applicant may carry.
    if (!kind && cover && q.dimension === 'money' && /\b(?:in\s+the\s+(?:sum|amount)|in\s+an\s+amount)\s+of\s*$/i.test(before) && REQUIRES.test(s.text.slice(0, q.index))) kind = 'min';
    if (q.dimension === 'money' && kind !== 'min') continue;
    if (!kind) continue;
    const near = `${before} ${s.text.slice(q.end, q.end + 40)}`;
    // The clause around the number says what it limits ('three feet of a street front property line').
    // (From a word's start: thirty characters back may cut one.)
    const lead = q.index > 30 ? s.text.slice(q.index - 30, q.index).replace(/^\S*\s/, '') : s.text.slice(0, q.index);
    const clause = `${lead.split(/,|;|\bor\b|\band\b/).at(-1)}${s.text.slice(q.index, q.end + 60).split(/,|;|\bor\b|\band\b/)[0]}`;
    // 'This type of sign is typically used as a name plate.' tells what the sentence before it is about.
    const follow = next && /^(?:this|these|such)\b/i.test(next.text) ? next.text : '';
    out.push({
      kind,
      quantity: q,
      // '… filed at least 30 days prior to the proposed special event' is a lead time, not how long the event lasts.
      aspect: q.dimension === 'time' && LEAD_AFTER.test(after) ? 'lead' : aspectOf(q.dimension, kind === 'min' && /within|closer|from/i.test(before) ? `from ${near}` : near),
      sentence: s,
      terms: keyTerms(`${s.text} ${follow}`),
      // The words of its own clause: what follows up to the next comma or 'or' ('…, or 25 percent of the gross floor
      // area of the dwelling' limits something else).
      local: keyTerms(`${clause} ${s.text.slice(q.end, q.end + 60).split(/,|;|\bor\b/)[0]}`),
      clause: wholeClause(s.text, q),
      ...(deadline ? { deadline } : {}),
      // '… within ten business days …. If the registration is not transferred within ten business days, a $20.00 penalty
      // will be applied': filing late costs the penalty; it does not bar the application.
      ...(deadline && LATE_PENALTY.test(s.text) ? { latePenalty: s } : deadline && next && LATE_PENALTY.test(next.text) ? { latePenalty: next } : {}),
    });
  }
  // 'At least 90 percent of … sales … or … a minimum of 400 square feet of floor space': two least amounts joined by 'or'
  // are two ways to qualify; falling short of one is no shortfall while the other may be met.
  for (let i = 1; i < out.length; i++) {
    const [a, b] = [out[i - 1], out[i]];
    const from = s.text.indexOf(a.quantity.raw) + a.quantity.raw.length;
    const between = s.text.slice(from, s.text.indexOf(b.quantity.raw, from));
    if (a.kind === 'min' && b.kind === 'min' && a.quantity.dimension !== b.quantity.dimension && /\bor\b/i.test(between)) a.either = b.either = true;
  }
  return out;
}

/** The limits of a sentence, each with its paragraph's lead ('(2)  Directional signs. Two signs of not more than …'). */
function withLead(limits: Limit[], content: string, s: Sentence): Limit[] {
  if (!limits.length) return limits;
  const start = content.lastIndexOf('\n', s.index) + 1;
  const marker = LIST_ITEM.exec(content.slice(start))?.[0].length ?? 0;
  const lead = PARAGRAPH_LEAD.exec(content.slice(start + marker));
  // Only a lead before the sentence: a short sentence of its own ('Maximum height is 6 feet.') is no lead.
  const words = lead && start + marker + lead[0].length <= s.index + 1 ? keyTerms(lead[1].replace(/\([^)]*\)/g, ' ')) : null;
  return words?.size ? limits.map((l) => ({ ...l, lead: words })) : limits;
}

/** A list marker's style: '(1)' → '(9', '(c)' → '(a', 'B.' → 'A.'; items of one list share it. */
function markerStyle(text: string): string {
  const marker = LIST_ITEM.exec(text)?.[0].trim() ?? '';
  return marker.replace(/\d+/, '9').replace(/[a-z]+/, 'a').replace(/[A-Z]+/, 'A').replace(/[).]$/, '');
}

/** A listed item's name for a message: up to its first clause. */
function clipItem(item: string): string {
  const head = item.split(/,\s+(?:drawn|showing|including|granting|which|that)\b|;/)[0];
  return head.length > 120 ? `${head.slice(0, 119).trimEnd()}…` : head;
}

function readSubmittal(s: Sentence): Submittal | null {
  const active = SUBMITTAL.exec(s.text) ?? DEPOSIT.exec(s.text);
  const passive = active ? null : (SUBMITTAL_PASSIVE.exec(s.text) ?? SUBMITTAL_SENTENCE.exec(s.text));
  const match = active ?? passive;
  if (!match) return null;
  // 'shall attach to the application evidence of ownership': the item is what follows 'to the application'.
  // '… shall provide to the Town of Thunderbolt a copy of …': the item follows the body it goes to.
  const item = squash(match[1]).replace(/^(?:to|with)\s+(?:the|this|each|an?)\s+(?:application|permit)\s+(?:for\s+(?:an?\s+|the\s+)?(?:licen[cs]e|permit)\s+)?/i, '').replace(/^(?:to|with)\s+(?:the\s+)?(?:[A-Z][\w-]*\s+(?:of\s+)?){1,5}\s*(?=(?:an?|the)\s)(?:an?|the)\s+/, '').replace(RECIPIENT, '').replace(ITEM_CUT, '').trim();
  const terms = keyTerms(item, ITEM_GENERIC);
  // 'shall provide such documentation' points back at something said before: it names no item of its own.
  if (!terms.size || terms.size > 5 || /following/i.test(match[1].slice(0, 20)) || /^such\b/i.test(item) || !DOCUMENT.test(item)) return null;
  const subject = keyTerms(s.text.slice(0, match.index));
  const conditional = CONDITIONAL.test(s.text);
  const mandatory = !conditional && (MANDATORY_SUBJECT.test(s.text) || Boolean(passive) || /\bapplica(?:tion|nt)\b/i.test(s.text.slice(0, match.index)));
  return { item, terms, mandatory, conditional, subject, sentence: s, alternatives: itemAlternatives(item) };
}

// '… shall furnish to the city a statement …', '… file with the city clerk an affidavit …': the body it goes to comes first.
const RECIPIENT = /^(?:to|with)\s+(?:the\s+)?(?:city|town|county|village|municipal|council|clerk|mayor|chief|police|fire|department|board|commission|official|administrator|director|manager|office|\s)+(?=(?:an?|the)\s)(?:an?|the)\s+/i;

/** 'post-demolition or relocation plans' → 'post-demolition plans', 'relocation plans': the head noun is shared. */
function itemAlternatives(item: string): Set<string>[] {
  const parts = item.split(/\s*,\s*(?:or\s+)?|\s+or\s+/i).filter(Boolean);
  if (parts.length < 2) return [keyTerms(item, ITEM_GENERIC)];
  const last = parts.at(-1)!;
  const head = DOCUMENT.exec(last)?.[0].split(/\s+/).at(-1) ?? '';
  // The document's own noun counts here, generic as 'plans' is: 'relocation plans' is not the permit's 'relocation'.
  return parts.map((part) => {
    const document = DOCUMENT.exec(part)?.[0] ?? head;
    return new Set([...keyTerms(DOCUMENT.test(part) ? part : `${part} ${head}`, ITEM_GENERIC), ...tokenize(document.split(/\s+/).at(-1) ?? '')]);
  });
}

function readFees(content: string): FeeRow[] {
  const lines = content.split(/\n/);
  const rows: FeeRow[] = [];
  let offset = 0;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const m = FEE_ROW.exec(line);
    if (m && m[1].trim().length >= 3 && /[A-Za-z]/.test(m[1]) && !/\b(?:fines?|penalt(?:y|ies)|deposits?|bonds?|late|excise)\b/i.test(line)) {
      let label = m[1].trim();
      const next = lines[i + 1]?.trim() ?? '';
      // A schedule's row label often wraps onto the next line ('TREE CUTTING PERMIT $20 per tree' / 'OUTSIDE OF WQRA').
      const after = lines[i + 2]?.trim() ?? '';
      const wraps = !after || FEE_ROW.test(after);
      if (wraps && next && !FEE_ROW.test(next) && next.length < 40 && next === next.toUpperCase() && /[A-Z]/.test(next)) label = `${label} ${next}`;
      const amount = /no\s+fee/i.test(m[2]) ? 0 : Number(m[2].replace(/[$,\s]/g, ''));
      const per = /\bper\s+((?:residential\s+)?\w+)/i.exec(m[3]);
      rows.push({
        label,
        terms: feeTerms(label),
        amount,
        perUnit: per ? per[1].toLowerCase() : null,
        plusCosts: /\+|\bplus\b|actual\s+costs?/i.test(m[3]),
        sentence: { text: line.trim(), index: offset + (line.length - line.trimStart().length) },
      });
    }
    offset += line.length + 1;
  }
  rows.push(...readFeeColumns(lines));
  // A schedule lists several fees; a lone dollar amount in prose is not one.
  return rows.length >= 3 ? rows : [];
}

const RATE = /\$\s?([\d,]+(?:\.\d{2})?)\s+(?:per|a|an|for\s+each|each)\s+(square\s+foot|square\s+feet|sq\.?\s*ft\.?|linear\s+foot|tree|sign|day|acre)\b/i;

/** A fee stated as a rate in prose ('The rate shall be $5.00 a square foot'): one row, per unit, about what the section is. */
function readRate(section: CodeSection): FeeRow[] {
  const sentences = sentencesOf(section.content);
  for (let i = 0; i < sentences.length; i++) {
    const m = RATE.exec(sentences[i].text);
    if (!m || /\b(?:fines?|penalt(?:y|ies)|late)\b/i.test(sentences[i].text)) continue;
    // 'such fees shall not exceed $80.00 per acre', 'up to, but not exceeding, $3,000.00 per acre': a cap on what may be
    // charged, not the fee.
    if (MAX_BEFORE.test(sentences[i].text.slice(0, m.index).replace(/[\s,]+$/, ''))) continue;
    const about = `${section.heading ?? ''} ${sentences[i - 1]?.text ?? ''} ${sentences[i].text}`;
    const unit = /^sq|square/i.test(m[2]) ? 'square foot' : m[2].toLowerCase();
    return [{ label: squash(m[0]), terms: keyTerms(about), amount: Number(m[1].replace(/,/g, '')), perUnit: unit, plusCosts: false, sentence: sentences[i] }];
  }
  return [];
}

/** A fee row's words; 'within' and 'outside' tell rows apart ('WITHIN WQRA' / 'OUTSIDE OF WQRA'), so they stay. */
function feeTerms(label: string): Set<string> {
  const terms = keyTerms(label);
  if (/\bwithin\b/i.test(label)) terms.add('within');
  return terms;
}

const AMOUNT_LINE = /^\s*(\$\s?[\d,]+(?:\.\d{2})?|no\s+fee)\b(.*)$/i;
const LABEL_LINE = /^[A-Z0-9][A-Z0-9 ,/&()'’.-]{2,60}$/;

/**
 * A fee table whose text layer lists the labels first and the amounts after ('TREE CUTTING PERMIT' / 'WITHIN WQRA'
 * … then '$20 per tree' …): the labels are paired with the amounts in order when they divide evenly.
 */
function readFeeColumns(lines: string[]): FeeRow[] {
  const out: FeeRow[] = [];
  const offsets: number[] = [];
  lines.reduce((at, line, i) => ((offsets[i] = at), at + line.length + 1), 0);
  let i = 0;
  while (i < lines.length) {
    const labels: number[] = [];
    while (i < lines.length && LABEL_LINE.test(lines[i].trim()) && !AMOUNT_LINE.test(lines[i]) && !/actual\s+costs?$/i.test(lines[i].trim())) labels.push(i++);
    const amounts: { line: number; text: string }[] = [];
    while (i < lines.length && (AMOUNT_LINE.test(lines[i]) || !lines[i].trim() || /^[a-z+]/.test(lines[i].trim()))) {
      if (AMOUNT_LINE.test(lines[i])) amounts.push({ line: i, text: lines[i].trim() });
      else if (lines[i].trim() && amounts.length) amounts[amounts.length - 1].text += ` ${lines[i].trim()}`;
      i++;
    }
    if (labels.length && amounts.length && labels.length % amounts.length === 0) {
      const k = labels.length / amounts.length;
      amounts.forEach((a, n) => {
        const first = labels[n * k];
        const last = labels[n * k + k - 1];
        const label = lines.slice(first, last + 1).map((l) => l.trim()).join(' ');
        const m = AMOUNT_LINE.exec(a.text)!;
        const per = /\bper\s+((?:residential\s+)?\w+)/i.exec(m[2]);
        const start = offsets[first] + (lines[first].length - lines[first].trimStart().length);
        out.push({
          label,
          terms: feeTerms(label),
          amount: /no\s+fee/i.test(m[1]) ? 0 : Number(m[1].replace(/[$,\s]/g, '')),
          perUnit: per ? per[1].toLowerCase() : null,
          plusCosts: /\+|\bplus\b|actual\s+costs?/i.test(m[2]),
          sentence: { text: lines.slice(first, last + 1).join('\n').trim(), index: start },
        });
      });
    }
    if (!labels.length && !amounts.length) i++;
  }
  return out;
}
