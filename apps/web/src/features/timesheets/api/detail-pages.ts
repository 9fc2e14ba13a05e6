import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import type { Entry } from '../entry-draft.ts';

/** Detail page size 10, the first page at offset 0 (both screens). */
export const DETAIL_PAGE_SIZE = 10;

export type DetailPage = Envelope<{ entries: Entry[]; total: number }>;

/** Pages of a detail list; the next page is asked for while the list scrolls. */
export function detailPagesQueryOptions(
  queryKey: readonly unknown[],
  page: (offset: number) => Promise<DetailPage>,
) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => page(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last: DetailPage, pages: DetailPage[]) => {
      const loaded = pages.reduce((n, p) => n + p.data.entries.length, 0);
      return loaded < last.data.total ? loaded : undefined;
    },
  });
}
