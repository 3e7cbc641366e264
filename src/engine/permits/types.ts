/** The four advice statuses, from most to least favourable (spec §4). */
export const PERMIT_STATUSES = ['approve', 'maybe_approve', 'needs_revision', 'deny'] as const;
export type PermitStatus = (typeof PERMIT_STATUSES)[number];

/** What a quantity measures, so that only like is compared with like. */
export type Dimension = 'area' | 'length' | 'time' | 'money' | 'count' | 'percent';

/** A number with its unit, normalised: area in square feet, length in feet, time in days, money in dollars. */
export type Quantity = { value: number; dimension: Dimension; unit: string; raw: string };

/** A `Label: value` pair read from the application form; `where` says where on the application it was read. */
export type FormField = { label: string; value: string; where?: string };

/** A checkbox on the form and whether it was ticked. */
export type Checkbox = { label: string; checked: boolean; where?: string };

/** A quantity the applicant stated, with the label or words it was stated under. */
export type StatedQuantity = Quantity & { label: string; aspect: Aspect; elapsed?: boolean; /** Read from a letter's sentence, not a labelled field. */ prose?: boolean; /** How a share was worked out from two stated areas. */ basis?: string };

/** Which side of a thing a length or area measures (height, distance from a line, extent, area, how many, how long). */
/** 'lead': a time before something ('at least 30 days prior to the event'), never a thing's duration. */
export type Aspect = 'height' | 'distance' | 'extent' | 'area' | 'count' | 'duration' | 'lead' | 'money' | 'other';

/** The facts read from an application PDF. */
export type ApplicationFacts = {
  /** The kind of permit asked for, as the form names it ('' when it does not). */
  permitType: string;
  /** The work described, in the applicant's words. */
  work: string;
  fields: FormField[];
  checkboxes: Checkbox[];
  quantities: StatedQuantity[];
  dates: string[];
  /** The fee the applicant paid or enclosed, in dollars; null when the form states none. */
  feePaid: number | null;
  /** Signature lines: which were signed and which were left blank. */
  signatures: { label: string; signed: boolean }[];
  /** Text of what the applicant asserts (ticked boxes, filled fields, the description), negations removed. */
  assertedText: string;
  /** Text of what the applicant denies or left unticked. */
  deniedText: string;
  /** The labels of the fields the applicant filled in (a 'Mitigation Plan' field with the plan in it), and a letter's clauses. */
  filledLabels: string;
  text: string;
};

/** One retrieved section of the municipality's code, as the chat's retrieval returns it. */
export type CodeSection = {
  chunkId: number;
  documentName: string;
  sectionLabel: string | null;
  citation: string | null;
  heading: string | null;
  content: string;
};

/** Finds code sections for a query, best first (the chat's retrieval over the municipality's index). */
export type PermitSearchPort = { search(query: string, limit: number): Promise<CodeSection[]> };

/** What a check concluded. */
export type FindingKind =
  | 'prohibited'
  | 'limit_exceeded'
  | 'limit_met'
  | 'limit_unclear'
  | 'submittal_missing'
  | 'submittal_present'
  | 'submittal_unverified'
  | 'fee_short'
  | 'fee_met'
  | 'fee_unclear'
  | 'signature_missing'
  | 'judgment'
  | 'no_permit_needed'
  | 'no_governing_law'
  /** The section on this kind of permit, named beside findings drawn from other sections; it decides nothing. */
  | 'governing_section';

/** A finding of the review: what was checked, what it means, and the provision it rests on. */
export type Finding = {
  kind: FindingKind;
  message: string;
  section: CodeSection | null;
  /** Text that occurs verbatim in the section's content. */
  quote: string | null;
  /** Drawn from comparing a stated figure with a limit (a lot too small is a denial, but only if the limit governs). */
  measured?: boolean;
};

/** A citation of the advice: the chunk, document and section, and the exact words quoted. */
export type PermitCitation = { n: number; chunkId: number; document: string; section: string; quote: string };

/** The advice for one application. */
export type PermitReview = {
  status: PermitStatus;
  rationale: string;
  contextItems: { title: string; text: string }[];
  citations: PermitCitation[];
  combinedOutput: string;
  findings: Finding[];
  facts: ApplicationFacts;
};
