/*
 * The planted test set's definition (scripts/plant-conflicts.ts writes it out): which corpus text each planted
 * document copies, the one-word changes it carries, and the contradictions those changes (and the real Rivergrove
 * Ordinance 89-2018) must raise. A side names a document by its file: a corpus path ('dc/…', 'pdf/…') or a planted file.
 */

export type PlantedPart = { from: RegExp; to: RegExp | null } | { text: string };
export type PlantedDocument = {
  file: string;
  /** The document's name when uploaded. */
  name: string;
  /** The corpus file it copies from (relative to shared/corpus), or null for a generated enactment. */
  source: string | null;
  parts: PlantedPart[];
  changes: { find: string; replace: string; note: string }[];
};
export type PlantedSide = { file: string; section: string };
export type PlantedContradiction = {
  id: string;
  kind: 'quantity' | 'supersession' | 'definition' | 'requirement';
  sides: [PlantedSide, PlantedSide];
  /** Words each side's quote must contain (the planted change and what it was). */
  quotes: [string, string];
  /** A question whose answer cites one side, for the per-answer scan. */
  question: string;
};

const TITLE_25 = 'dc/dc-title-25-alcoholic-beverages.txt';
const TITLE_8 = 'dc/dc-title-08-animals-litter-dumping.txt';
const TREE_ORDINANCE = 'pdf/rivergrove-or-ord-89-2018-tree-cutting.pdf';
const FEE_RESOLUTION = 'pdf/rivergrove-or-res-259-2018-planning-development-fees.pdf';
const DC_HEAD = (title: string) => ({ text: `CODE OF THE DISTRICT OF COLUMBIA\n\n${title}` });

