import { useState } from 'react';
import {
  DndContext,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { App, Empty } from 'antd';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import type { SwapKind } from '@portal/domain';
import { useCurrentUser } from '../../../../lib/auth-context.ts';
import type { Item } from '../../entry-draft.ts';
import { canSwap, type SwapMove } from '../../swap-request.ts';
import { underPointer } from './pointer-collision.ts';
import { swapAnnouncements } from './swap-announcements.ts';
import { SwapCard, swapTime } from './swap-card.tsx';

export interface DragSide {
  id: number;
  kind: SwapKind;
}

/** Cards of the selected regular entries; a clock-in dropped on another clock-in swaps them (same for clock-outs). */
export function SwapView({ items, onSwap }: { items: Item[]; onSwap(move: SwapMove): void }) {
  const user = useCurrentUser();
  const { message } = App.useApp();
  const [dragging, setDragging] = useState<DragSide | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const entries = items.map((i) => i.entry);
  const byId = new Map(entries.map((e) => [e.id, e]));
  const valid = (from: DragSide | null, target: DragSide) => {
    if (!from || from.kind !== target.kind) return false;
    const a = byId.get(from.id);
    const b = byId.get(target.id);
    return (
      Boolean(a && b) &&
      canSwap(
        { a: a!, b: b!, kind: target.kind },
        user.settings.time_zone,
        user.settings.time_entry_split_threshold,
      )
    );
  };

  /** The panels this one may be swapped with, for the keyboard's "Swap with" choice. */
  const targetsOf = (from: DragSide) =>
    entries
      .filter((e) => e.id !== from.id && valid(from, { id: e.id, kind: from.kind }))
      .map((e) => ({ id: e.id, label: `${e.emp_name} · ${swapTime(e, from.kind)}` }));
  const swapWith = (from: DragSide, to: number) =>
    onSwap({ a: byId.get(from.id)!, b: byId.get(to)!, kind: from.kind });

  const onDragStart = (e: DragStartEvent) => setDragging(e.active.data.current as DragSide);
  const onDragEnd = (e: DragEndEvent) => {
    setDragging(null);
    const from = e.active.data.current as DragSide | undefined;
    const to = e.over?.data.current as DragSide | undefined;
    if (!from || !to || from.kind !== to.kind || from.id === to.id) return;
    if (!valid(from, to)) return void message.warning(TIMESHEET_MSG.swapInvalid);
    onSwap({ a: byId.get(from.id)!, b: byId.get(to.id)!, kind: from.kind });
  };

  if (!entries.length) return <Empty description="No time entries found." />;
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={underPointer}
      autoScroll={false}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements: swapAnnouncements(byId) }}
    >
      <div className="ts-swap-grid" aria-label="Swap time entries">
        {entries.map((entry) => (
          <SwapCard
            key={entry.id}
            entry={entry}
            dragging={dragging}
            allowed={(target) => valid(dragging, target)}
            targetsOf={targetsOf}
            onSwapWith={swapWith}
          />
        ))}
      </div>
    </DndContext>
  );
}
