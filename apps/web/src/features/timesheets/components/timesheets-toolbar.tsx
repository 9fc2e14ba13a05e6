import type { ReactNode } from 'react';
import { Input, Radio, Select, Space } from 'antd';
import { weekOfDate, type Week } from '@portal/domain';
import { WeekNavigator } from '../../../ui/week-navigator.tsx';
import { useSites } from '../../../lib/sites.ts';
import type { FilterKey } from '@portal/contracts/timesheets';
import type { Filters, Highlights } from '../filters.ts';
import { FiltersPopover } from './filters-popover.tsx';
import { HighlightsPopover } from './highlights-popover.tsx';
import { PayPeriodControls } from './pay-period/pay-period-controls.tsx';
import type { PayPeriodView } from './pay-period/use-pay-period.ts';

interface Props {
  week: Week;
  /** The week's pay period: Closed, late punches, Close Pay Period and Reopen beside the week. */
  payPeriod: PayPeriodView;
  today: string;
  location: number | 'all';
  by: 1 | 2;
  search: string;
  filters: Filters;
  highlights: Highlights;
  /** The radios' labels: By Employee or By Sub Contractor (1), By Job (2). */
  byLabels: Record<1 | 2, string>;
  /** The Filters' choices under Show Flagged Only. */
  flaggedKeys: readonly FilterKey[];
  /** The screen's own buttons after Filters and Highlights (Add Timesheet, Export). */
  children?: ReactNode;
  onWeek(week: Week): void;
  onLocation(location: number | 'all'): void;
  onBy(by: 1 | 2): void;
  onSearch(search: string): void;
  onFilters(filters: Filters): void;
  onHighlights(highlights: Highlights): void;
}

/**
 * Two groups that wrap as wholes: where the week is and how it is shown, then what the clerk does with
 * it. In a narrow window (1024 px with the menu open) each group keeps to one row (timesheets.css).
 */
export function TimesheetsToolbar(props: Props) {
  const sites = useSites();
  const siteOptions = [
    { value: 'all' as const, label: 'All' },
    ...(sites.data ?? []).map((s) => ({ value: s.id, label: s.name })),
  ];
  return (
    <div className="ts-toolbar">
      <Space wrap size={8}>
        <Select<number | 'all'>
          aria-label="Site"
          value={props.location}
          options={siteOptions}
          onChange={props.onLocation}
          className="ts-site"
          popupMatchSelectWidth={false}
        />
        <WeekNavigator
          value={props.week.start}
          today={props.today}
          unavailableNext="hidden"
          onChange={(start) => props.onWeek(weekOfDate(start))}
        />
        <PayPeriodControls payPeriod={props.payPeriod} />
        <Radio.Group
          value={props.by}
          onChange={(e) => props.onBy(e.target.value as 1 | 2)}
          options={[
            { value: 1, label: props.byLabels[1] },
            { value: 2, label: props.byLabels[2] },
          ]}
          optionType="button"
        />
      </Space>
      <Space wrap size={8}>
        <Input.Search
          aria-label="Search"
          placeholder="Search"
          allowClear
          value={props.search}
          onChange={(e) => props.onSearch(e.target.value)}
          className="ts-search"
        />
        <FiltersPopover filters={props.filters} flaggedKeys={props.flaggedKeys} onChange={props.onFilters} />
        <HighlightsPopover highlights={props.highlights} onChange={props.onHighlights} />
        {props.children}
      </Space>
    </div>
  );
}
