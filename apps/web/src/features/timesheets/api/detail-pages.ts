import { infiniteQueryOptions } from '@tanstack/react-query';
import type { Envelope } from '@portal/contracts';
import { FILTER_KEYS, type Filters } from '@portal/contracts/timesheets';
import type { Entry } from '../entry-draft.ts';

/** Detail page size 10, the first page at offset 0 (both screens). */
const DETAIL_PAGE_SIZE = 10;

/** What both screens' detail calls take beside the row: the mode, the range, the site and the filters. */
export interface DetailScope {
  time_sheet_by: 1 | 2;
  start_date: string;
  end_date: string;
  location: number | 'all';
  filters: Filters;
}

/** Flags that are on, as the calls take them (true ones only). */
export function filterFlags(filters: Filters): Filters {
  return Object.fromEntries(FILTER_KEYS.filter((key) => filters[key]).map((key) => [key, true]));
}

/** The query of one page of a detail call: the filter flags that are on, 10 entries from `offset`. */
export function detailPageQuery<Q extends DetailScope>({ filters, ...rest }: Q, offset: number) {
  return { ...rest, ...filterFlags(filters), pageSizeLimit: DETAIL_PAGE_SIZE, offset };
}

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
