/*
 * "What happens if I don't pay…?", "What happens to a cashier who sells beer to a 19-year-old?", "Can I be fined…?":
 * a question about what follows from an act is answered by the sentence that states a penalty or another consequence
 * (a fine, jail, a licence revoked, service terminated, a dog impounded), not by the rule that was broken.
 */
import { foldText } from '../retrieve';

const ASKS_CONSEQUENCE =
  /\bwhat (?:happens|will happen|would happen|could happen|can happen)\b|\bwhat (?:are|is) the (?:consequences?|penalt(?:y|ies)|punishment)\b|\b(?:can|could|will|would) (?:i|we|you|they|he|she|my \w+|the \w+) (?:be|get) (?:fined|arrested|cited|jailed|punished|penalized|charged)\b/;
const STATES_CONSEQUENCE =
  /\b(?:fine|fined|fines|penalty|penalties|punish(?:ed|able|ment)?|imprison(?:ed|ment)?|jail|guilty|misdemeanor|revoke[ds]?|revocation|suspend(?:ed)?|suspension|terminated?|termination|impound(?:ed|ment)?|forfeit(?:ed|ure)?|abated?|liable|cited|citation|discontinued|shut off|cut off)\b/;

/** Whether the question asks what follows from an act (a penalty or another consequence). */
export function asksConsequence(question: string): boolean {
  return ASKS_CONSEQUENCE.test(foldText(question));
}

/** Whether a sentence states a penalty or another consequence. */
export function statesConsequence(sentence: string): boolean {
  return STATES_CONSEQUENCE.test(foldText(sentence));
}
