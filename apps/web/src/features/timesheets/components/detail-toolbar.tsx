import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Checkbox, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { Week } from '@portal/domain';
import { canMoveBack, canMoveNext, moveRange, type DetailRange } from '../detail-range.ts';
import { isLocked, type Item } from '../entry-draft.ts';
import { todayLocal } from '../entry-times.ts';
import { appliedFilterNames, type Filters } from '../filters.ts';
import { useCurrentUser } from '../../../lib/auth-context.ts';
import { useNow } from './use-now.ts';

interface Props {
  range: DetailRange;
  week: Week;
  filters: Filters;
  items: Item[];
  writable: boolean;
  busy: boolean;
  swapping: boolean;
  /** Whether Swap is offered while this many entries are chosen. */
  offersSwap(chosen: number): boolean;
  onRange(range: DetailRange): void;
  onSelectAll(on: boolean): void;
  onApprove(): void;
  onDelete(): void;
  onSwap(): void;
  onDone(): void;
}

const show = (date: string) => dayjs(date).format('ddd MM/DD');

export function DetailToolbar(props: Props) {
  const user = useCurrentUser();
  const today = todayLocal({ tz: user.settings.time_zone, now: useNow() });
  const { range, week, items } = props;
  const open = items.filter((i) => !isLocked(i.entry));
  const chosen = open.filter((i) => i.draft.selected).length;
  const names = appliedFilterNames(props.filters);
  return (
    <div className="ts-detail-toolbar">
      <Space size={4}>
        <Button
          size="small"
          aria-label="Previous days"
          icon={<LeftOutlined />}
          disabled={!canMoveBack(range, week.start)}
          onClick={() => props.onRange(moveRange(range, -1, week))}
        />
        <Typography.Text aria-label="Detail range">
          {range.start === range.end ? show(range.start) : `${show(range.start)} - ${show(range.end)}`}
        </Typography.Text>
        <Button
          size="small"
          aria-label="Next days"
          icon={<RightOutlined />}
          disabled={!canMoveNext(range, week.end, today)}
          onClick={() => props.onRange(moveRange(range, 1, week))}
        />
      </Space>
      <Typography.Text type="secondary" className="ts-applied-filters">
        Applied filters: {names.length ? names.join(', ') : 'No Filter'}
      </Typography.Text>
      {props.writable && (
        <div className="ts-detail-actions">
          {props.swapping ? (
            <Button type="primary" onClick={props.onDone}>
              Done
            </Button>
          ) : (
            <>
              <Checkbox
                checked={open.length > 0 && chosen === open.length}
                indeterminate={chosen > 0 && chosen < open.length}
                disabled={open.length === 0}
                onChange={(e) => props.onSelectAll(e.target.checked)}
              >
                Select all
              </Checkbox>
              <Space size={8}>
                {props.offersSwap(chosen) && (
                  <Button disabled={chosen === 0 || props.busy} onClick={props.onSwap}>
                    Swap
                  </Button>
                )}
                <Button type="primary" disabled={chosen === 0} loading={props.busy} onClick={props.onApprove}>
                  Approve
                </Button>
                <Button danger disabled={chosen === 0 || props.busy} onClick={props.onDelete}>
                  Delete
                </Button>
              </Space>
            </>
          )}
        </div>
      )}
    </div>
  );
}
