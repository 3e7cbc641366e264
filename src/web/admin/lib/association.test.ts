import { describe, expect, it } from 'vitest';
import { ASSOCIATION_MESSAGES, bulkAssociateMessage } from './association';

describe('bulkAssociateMessage', () => {
  it('counts a bulk association, and fails only when none worked', () => {
    expect(bulkAssociateMessage(3, 0)).toEqual({ tone: 'success', text: '3 document(s) associated successfully' });
    expect(bulkAssociateMessage(2, 1)).toEqual({ tone: 'success', text: '2 document(s) associated successfully, 1 failed' });
    expect(bulkAssociateMessage(0, 2)).toEqual({ tone: 'error', text: ASSOCIATION_MESSAGES.bulkFailed });
  });
});
