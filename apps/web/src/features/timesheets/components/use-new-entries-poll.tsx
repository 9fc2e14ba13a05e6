import { useEffect, useRef } from 'react';
import { App, Button } from 'antd';
import { getLastUpdate } from '../api/get-last-update.ts';
import { pollInterval } from '../poll-interval.ts';

const TOAST_KEY = 'refresh-toast';

/** Asks every 25 s whether someone added manual entries since the last load, and offers a refresh. */
export function useNewEntriesPoll(lastLoadedAt: number, refresh: () => void) {
  const { notification } = App.useApp();
  const since = useRef(lastLoadedAt);
  useEffect(() => {
    since.current = lastLoadedAt;
  }, [lastLoadedAt]);

  useEffect(() => {
    const timer = window.setInterval(() => {
      getLastUpdate(new Date(since.current).toISOString())
        .then((body) => {
          if (!body.data.last_update) return;
          const onRefresh = () => {
            notification.destroy(TOAST_KEY);
            refresh();
          };
          notification.info({
            key: TOAST_KEY,
            message: 'New manual time-entries are now available.',
            description: (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={onRefresh}>
                Refresh
              </Button>
            ),
            duration: 15,
          });
        })
        .catch((err: unknown) => console.error('time-entries-last-update failed', err));
    }, pollInterval());
    return () => window.clearInterval(timer);
  }, [notification, refresh]);
}
