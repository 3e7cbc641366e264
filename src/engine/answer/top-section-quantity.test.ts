/**
 * A quantity question answered by the section retrieval ranks first, when its sentence names the thing in the code's
 * own words. The fixture is what `npm run eval` retrieved from the City of Arcade, GA code for a dev question (its plan
 * and first five hits), so the answer is composed exactly as the chat composes it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { QueryPlan } from '../retrieve';
import { composeAnswer, type AnswerSource } from './compose-answer';

const fixture = JSON.parse(readFileSync(join(__dirname, '../../../test/fixtures/answers/arcade-saturday-hours.json'), 'utf8')) as { question: string; plan: QueryPlan; hits: AnswerSource[] };

describe('a quantity stated by the section ranked first', () => {
  it('answers until what time a restaurant may serve beer on Saturday from the hours for "eating establishments"', () => {
    expect(fixture.hits[0].sectionLabel).toBe('Sec. 4-101');
    const answer = composeAnswer({ question: fixture.question, plan: fixture.plan, hits: fixture.hits });
    expect(answer.apology).toBe(false);
    expect(answer.citations[0].sectionLabel).toBe('Sec. 4-101');
    expect(answer.content.split('\n\n')[0]).toMatch(/1:30 a\.m\.|2:00 a\.m\./);
  });

});
