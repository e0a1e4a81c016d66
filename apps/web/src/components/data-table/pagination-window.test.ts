import { describe, expect, it } from 'vitest';
import { pageWindow, showingText } from './pagination-window';

describe('pageWindow', () => {
  it('shows every page when there are five or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page when it can', () => {
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(3, 10)).toEqual([1, 2, 3, 4, 5]);
  });

  it('stays within the first and last page', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(9, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
  });

  it('is empty without pages and clamps a page past the end', () => {
    expect(pageWindow(1, 0)).toEqual([]);
    expect(pageWindow(40, 7)).toEqual([3, 4, 5, 6, 7]);
  });
});

describe('showingText', () => {
  it('reads Showing X to Y of Z results', () => {
    expect(showingText(1, 10, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(showingText(3, 10, 23)).toBe('Showing 21 to 23 of 23 results');
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });

  it('says "more than" when the list stopped counting at its window', () => {
    expect(showingText(1000, 10, 10_000, true)).toBe('Showing 9991 to 10000 of more than 10,000 results');
  });
});
