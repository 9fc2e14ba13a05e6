import { useCallback, useRef, useState } from 'react';

/**
 * Runs a sending action one at a time: a second click while the first call runs does nothing (a
 * double click sends one request), and `busy` (a button's loading, which also disables it) is on
 * from the first click, not from the mutation's own state a moment later.
 */
export function useOneAtATime() {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const run = useCallback(async (action: () => Promise<unknown>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
