import { describe, expect, it } from 'vitest';
import { withMember } from './sets';

describe('withMember', () => {
  it('adds or removes in a copy, leaving the original as it was', () => {
    const original = new Set([1, 2]);
    expect([...withMember(original, 3, true)]).toEqual([1, 2, 3]);
    expect([...withMember(original, 1, false)]).toEqual([2]);
    expect([...withMember(original, 9, false)]).toEqual([1, 2]);
    expect([...original]).toEqual([1, 2]);
  });
});
