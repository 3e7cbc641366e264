import { describe, expect, it } from 'vitest';
import { typedLength } from './typewriter';

describe('typewriter', () => {
  it('shows one more character every 10 ms', () => {
    expect(typedLength(0, 100)).toBe(0);
    expect(typedLength(9, 100)).toBe(0);
    expect(typedLength(10, 100)).toBe(1);
    expect(typedLength(255, 100)).toBe(25);
  });

  it('stops at the end of the text, even when the tab was asleep', () => {
    expect(typedLength(1000, 100)).toBe(100);
    expect(typedLength(60_000, 100)).toBe(100);
  });
});
