import { useEffect } from 'react';
import { BRAND_NAME } from './brand.tsx';

/** Sets the browser tab's title for the current screen. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} · ${BRAND_NAME}`;
    return () => {
      document.title = BRAND_NAME;
    };
  }, [title]);
}
