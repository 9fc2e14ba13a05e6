import { useCallback, useMemo, useState } from 'react';
import { draftOf, type Entry, type EntryDraft } from '../entry-draft.ts';

/** The clerk's unsaved edits and selection in the detail list, by entry id. */
export function useEntryDrafts() {
  const [drafts, setDrafts] = useState<Record<number, EntryDraft>>({});

  const view = useCallback((entry: Entry) => drafts[entry.id] ?? draftOf(entry), [drafts]);
  const update = useCallback(
    (entry: Entry, change: (draft: EntryDraft) => EntryDraft) =>
      setDrafts((all) => ({ ...all, [entry.id]: change(all[entry.id] ?? draftOf(entry)) })),
    [],
  );
  const reset = useCallback(() => setDrafts({}), []);
  const counts = useMemo(() => {
    const list = Object.values(drafts);
    return { touched: list.filter((d) => d.touched).length, selected: list.filter((d) => d.selected).length };
  }, [drafts]);

  return { view, update, reset, counts };
}

export type EntryDrafts = ReturnType<typeof useEntryDrafts>;
