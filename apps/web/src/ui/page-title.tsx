import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { usePageTitle } from './use-page-title.ts';

/** The heading of a screen, also used as the browser tab's title. */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  usePageTitle(title);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
      <Typography.Title level={3} style={{ margin: 0, flex: 1, minWidth: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
