export { extractStructure, flattenSections, type ExtractOptions } from './extract-structure';
export { continuesSentence, hasDotLeader, headingAt, isHeadingTail, isHistoryLine, isNoiseLine, matchHeading, type HeadingMatch } from './heading-patterns';
export { matchDesignators, readDesignator, type Designator, type DesignatorLine, type DesignatorReading } from './designators';
export { closeContainers, joinLines, pageLines, type JoinedLines, type PageLines } from './page-lines';
export type { DivisorNode, DivisorTree, PageMark, SectionEntry, StructurePage } from './types';
