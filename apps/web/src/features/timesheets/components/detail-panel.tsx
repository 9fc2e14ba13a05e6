import { useMemo, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Card, Empty, Spin, Typography } from 'antd';
import type { Week } from '@portal/domain';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { detailPagesQueryOptions } from '../api/detail-pages.ts';
import { firstRange, type DetailRange } from '../detail-range.ts';
import type { DetailSource } from '../detail-source.ts';
import type { Item } from '../entry-draft.ts';
import type { Filters } from '../filters.ts';
import { DetailToolbar } from './detail-toolbar.tsx';
import { EntryCard } from './entry-card/entry-card.tsx';
import { SwapView } from './swap/swap-view.tsx';
import type { EntryDrafts } from './use-entry-drafts.ts';
import { useDetailActions } from './use-detail-actions.tsx';
import { useFetchErrorMessage } from './use-timesheet-screen.ts';

interface Props {
  title: string;
  /** The grid row whose entries these are: the list opens at its first day with an entry. */
  row: Parameters<typeof firstRange>[0];
  source: DetailSource;
  week: Week;
  filters: Filters;
  drafts: EntryDrafts;
  writable: boolean;
}

/** What the panel shows while no row is selected (the grid has none). */
export function NoDetail() {
  return (
    <Empty
      className="ts-detail-empty"
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description="No Timesheet selected"
    />
  );
}

/** The selected row's entries, two days at a time, with approve, delete and swap. */
export function DetailPanel({ title, row, source, week, filters, drafts, writable }: Props) {
  const user = useCurrentUser();
  const [range, setRange] = useState<DetailRange>(() => firstRange(row, week));
  const [checked, setChecked] = useState(false);
  const [swapping, setSwapping] = useState<number[] | null>(null);
  const detail = useInfiniteQuery(
    detailPagesQueryOptions([...source.key, range], (offset) => source.page(range, offset)),
  );
  useFetchErrorMessage(detail.error);
  const items: Item[] = useMemo(
    () =>
      (detail.data?.pages ?? [])
        .flatMap((p) => p.data.entries)
        .map((entry) => ({ entry, draft: drafts.view(entry) })),
    [detail.data, drafts],
  );
  const actions = useDetailActions({
    items,
    source,
    range,
    drafts,
    user,
    setChecked,
    onSwap: setSwapping,
    refetch: () => void detail.refetch(),
  });

  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget;
    if (
      el.scrollTop + el.clientHeight >= el.scrollHeight - 40 &&
      detail.hasNextPage &&
      !detail.isFetchingNextPage
    )
      void detail.fetchNextPage();
  };

  const swapItems = swapping ? items.filter((i) => swapping.includes(i.entry.id)) : null;
  return (
    <Card className="ts-detail" size="small" aria-label="Timesheet detail">
      <Typography.Title level={5} className="ts-detail-title" ellipsis={{ tooltip: title }}>
        {title}
      </Typography.Title>
      <DetailToolbar
        range={range}
        week={week}
        filters={filters}
        items={items}
        writable={writable}
        busy={actions.busy}
        offersSwap={source.offersSwap}
        swapping={Boolean(swapItems)}
        onRange={(r) => {
          drafts.reset();
          setRange(r);
        }}
        onSelectAll={actions.selectAll}
        onApprove={actions.approve}
        onDelete={actions.remove}
        onSwap={actions.swap}
        onDone={() => setSwapping(null)}
      />
      {swapItems ? (
        <SwapView items={swapItems} onSwap={actions.swapPair} />
      ) : (
        <div className="ts-detail-body" onScroll={onScroll} role="list" aria-label="Time entries">
          {detail.isPending && <Spin className="ts-inline-loader" />}
          {!detail.isPending && items.length === 0 && (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No time entries found." />
          )}
          {items.map((item) => (
            <EntryCard
              key={item.entry.id}
              item={item}
              names={source.names}
              mapZoom={source.mapZoom}
              writable={writable}
              showErrors={checked}
              onChange={(change) => drafts.update(item.entry, change)}
              onMealPremium={
                writable && actions.markMealPremium
                  ? (owed) => actions.markMealPremium!(item.entry, owed)
                  : undefined
              }
              mealPremiumBusy={actions.marking}
            />
          ))}
          {detail.isFetchingNextPage && <Spin className="ts-inline-loader" />}
        </div>
      )}
    </Card>
  );
}
