import { describe, expect, it } from 'vitest';
import { pageRange, pageWindow } from './pagination';

describe('pageWindow', () => {
  it('centres five pages on the current page', () => {
    expect(pageWindow(6, 20)).toEqual([4, 5, 6, 7, 8]);
  });

  it('stays within the first and last pages', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('shows every page when there are fewer than five', () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1)).toEqual([1]);
  });

  it('is empty without pages and clamps a current page out of range', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('pageRange', () => {
  it('gives the first and last item numbers of a page', () => {
    expect(pageRange(1, 50, 120)).toEqual({ from: 1, to: 50 });
    expect(pageRange(3, 50, 120)).toEqual({ from: 101, to: 120 });
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0 });
  });
});
