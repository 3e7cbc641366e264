/*
 * Enactment facts as a text states them: its ordinance or resolution number, when it was adopted and takes effect,
 * the source history of a codified section, and the statements by which it repeals, replaces or amends named
 * sections. Pure; used by the conflict scan to find superseded text, and by retrieval to prefer the text in force.
 *
 *   readEnactment(text)        → { own, adopted, effective, history, cited }
 *   findSectionActions(text)   → [{ action: 'repeal-and-replace', sections: [{ number: '5.100', … }], document, … }]
 *   enactmentStamp(facts) + compareEnactments(a, b) → which of two texts is newer, and why
 */
export { findDates, toIsoDate, type FoundDate } from './dates';
export { enactmentLabel, findEnactmentNumbers, sameEnactment, type EnactmentKind, type EnactmentNumber } from './enactment-numbers';
export { readEnactment, readHistoryNote, type Enactment, type HistoryEntry } from './read-enactment';
export { findSectionActions, type SectionAction, type SectionActionKind, type SectionTarget } from './section-actions';
export { compareEnactments, describeStamp, enactmentStamp, type EnactmentStamp, type Newer } from './compare';
