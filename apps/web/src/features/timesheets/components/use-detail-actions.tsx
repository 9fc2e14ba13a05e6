import { useQueryClient } from '@tanstack/react-query';
import { useSendMutation } from '../../../lib/use-send-mutation.ts';
import { App } from 'antd';
import type { AuthUser } from '@portal/contracts';
import { TIMESHEET_MSG } from '@portal/contracts/timesheets';
import { swapSelection } from '@portal/domain';
import { ApiError } from '../../../lib/api-client.ts';
import type { DetailRange } from '../detail-range.ts';
import type { ApprovalLine, DetailSource } from '../detail-source.ts';
import {
  approvalEntry,
  approvalWarnings,
  draftErrors,
  isLocked,
  type Entry,
  type Item,
} from '../entry-draft.ts';
import { swapRequest, type SwapMove } from '../swap-request.ts';
import type { EntryDrafts } from './use-entry-drafts.ts';

interface Options {
  items: Item[];
  source: DetailSource;
  range: DetailRange;
  drafts: EntryDrafts;
  user: AuthUser;
  setChecked(on: boolean): void;
  onSwap(ids: number[]): void;
  refetch(): void;
}

/** Approve, delete, select-all and swap of the detail list, with the spec's dialogs and messages. */
export function useDetailActions(options: Options) {
  const { items, source, range, drafts, user, setChecked, onSwap, refetch } = options;
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  // Each change, done or refused, refreshes the screen's grid, widgets and lists.
  const onSettled = () => queryClient.invalidateQueries({ queryKey: source.refreshKey });
  const approving = useSendMutation({
    mutationFn: (lines: ApprovalLine[]) => source.approve(lines, range),
    onSettled,
  });
  const deleting = useSendMutation({ mutationFn: source.remove, onSettled });
  const swapping = useSendMutation({ mutationFn: source.swap, onSettled });
  const { markMealPremium: mark } = source;
  const marking = useSendMutation({
    mutationFn: (body: Parameters<NonNullable<typeof mark>>[0]) => mark!(body),
    onSettled,
  });
  const selected = items.filter((i) => i.draft.selected && !isLocked(i.entry));
  const tz = user.settings.time_zone;

  const done = () => {
    drafts.reset();
    setChecked(false);
  };

  const failed = (fallback: string) => (err: Error) => {
    if (err instanceof ApiError && err.status === 409) {
      message.error(err.message);
      done();
      refetch();
    } else {
      const fields =
        err instanceof ApiError && typeof err.errors === 'object' && err.errors
          ? Object.values(err.errors)
          : [];
      message.error(fields[0] ?? fallback);
    }
  };

  const send = () =>
    approving.mutate(
      selected.map((i) => approvalEntry(i, user.id)),
      {
        onSuccess: (body) => {
          message.success(body.message);
          done();
        },
        onError: failed(TIMESHEET_MSG.couldNotApprove),
      },
    );

  const approve = () => {
    setChecked(true);
    if (selected.some((i) => Object.keys(draftErrors(i.draft)).length > 0)) return;
    const warnings = approvalWarnings(
      selected,
      items,
      tz,
      user.settings.time_entry_split_threshold,
      source.perDayText,
    );
    if (!warnings.length) return send();
    modal.confirm({
      title: 'Warning',
      content: warnings.map((w) => <p key={w}>{w}</p>),
      okText: 'Approve anyway',
      cancelText: 'Review',
      onOk: send,
    });
  };

  const remove = () =>
    modal.confirm({
      title: 'Are you sure to continue delete?',
      okText: 'Yes',
      cancelText: 'No',
      onOk: () =>
        deleting.mutate(
          selected.map((i) => i.entry.id),
          { onSuccess: done, onError: () => message.error(TIMESHEET_MSG.couldNotDelete) },
        ),
    });

  const selectAll = (on: boolean) => {
    for (const item of items)
      if (!isLocked(item.entry)) drafts.update(item.entry, (d) => ({ ...d, selected: on }));
  };

  const swap = () => {
    const { regular, manual, canSwap } = swapSelection(
      selected.map((i) => ({ ...i, source: i.entry.source })),
    );
    const ids = regular.map((i) => i.entry.id);
    if (!manual.length) {
      if (canSwap) return onSwap(ids);
      return modal.warning({ content: TIMESHEET_MSG.swapNeedsTwo, okText: 'OK' });
    }
    const intro = `${TIMESHEET_MSG.swapManual} You have selected ${manual.length} manual time entries out of ${selected.length} selected time entries.`;
    if (!canSwap) return modal.warning({ content: `${intro} ${TIMESHEET_MSG.swapNeedsTwo}`, okText: 'OK' });
    modal.confirm({
      content: `${intro} Do you want to proceed with the ${regular.length} regular time entries?`,
      okText: 'Yes, Proceed',
      cancelText: 'No',
      onOk: () => onSwap(ids),
    });
  };

  const swapPair = (move: SwapMove) =>
    swapping.mutate(swapRequest(move, user.id), {
      // The swapped entries' drafts hold their times as they were: they go with the selection.
      onSuccess: (body) => {
        message.success(body.message);
        done();
      },
      onError: (err) => {
        message.error(TIMESHEET_MSG.couldNotSwap);
        if (err instanceof ApiError && err.status === 409) refetch();
      },
    });

  /**
   * Marks or unmarks an entry's meal premium owed with the version read; a refusal (a change made
   * since, a closed week) shows the server's message, and the list is read again either way.
   */
  const markMealPremium = mark
    ? (entry: Entry, owed: boolean) =>
        marking.mutate(
          { id: entry.id, version: entry.version, owed },
          {
            onSuccess: (body) => message.success(body.message),
            onError: (err) =>
              message.error(err instanceof ApiError ? err.message : TIMESHEET_MSG.couldNotMarkMealPremium),
          },
        )
    : undefined;

  return {
    approve,
    remove,
    selectAll,
    swap,
    swapPair,
    markMealPremium,
    marking: marking.isPending,
    busy: approving.isPending || deleting.isPending || swapping.isPending,
  };
}
