import { useEffect } from 'react';
import { App } from 'antd';
import { useBlocker } from 'react-router';

interface Counts {
  touched: number;
  selected: number;
}

/** The part of an address (its query) whose change leaves the edits behind. */
type ScopeOf = (search: string) => string;

/**
 * Asks "Are you sure want to leave?" before leaving with edited or selected entries: for a move to
 * another page of the portal or to another week, site or view of this one (a link, the toolbar, the
 * browser's Back or Forward), and when the tab is closed or reloaded (the browser's own question
 * then, through beforeunload).
 */
export function useLeaveGuard({ touched, selected }: Counts, scopeOf: ScopeOf) {
  const { modal } = App.useApp();
  const dirty = touched + selected > 0;
  const blocker = useBlocker(
    ({ currentLocation: from, nextLocation: to }) =>
      dirty && (from.pathname !== to.pathname || scopeOf(from.search) !== scopeOf(to.search)),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const dialog = modal.confirm({
      title: 'Are you sure want to leave?',
      content: `You have ${touched} edited and ${selected} selected time entries.`,
      okText: 'Yes',
      cancelText: 'No',
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
    return () => dialog.destroy();
  }, [blocker, modal, touched, selected]);

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [dirty]);
}
