import { useDraggable, useDroppable } from '@dnd-kit/core';
import { Card, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import type { SwapKind } from '@portal/domain';
import type { Entry } from '../../entry-draft.ts';
import type { DragSide } from './swap-view.tsx';

interface PanelProps {
  entry: Entry;
  kind: SwapKind;
  dragging: DragSide | null;
  allowed(target: DragSide): boolean;
  /** The entries whose same punch this one may take, by keyboard as by dragging. */
  targetsOf(from: DragSide): { id: number; label: string }[];
  onSwapWith(from: DragSide, to: number): void;
}

const time = (value: string | null) => (value ? dayjs(value).format('MM/DD hh:mm a') : 'Open');

/** The clock-in or clock-out time a panel shows. */
export const swapTime = (entry: Entry, kind: SwapKind) =>
  time(kind === 'in' ? entry.clock_in_date_time : entry.clock_out_date_time);

function PunchPanel({ entry, kind, dragging, allowed, targetsOf, onSwapWith }: PanelProps) {
  const side = { id: entry.id, kind };
  const key = `${kind}-${entry.id}`;
  const canDrop = allowed(side);
  const { setNodeRef: setDropRef, isOver } = useDroppable({ id: key, data: side });
  const { setNodeRef: setDragRef, listeners, attributes, transform } = useDraggable({ id: key, data: side });
  const isSource = dragging?.id === entry.id && dragging.kind === kind;
  const className = [
    'ts-swap-panel',
    dragging && canDrop ? 'ts-swap-target' : '',
    isOver && canDrop ? 'ts-swap-over' : '',
    isSource ? 'ts-swap-source' : '',
  ].join(' ');
  const label = kind === 'in' ? 'Clock-In' : 'Clock-Out';
  return (
    <div ref={setDropRef} className={className}>
      <div
        ref={setDragRef}
        {...listeners}
        {...attributes}
        aria-label={`${label} of entry ${entry.id}`}
        style={
          transform
            ? {
                transform: `translate(${transform.x}px, ${transform.y}px)`,
                zIndex: 10,
                position: 'relative',
              }
            : undefined
        }
        className="ts-swap-handle"
      >
        <Typography.Text type="secondary">{label}</Typography.Text>
        <div>{swapTime(entry, kind)}</div>
      </div>
      {/* The same swap without a pointer: pick the entry to trade this punch with. */}
      <Select<number>
        size="small"
        variant="borderless"
        className="ts-swap-with"
        aria-label={`Swap ${label} of entry ${entry.id} with`}
        placeholder="Swap with..."
        value={null}
        options={targetsOf(side).map((t) => ({ value: t.id, label: t.label }))}
        notFoundContent="No entry it can swap with"
        popupMatchSelectWidth={false}
        onChange={(to) => onSwapWith(side, to)}
      />
    </div>
  );
}

export function SwapCard(props: Omit<PanelProps, 'kind'>) {
  const { entry } = props;
  return (
    <Card
      size="small"
      className="ts-swap-card"
      title={`${dayjs(entry.date).format('ddd MM/DD')} · ${entry.emp_name}`}
    >
      <Typography.Text type="secondary" ellipsis>
        {entry.job_name}
      </Typography.Text>
      <PunchPanel {...props} kind="in" />
      <PunchPanel {...props} kind="out" />
    </Card>
  );
}
