import { describe, expect, it } from 'vitest';
import type { StructuredModel } from '../ai';
import { reviewPermit } from './review-permit';
import { FENCE_SECTION } from './rivergrove.test-support';
import type { PermitReview } from './types';
import { writePermitAdvice } from './write-advice';

const FORM = 'Fence Permit Application\nPermit type: Fence permit\nDescription of work: New rear yard fence\nFence height: 8 feet\n[X] Site plan\nApplicant signature: /s/ Lee Park';

const modelSaying = (reply: unknown): StructuredModel => ({
  name: 'test:model',
  generateObject: async <T,>() => {
    if (reply instanceof Error) throw reply;
    return reply as T;
  },
});

describe('writePermitAdvice', () => {
  let offline: PermitReview;
  const review = async () => (offline ??= await reviewPermit({ text: FORM }, { search: async () => [FENCE_SECTION] }));

  it('uses the model\'s wording when its citations and quotes check out, and keeps the status', async () => {
    const written = await writePermitAdvice(await review(), modelSaying({
      rationale: '- The fence is 8 feet tall, but "No fence in a rear yard shall exceed six (6) feet in height." [1]',
      context_items: [{ n: 1, meaning: 'The fence must come down to six feet.' }],
    }));
    expect(written.writtenBy).toBe('test:model');
    expect(written.status).toBe('needs_revision');
    expect(written.rationale.split('\n').slice(0, 2)).toEqual([expect.stringMatching(/^Needs revision/), '- The fence is 8 feet tall, but "No fence in a rear yard shall exceed six (6) feet in height." [1]']);
    // The facts the review read stay under the model's wording, with where each was read.
    expect(written.rationale).toContain('Read from the application:\n- Permit type: Fence permit (page 1)');
    expect(written.rationale).toContain('- Fence height: 8 feet (page 1)');
    expect(written.contextItems[0].text).toContain('The fence must come down to six feet.');
    expect(written.citations).toEqual((await review()).citations);
  });

  it('keeps the offline advice when the model drops the decisive finding, misquotes it, or fails', async () => {
    const base = await review();
    for (const reply of [
      { rationale: '- Looks fine to me.', context_items: [] },
      { rationale: '- "Fences may be any height." [1]', context_items: [] },
      { rationale: '- The height is over the limit [3]', context_items: [] },
      new Error('provider down'),
    ]) {
      const written = await writePermitAdvice(base, modelSaying(reply));
      expect(written.writtenBy).toBe('offline');
      expect(written.rationale).toBe(base.rationale);
    }
  });
});
