import { describe, expect, it } from 'vitest';
import { desktopPages, mobilePages } from './page-numbers';

describe('page numbers', () => {
  it('shows every page on desktop when there are 10 or fewer', () => {
    expect(desktopPages(1, 10)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(desktopPages(4, 1)).toEqual([1]);
  });

  it('shows first, last and pages within 2 on desktop, with ellipses for gaps', () => {
    expect(desktopPages(1, 20)).toEqual([1, 2, 3, 'ellipsis-end', 20]);
    expect(desktopPages(10, 20)).toEqual([1, 'ellipsis-start', 8, 9, 10, 11, 12, 'ellipsis-end', 20]);
    expect(desktopPages(20, 20)).toEqual([1, 'ellipsis-start', 18, 19, 20]);
    expect(desktopPages(4, 11)).toEqual([1, 2, 3, 4, 5, 6, 'ellipsis-end', 11]);
  });

  it('shows first, last and pages within 1 on mobile', () => {
    expect(mobilePages(1, 7)).toEqual([1, 2, 'ellipsis-end', 7]);
    expect(mobilePages(4, 7)).toEqual([1, 'ellipsis-start', 3, 4, 5, 'ellipsis-end', 7]);
    expect(mobilePages(3, 4)).toEqual([1, 2, 3, 4]);
    expect(mobilePages(1, 1)).toEqual([1]);
  });
});
