export interface Page<T> {
  readonly items: ReadonlyArray<T>;
  readonly total: number;
  readonly page: number;
  readonly perPage: number;
}

export const totalPages = (total: number, perPage: number): number =>
  perPage <= 0 ? 0 : Math.ceil(Math.max(0, total) / perPage);

export type PagerItem =
  { readonly kind: 'page'; readonly page: number } | { readonly kind: 'ellipsis'; readonly key: string };

/**
 * The pager of the spec: every page when there are 5 or fewer, otherwise the first and
 * last pages, the current one with its neighbours, and an ellipsis for each gap.
 */
export const pagerItems = (current: number, pages: number): ReadonlyArray<PagerItem> => {
  if (pages <= 0) return [];
  if (pages <= 5) return Array.from({ length: pages }, (_, i) => ({ kind: 'page', page: i + 1 }) as const);
  const page = Math.min(Math.max(1, current), pages);
  const shown = new Set([1, pages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pages));
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PagerItem[] = [];
  sorted.forEach((p, i) => {
    const previous = sorted[i - 1];
    if (previous !== undefined && p - previous > 1) items.push({ kind: 'ellipsis', key: `gap-${previous}-${p}` });
    items.push({ kind: 'page', page: p });
  });
  return items;
};