const documents: PlantedDocument[] = [
  {
    file: 'planted-dc-title-25-ch7-print-2019.txt',
    name: 'PLANTED DC Code Title 25, Chapter 7 (2019 print)',
    source: TITLE_25,
    parts: [DC_HEAD('TITLE 25. ALCOHOLIC BEVERAGES. [ENACTED TITLE]'), { from: /^CHAPTER 7\. STANDARDS OF OPERATION\./, to: /^Subchapter IV\. / }],
    changes: [
      { find: '(2) 3:00 a.m. and 6:00 a.m. on Saturday and Sunday', replace: '(2) 4:00 a.m. and 6:00 a.m. on Saturday and Sunday', note: 'weekend closing hour 3:00 a.m. → 4:00 a.m.' },
      { find: '(i) $250 for a CN licensee;', replace: '(i) $300 for a CN licensee;', note: 'Inaugural Week fee for a CN licensee $250 → $300' },
      { find: 'shall possess a manager’s license.', replace: 'is not required to possess a manager’s license.', note: 'manager’s licence requirement turned into an exemption' },
    ],
  },
  {
    file: 'planted-dc-title-25-ch1-5-print-2019.txt',
    name: 'PLANTED DC Code Title 25, Chapters 1–5 (2019 print)',
    source: TITLE_25,
    parts: [{ from: /^CODE OF THE DISTRICT OF COLUMBIA/, to: /^CHAPTER 6\. / }],
    changes: [
      {
        find: '“Go-cup” means a drinking utensil provided at no charge or a nominal charge to a customer for the purpose of consuming alcoholic beverages off the premises of an establishment.',
        replace: '“Go-cup” means any open container sold or given to a customer so that the customer may leave the establishment while still drinking.',
        note: 'definition of “Go-cup” reworded',
      },
      { find: '(b)(1) No license shall be issued for any establishment within 400 feet', replace: '(b)(1) No license shall be issued for any establishment within 300 feet', note: 'school distance 400 feet → 300 feet' },
      { find: '| Retailer’s license (off-premises), class A. (beer, wine, and spirits) | $2,000 |', replace: '| Retailer’s license (off-premises), class A. (beer, wine, and spirits) | $2,400 |', note: 'off-premises class A annual fee $2,000 → $2,400' },
    ],
  },
  {
    file: 'planted-dc-title-08-ch18-print-2019.txt',
    name: 'PLANTED DC Code Title 8, Chapter 18 (2019 print)',
    source: TITLE_8,
    parts: [DC_HEAD('TITLE 8. ENVIRONMENTAL AND ANIMAL CONTROL AND PROTECTION.\n\nSUBTITLE E. ANIMAL CONTROL AND PROTECTION.'), { from: /^CHAPTER 18\. ANIMAL CONTROL\./, to: /^Subchapter II\. / }],
    changes: [
      { find: '(3) $50 for all other dogs.', replace: '(3) $65 for all other dogs.', note: 'dog licence fee $50 → $65' },
      { find: 'or within 10 days of acquiring the dog,', replace: 'or within 30 days of acquiring the dog,', note: 'licence deadline after acquiring a dog 10 → 30 days' },
    ],
  },
  {
    file: 'planted-ordinance-31-2024-noise.txt',
    name: 'PLANTED Ordinance No. 31-2024 (noise from licensed premises)',
    source: TITLE_25,
    parts: [
      {
        text:
          'ORDINANCE NO. 31-2024\n\nAN ORDINANCE REPEALING AND REPLACING § 25-725 CONCERNING NOISE FROM LICENSED PREMISES\n\n' +
          'BE IT ORDAINED BY THE COUNCIL:\n\nSection 1. § 25-725 of the District of Columbia Official Code is hereby repealed and replaced with a new § 25-725 that provides as follows:',
      },
      { from: /^§ 25-725\. Noise from licensed premises\./, to: /^\(c\) The licensees under this subchapter/ },
      { text: 'Section 2. This ordinance takes effect on January 1, 2025.\n\nADOPTED by the Council this 10th day of December, 2024.' },
    ],
    changes: [],
  },
  {
    file: 'planted-rivergrove-ldo-5-100-ord-74-2004.txt',
    name: 'PLANTED Rivergrove Land Development Ordinance § 5.100 (Ordinance 74-2004)',
    source: TREE_ORDINANCE,
    parts: [
      { text: 'ORDINANCE NO. 74-2004\n\nRIVERGROVE LAND DEVELOPMENT ORDINANCE, ATTACHMENT D (EXCERPT)' },
      { from: /^Section 5\.100\. Tree Cutting$/, to: null },
    ],
    changes: [
      { find: 'not to exceed $5,000.00 per tree', replace: 'not to exceed $1,000.00 per tree', note: 'fine per tree $5,000.00 → $1,000.00 (the older text)' },
      { find: 'a minimum of 12” DBH', replace: 'a minimum of 10” DBH', note: 'a “Tree” is 10” DBH rather than 12” (the older text)' },
    ],
  },
  {
    file: 'planted-rivergrove-res-301-2021-fees.txt',
    name: 'PLANTED Rivergrove Resolution No. 301-2021 (fee schedule)',
    source: FEE_RESOLUTION,
    parts: [{ text: 'RESOLUTION NO. 301-2021' }, { from: /^A RESOLUTION MODIFYING THE POLICY/, to: /^Exhibit 2$/ }],
    changes: [{ find: '$20 per tree + Actual Costs\n\n$30 per tree', replace: '$25 per tree + Actual Costs\n\n$30 per tree', note: 'tree cutting permit outside the WQRA $20 → $25 per tree' }],
  },
];

