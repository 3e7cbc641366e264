import { describe, expect, it } from 'vitest';
import { generateQuestions } from './generate-question';

describe('generateQuestions', () => {
  it('asks about hours for a section that sets them, naming its topic', () => {
    const [q] = generateQuestions({
      heading: 'Hours of sale and service for on-premises retail licensees and temporary licensees.',
      sectionLabel: '§ 25-723',
      content:
        '§ 25-723. Hours of sale and service for on-premises retail licensees and temporary licensees.\n(b) The hours of sale and service shall be between 8:00 a.m. and 2:00 a.m., Monday through Thursday.',
    });
    expect(q).toBe('What hours or times apply to hours of sale and service for on-premises retail licensees and temporary licensees?');
  });

  it('asks about amounts for a fee section, and falls back to the section when there is no body', () => {
    expect(generateQuestions({ heading: 'Dog license fees', content: 'Dog license fees\nThe owner shall pay a fee of $35 for each dog each year.' })[0]).toMatch(
      /What fee or amount does the code set for dog license fees\?/,
    );
    expect(generateQuestions({ heading: null, sectionLabel: '§ 8-1810', content: 'Repealed.' })[0]).toBe(
      'What does § 8-1810 provide?',
    );
  });
});
