export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages a pager shows: the first, the last and those within `radius` of the current one, with an
 * ellipsis for each gap. With `showAllUpTo`, every page shows while there are that many or fewer.
 */
export function pageItems(current: number, totalPages: number, radius: number, showAllUpTo = 0): PageItem[] {
  if (totalPages <= 0) return [];
  if (totalPages <= showAllUpTo) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const items: PageItem[] = [];
  const from = Math.max(2, current - radius);
  const to = Math.min(totalPages - 1, current + radius);
  items.push(1);
  if (from > 2) items.push('ellipsis-start');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < totalPages - 1) items.push('ellipsis-end');
  if (totalPages > 1) items.push(totalPages);
  return items;
}

/** Desktop: first, last and pages within 2, or every page when there are 10 or fewer. */
export const desktopPages = (current: number, totalPages: number) => pageItems(current, totalPages, 2, 10);
/** Mobile: first, last and pages within 1. */
export const mobilePages = (current: number, totalPages: number) => pageItems(current, totalPages, 1);
