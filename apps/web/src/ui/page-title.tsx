import type { ReactNode } from 'react';
import { Typography } from 'antd';
import { usePageTitle } from './use-page-title.ts';

/**
 * The heading of a screen, also used as the browser tab's title: the screen's one top-level heading
 * (h1), as large as the portal's section titles.
 */
export function PageTitle({ title, extra }: { title: string; extra?: ReactNode }) {
  usePageTitle(title);
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
      <Typography.Title level={1} style={{ margin: 0, flex: 1, minWidth: 0, fontSize: 24, lineHeight: 1.35 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
