import { beforeAll, describe, expect, it } from 'vitest';
import { reviewPermit } from './review-permit';
import { FENCE_SECTION, rivergrovePort, sampleCases, sampleText } from './rivergrove.test-support';
import type { CodeSection, PermitSearchPort, PermitStatus } from './types';

const RANK: Record<PermitStatus, number> = { approve: 0, maybe_approve: 1, needs_revision: 2, deny: 3 };

describe('reviewPermit on the sample applications against the Rivergrove ordinances', () => {
  let port: PermitSearchPort;
  beforeAll(async () => {
    port = await rivergrovePort();
  });

  for (const c of sampleCases()) {
    it(`${c.id}: ${c.expected_status} (${c.why})`, async () => {
      const review = await reviewPermit({ text: await sampleText(c.file), context: c.context }, port);
      const expected = c.expected_status as PermitStatus;
      // Never a severe error: approving what the code forbids, or denying what it allows.
      if (expected === 'deny') expect(review.status).toBe('deny');
      else expect(review.status).not.toBe('deny');
      if (expected === 'approve') expect(['approve', 'maybe_approve']).toContain(review.status);
      else expect(review.status).toBe(expected);
      // Every citation's quote occurs in the section it cites, and the rationale marks it.
      for (const cite of review.citations) {
        expect(review.rationale).toContain(`[${cite.n}]`);
        // Quoted as one line with single spaces: the API matches it against the chunk's whitespace-normalised text.
        expect(cite.quote).toBe(cite.quote.replace(/\s+/g, ' ').trim());
      }
      expect(review.contextItems).toHaveLength(review.citations.length);
    });
  }

  it('cites the provision that decides: the roof-sign denial quotes the prohibition', async () => {
    const review = await reviewPermit({ text: await sampleText('sign-roof.pdf') }, port);
    expect(review.citations.some((c) => /Roof signs/.test(c.quote) && c.document.includes('sign-ordinance'))).toBe(true);
    expect(review.rationale).toMatch(/^Recommend denial/);
  });

  it('states the fee shortfall with the amount the schedule sets', async () => {
    const review = await reviewPermit({ text: await sampleText('tree-wqra-fee-short.pdf') }, port);
    expect(review.rationale).toContain('$90');
    expect(review.findings.find((f) => f.kind === 'fee_short')?.quote).toContain('WQRA');
  });

  it('reads forms laid out differently: units in the labels, a title instead of a type field, prose answers', async () => {
    const billboard = await reviewPermit({ text: 'APPLICATION FOR SIGN PERMIT\nType of sign: Billboard\nSign face area (sq ft): 250\nApplicant signature: J. Smith' }, port);
    expect(billboard.status).toBe('deny');
    expect(billboard.findings.filter((f) => f.kind === 'limit_exceeded')).toEqual([]);
    const riverbank = await reviewPermit({ text: 'Tree Cutting Permit Application\nLocation: within the Water Quality Resource Area (WQRA)\nNumber of trees: 2\n[X] Mitigation plan attached\nSignature: Pat Lee' }, port);
    expect(riverbank.status).toBe('needs_revision');
    expect(riverbank.rationale).toContain('$60');
    const lit = await reviewPermit({ text: 'Sign Permit Application\nSign type: Temporary sign for a garage sale\nIllumination: internally illuminated\nSignature: Pat Lee' }, port);
    expect(lit.status).toBe('deny');
    expect(lit.citations.map((c) => c.quote)).toContainEqual(expect.stringContaining('No temporary sign shall be internally illuminated'));
    const fence = await reviewPermit({ text: 'Fence Permit Application\nFence height: 7 feet\nSignature: Pat Lee' }, port);
    expect(fence.status).toBe('maybe_approve');
  });

  it('is stricter when the staff context names a prohibited feature the form leaves out', async () => {
    const text = await sampleText('sign-temporary-compliant.pdf');
    expect(RANK[(await reviewPermit({ text }, port)).status]).toBeLessThan(RANK.needs_revision);
    const review = await reviewPermit({ text, context: 'The sign is a roof sign.' }, port);
    expect(review.status).toBe('deny');
  });
});

describe('reviewPermit on any code', () => {
  const only = (sections: CodeSection[]): PermitSearchPort => ({ search: async () => sections });
  const form = (height: string, plan: boolean) => `Fence Permit Application\nPermit type: Fence permit\nDescription of work: New rear yard fence\nFence height: ${height}\n${plan ? '[X]' : '[ ]'} Site plan\nApplicant signature: /s/ Lee Park`;

  it('applies limits and submittals it has never seen, with the section cited', async () => {
    const over = await reviewPermit({ text: form('8 feet', true) }, only([FENCE_SECTION]));
    expect(over.status).toBe('needs_revision');
    expect(over.rationale).toContain('over the code\'s maximum of 6 ft');
    expect(over.citations[0]).toMatchObject({ chunkId: 7, section: 'Sec. 12-4', document: 'Springfield Zoning Code' });
    expect(FENCE_SECTION.content.replace(/\s+/g, ' ')).toContain(over.citations[0].quote);
    expect((await reviewPermit({ text: form('5 feet', false) }, only([FENCE_SECTION]))).status).toBe('needs_revision');
    expect((await reviewPermit({ text: form('5 feet', true) }, only([FENCE_SECTION]))).status).toBe('approve');
  });

  it('never approves on law it did not find', async () => {
    const review = await reviewPermit({ text: form('5 feet', true) }, only([]));
    expect(review.status).toBe('maybe_approve');
    expect(review.rationale).toContain('No indexed section');
    expect(review.citations).toEqual([]);
  });
});
