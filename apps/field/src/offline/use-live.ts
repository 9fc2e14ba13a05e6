import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';

/** The answer of a query on the phone's database, kept current as the database changes. */
export function useLive<T>(query: () => Promise<T>, deps: unknown[], initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const sub = liveQuery(query).subscribe({ next: setValue, error: () => undefined });
    return () => sub.unsubscribe();
    // The query is rebuilt from deps: the caller lists what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps);
  return value;
}