const contradictions: PlantedContradiction[] = [
  { id: 'hour-25-723', kind: 'quantity', sides: [{ file: documents[0].file, section: '25-723' }, { file: TITLE_25, section: '25-723' }], quotes: ['4:00 a.m. and 6:00 a.m. on Saturday', '3:00 a.m. and 6:00 a.m. on Saturday'], question: 'How late can a bar serve drinks on Saturday?' },
  { id: 'fee-25-723-inaugural', kind: 'quantity', sides: [{ file: documents[0].file, section: '25-723' }, { file: TITLE_25, section: '25-723' }], quotes: ['$300 for a CN licensee', '$250 for a CN licensee'], question: 'What fee does a CN licensee pay per day to stay open late during Inaugural Week?' },
  { id: 'exemption-25-701', kind: 'requirement', sides: [{ file: documents[0].file, section: '25-701' }, { file: TITLE_25, section: '25-701' }], quotes: ['is not required to possess a manager’s license', 'shall possess a manager’s license'], question: 'Does the person managing a bar need a manager’s license?' },
  { id: 'definition-go-cup', kind: 'definition', sides: [{ file: documents[1].file, section: '25-101' }, { file: TITLE_25, section: '25-101' }], quotes: ['“Go-cup” means any open container', '“Go-cup” means a drinking utensil'], question: 'What is a go-cup?' },
  { id: 'distance-25-314', kind: 'quantity', sides: [{ file: documents[1].file, section: '25-314' }, { file: TITLE_25, section: '25-314' }], quotes: ['within 300 feet', 'within 400 feet'], question: 'How close to a school can a new liquor license be issued?' },
  { id: 'fee-25-503', kind: 'quantity', sides: [{ file: documents[1].file, section: '25-503' }, { file: TITLE_25, section: '25-503' }], quotes: ['$2,400', '$2,000'], question: 'What is the annual fee for a class A off-premises retailer’s license?' },
  { id: 'fee-8-1804', kind: 'quantity', sides: [{ file: documents[2].file, section: '8-1804' }, { file: TITLE_8, section: '8-1804' }], quotes: ['$65 for all other dogs', '$50 for all other dogs'], question: 'How much does a dog license cost for a dog that is not spayed or neutered?' },
  { id: 'deadline-8-1804', kind: 'quantity', sides: [{ file: documents[2].file, section: '8-1804' }, { file: TITLE_8, section: '8-1804' }], quotes: ['within 30 days of acquiring the dog', 'within 10 days of acquiring the dog'], question: 'How soon after getting a dog do I need to license it?' },
  { id: 'replaced-25-725', kind: 'supersession', sides: [{ file: documents[3].file, section: '1' }, { file: TITLE_25, section: '25-725' }], quotes: ['is hereby repealed and replaced', '§ 25-725. Noise from licensed premises.'], question: 'Can a bar play music loud enough to be heard in the neighbors’ homes?' },
  { id: 'replaced-25-725-print', kind: 'supersession', sides: [{ file: documents[3].file, section: '1' }, { file: documents[0].file, section: '25-725' }], quotes: ['is hereby repealed and replaced', '§ 25-725. Noise from licensed premises.'], question: 'Can a bar play music loud enough to be heard in the neighbors’ homes?' },
  { id: 'replaced-ldo-5-100', kind: 'supersession', sides: [{ file: TREE_ORDINANCE, section: '1' }, { file: documents[4].file, section: '5.100' }], quotes: ['is hereby repealed and replaced', 'Section 5.100. Tree Cutting'], question: 'What does Rivergrove’s tree cutting section say?' },
  { id: 'fine-ldo-5-100', kind: 'quantity', sides: [{ file: TREE_ORDINANCE, section: '5.100' }, { file: documents[4].file, section: '5.100' }], quotes: ['$5,000.00 per tree', '$1,000.00 per tree'], question: 'What is the fine for cutting a tree without a permit in Rivergrove?' },
  { id: 'tree-size-ldo-5-100', kind: 'quantity', sides: [{ file: TREE_ORDINANCE, section: '5.100' }, { file: documents[4].file, section: '5.100' }], quotes: ['a minimum of 12” DBH', 'a minimum of 10” DBH'], question: 'How big does a tree have to be to count as a tree under the Rivergrove ordinance?' },
  { id: 'fee-tree-permit', kind: 'quantity', sides: [{ file: FEE_RESOLUTION, section: 'Exhibit 1' }, { file: documents[5].file, section: 'Exhibit 1' }], quotes: ['$20 per tree', '$25 per tree'], question: 'How much is a tree cutting permit outside the WQRA in Rivergrove?' },
];

export const PLANTED = { documents, contradictions };

/**
 * Whether a finding is the planted contradiction: same kind, and its two sides are the planted sides (in either order):
 * the document (`fileOf` names the file a side's document was uploaded from) and the words its quote must contain.
 */
export function matchesPlanted(
  planted: PlantedContradiction,
  finding: { kind: string; sides: readonly { quote: string }[] },
  fileOf: (sideIndex: number) => string | null,
): boolean {
  if (finding.kind !== planted.kind) return false;
  const base = (file: string) => file.split('/').at(-1);
  const fits = (side: number, p: number) => fileOf(side) === base(planted.sides[p].file) && finding.sides[side].quote.includes(planted.quotes[p]);
  return (fits(0, 0) && fits(1, 1)) || (fits(0, 1) && fits(1, 0));
}
