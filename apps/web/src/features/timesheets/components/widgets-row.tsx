import { useQuery } from '@tanstack/react-query';
import { Card, Statistic } from 'antd';
import type { Envelope } from '@portal/contracts';
import type { WidgetCounts } from '@portal/contracts/timesheets';

interface Props {
  queryKey: readonly unknown[];
  /** The screen's widgets call for the week. */
  fetch(): Promise<Envelope<WidgetCounts>>;
}

/** The week's counts, shown while the detail panel is in its own window. */
export function WidgetsRow({ queryKey, fetch }: Props) {
  const { data } = useQuery({ queryKey, queryFn: fetch, select: (body) => body.data });
  const items: [string, number | undefined][] = [
    ['Pre Approved', data?.pre_approved_status_count],
    ['Time Corrected', data?.is_corrected_count],
    ['Flagged: Face', data?.face_flagged_count],
    ['Flagged: GPS', data?.gps_flagged_count],
    ['Flagged: Time', data?.time_flagged_count],
    ['Flagged: Total', data?.total_flagged_count],
    // A pay flag beside the punch checks' total (not in it), shown when the week has any.
    ...(data?.meal_flagged_count
      ? [['Flagged: Meal Period', data.meal_flagged_count] as [string, number]]
      : []),
    ['Approved', data?.approved_status_count],
    ['Unapproved', data?.un_approved_status_count],
  ];
  return (
    <section aria-label="Summary" className="ts-widgets">
      {items.map(([title, value]) => (
        <Card key={title} size="small">
          <Statistic title={title} value={value ?? '-'} />
        </Card>
      ))}
    </section>
  );
}
