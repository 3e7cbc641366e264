import { describe, expect, it } from 'vitest';
import { asksConsequence, statesConsequence } from './consequence';

// Sentences from real codes: DC Code § 25-1001(d), Helen, GA Sec. 54-54, Arcade, GA Sec. 4-28.
describe('questions of what happens, and the sentences that say', () => {
  it('knows a question about what follows from an act from one about the act', () => {
    expect(asksConsequence('What happens if I get caught drinking in public?')).toBe(true);
    expect(asksConsequence("My dog nipped the mail carrier. What happens to my dog now?")).toBe(true);
    expect(asksConsequence('Can I be fined for parking on my lawn?')).toBe(true);
    expect(asksConsequence('Where is drinking in public not allowed?')).toBe(false);
    expect(asksConsequence('Can I park on my lawn?')).toBe(false);
  });

  it('knows a penalty or other consequence from the rule it enforces', () => {
    expect(statesConsequence('Any person violating the provisions of subsection (a) or (c) of this section shall be guilty of a misdemeanor and, upon conviction, shall be punished by a fine.')).toBe(true);
    expect(statesConsequence('All sanitary and health services and water service provided by the city to the premises shall be terminated by the city.')).toBe(true);
    expect(statesConsequence('Sell or offer to sell any distilled spirits, wines, malt beverages, or any other alcoholic beverage to any person under the age of 21 years.')).toBe(false);
  });
});
