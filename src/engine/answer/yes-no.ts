/*
 * A yes/no question answered with yes or no when the sentence quoted first settles it: "Can I burn a brush pile
 * without asking anyone?" → "No." before "No person shall kindle an open fire … without a permit"; "Does my dog have to
 * wear a tag?" → "Yes." before "No one may keep a dog … unless it has been vaccinated". When the sentence leaves it open
 * (a permission with conditions, a prohibition with exceptions the question does not meet) nothing is added.
 */
import { foldText } from '../retrieve';

/** The sentence that asks: a resident's story comes first, the question last ("My teenager … Is she allowed to…?"). */
function askingSentence(question: string): string {
  const sentences = foldText(question).split(/(?<=[.?!])\s+/).map((s) => s.trim()).filter(Boolean);
  return [...sentences].reverse().find((s) => s.endsWith('?')) ?? sentences.at(-1) ?? '';
}

// "Can I…", "May we…", "Is it legal to…", "Am I allowed to…", "Is my … allowed…": asks whether something is permitted.
const ASKS_PERMISSION =
  /^(?:(?:so|and|but|then|also),?\s+)?(?:(?:can|could|may)\s+(?!you tell|you explain|you help)\w+|is it (?:legal|allowed|ok|okay|permitted|possible)|am i (?:allowed|permitted)|are (?:we|they|you|kids|children|people) (?:allowed|permitted)|is (?:a|an|my|the|our|she|he|it)\b.{0,60}\b(?:allowed|permitted|legal) to)\b/;
// "Is that against the law?", "Is it illegal to…": asks whether something is forbidden.
const ASKS_FORBIDDEN = /^(?:is|are) (?:that|this|it|they|these|those)\b.{0,40}\b(?:against the law|illegal|unlawful|a violation|prohibited|banned|not allowed)\b/;
// "Do I need a permit…", "Does my dog have to…", "Must I…", "Is a permit required…": asks whether something is required.
const ASKS_REQUIREMENT = /^(?:(?:do|does) (?:i|we|you|my|our|a|an|the|he|she|they|it)\b.{0,60}\b(?:need|have to|require)|must (?:i|we|my|a|an|the)\b|is (?:a|an|my|the)\b.{0,40}\b(?:required|needed|necessary)\b)/;

/** A sentence that forbids: 'shall not', 'it shall be unlawful', 'no person shall', 'is prohibited', 'is hereby declared a nuisance'. */
const FORBIDS =
  /\b(?:shall not|may not|must not|will not be permitted|shall be unlawful|is unlawful|it is unlawful|is prohibited|are prohibited|it is prohibited|is forbidden|(?:is|are|shall be) (?:hereby )?(?:declared|deemed) (?:to be )?(?:unlawful|a (?:public )?nuisance|a misdemeanor|an offense|a violation)\b|no (?!(?:more|less|fewer|greater|later|earlier|sooner|longer|other|such)\b)(?:[a-z'-]+ ){1,3}(?:shall|may)\b|no (?!(?:more|less|fewer|greater|later|earlier|sooner|longer|permit|license|licence|certificate|approval)\b)[a-z][^.;:]{0,140}? shall be (?:permitted|allowed|made|done|undertaken|erected|placed|constructed|built|demolished|relocated|moved|operated|conducted|kept|installed|located|used|sold|displayed|parked|removed|cut)\b)/;
/** 'Shall not' that limits a rule's reach rather than forbidding an act ('this section shall not apply to…'). */
const NOT_A_BAN = /\b(?:shall|may|does|will) not (?:apply|be construed|affect|limit|include|be deemed|be considered|be required|be a violation|be an offense|be unlawful|constitute|require|prevent|preclude|exceed|be less|be more)\b/;
/** Two questions in one ('Can my landlord say no, and can I charge more?', '… or is that drinking in public?'): no single yes or no. */
const TWO_QUESTIONS = /\b(?:and|or) (?:can|could|may|is|are|do|does|should|must|will|would)\b/;
/** A condition or exception that keeps the prohibition from settling every case. */
const OPENS = /\b(?:unless|except|without|until|other than|provided that|only if|only when|if the|if a|if an|when the|except that|excepting)\b/;
/** An act the prohibition allows only with a permit, licence or approval: what a requirement question asks about. */
const UNLESS_LICENSED = /\b(?:without|unless|until)\b.{0,80}\b(?:permit|license|licence|approval|approved|certificate|registration|registered|vaccinated|tag|inspection|authorization|authorized|consent)\b/;

/** 'Yes.', 'No.' or null: what a yes/no question's answer leads with, given the sentence quoted first. */
export function yesNoLead(question: string, firstSentence: string): 'Yes.' | 'No.' | null {
  const asking = askingSentence(question);
  const text = foldText(firstSentence);
  if (TWO_QUESTIONS.test(asking) || !FORBIDS.test(text.replace(NOT_A_BAN, ' '))) return null;
  const open = OPENS.test(text);
  if (ASKS_FORBIDDEN.test(asking)) return open ? null : 'Yes.';
  if (ASKS_REQUIREMENT.test(asking)) return UNLESS_LICENSED.test(text) ? 'Yes.' : null;
  if (ASKS_PERMISSION.test(asking)) {
    // "Can I … without a permit?" is settled by "no person shall … without a permit"; plain "Can I …?" only by a bare ban.
    const withoutAsked = /\bwithout\b/.test(asking) && /\b(?:without|unless)\b/.test(text);
    return !open || withoutAsked ? 'No.' : null;
  }
  return null;
}
