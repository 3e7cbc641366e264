import { describe, expect, it } from 'vitest';
import type { StructuredModel } from '../ai';
import { dcTitle, plantedText, sectionsOf } from './corpus.test-support';
import { findConflicts } from './find-conflicts';
import { reviewFindings } from './review';

const sections = [
  ...sectionsOf(dcTitle('dc-title-25-alcoholic-beverages.txt'), { id: 1, name: 'DC Code Title 25' }, ['25-723']),
  ...sectionsOf(plantedText('planted-dc-title-25-ch7-print-2019.txt'), { id: 2, name: 'Chapter 7 (2019 print)' }, ['25-723']),
];
const textOf = (id: number) => sections.find((s) => s.id === id)?.content ?? '';
const [hour] = findConflicts(sections).filter((f) => f.explanation.includes('4:00'));

/** A model port that answers every review with the given object (or throws it). */
function modelSaying(answer: unknown): StructuredModel & { prompts: string[] } {
  const prompts: string[] = [];
  return {
    name: 'test:reviewer',
    prompts,
    async generateObject<T>(args: { prompt: string; schema: { parse(v: unknown): T } }): Promise<T> {
      prompts.push(args.prompt);
      if (answer instanceof Error) throw answer;
      return args.schema.parse(answer);
    },
  };
}

describe('model review of a suspected contradiction', () => {
  it('uses the model’s explanation when it quotes both sides verbatim', async () => {
    const explanation =
      'Title 25 stops weekend service between "3:00 a.m. and 6:00 a.m. on Saturday and Sunday", while the 2019 print says "4:00 a.m. and 6:00 a.m. on Saturday and Sunday".';
    const model = modelSaying({ contradiction: true, explanation });
    const [reviewed] = await reviewFindings(model, [hour], textOf, { threshold: 0.8 });
    expect(reviewed).toMatchObject({ explanation, explainedBy: 'test:reviewer', key: hour.key });
    expect(model.prompts[0]).toContain('Provision A (§ 25-723 — DC Code Title 25)');
  });

  it('keeps the offline explanation when a quotation is not in the text, and drops what the model rejects', async () => {
    const invented = modelSaying({ contradiction: true, explanation: 'One says "bars close at 5 a.m." and the other "4:00 a.m. and 6:00 a.m. on Saturday".' });
    const [kept] = await reviewFindings(invented, [hour], textOf, { threshold: 0.8 });
    expect(kept).toMatchObject({ explanation: hour.explanation, explainedBy: 'offline' });

    const rejecting = modelSaying({ contradiction: false, explanation: 'Different conditions.' });
    expect(await reviewFindings(rejecting, [hour], textOf, { threshold: 0.8 })).toEqual([]);
  });

  it('keeps a confident offline finding when the model cannot be reached, and a weak one does not get through', async () => {
    const down = modelSaying(new Error('connection refused'));
    expect(await reviewFindings(down, [hour], textOf, { threshold: 0.8 })).toEqual([{ ...hour, explainedBy: 'offline' }]);
    expect(await reviewFindings(down, [{ ...hour, confidence: 0.65 }], textOf, { threshold: 0.8 })).toEqual([]);
  });
});
