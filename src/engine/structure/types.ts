/**
 * A page of text handed to structure extraction. `headings` (Markdown and HTML only) lists, in order, the lines the
 * file marks as headings, with their level (1 highest); when any page has them, they alone are the headings.
 */
export type StructurePage = { number: number; text: string; headings?: readonly { text: string; level: number }[] };

/** Where a page begins within a node's `text`: the character offset and the page number. */
export type PageMark = { offset: number; page: number };

/**
 * One divisor of a document: a container (title, chapter, subchapter, part, article…), a section, or a subsection.
 * Containers' `text` is their own text only (what comes before their first child); a section's or subsection's
 * `text` is everything it covers, its subsections included. `text` never repeats the heading line (`title`).
 */
export type DivisorNode = {
  /** 'document' for the root; otherwise a divisor type such as 'title', 'chapter', 'section', 'subsection'. */
  type: string;
  /** The designation: '25', 'III', '25-723', '5', '17.24.040', 'a', '1', 'b-1'; '' for the root. */
  number: string;
  /** Short citation label: 'Title 25', 'Chapter 7', '§ 25-723', 'Section 5', '(a)'; '' for the root. */
  label: string;
  /** The heading line as printed (whitespace runs collapsed); for a run-in heading only its designation part. */
  title: string;
  /** The heading text without the designation and without a final period ('' when there is none). */
  heading: string;
  startPage: number;
  endPage: number;
  text: string;
  /** Where each page begins within `text`; the first mark is at offset 0 unless `text` is empty. */
  pageMarks: PageMark[];
  /** True when the heading runs straight into the body on its line ("Section 1: The City hereby amends…"). */
  runIn?: boolean;
  /** For subsections: where `text` starts within the enclosing section's `text`. */
  offset?: number;
  children: DivisorNode[];
};

/** The root of an extracted structure: type 'document', its own text being the front matter before any heading. */
export type DivisorTree = DivisorNode;

/** A section with the containers above it, outermost first, and the label path used in citations. */
export type SectionEntry = { section: DivisorNode; ancestors: DivisorNode[]; path: string[] };
