import { useRef, type ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';

/**
 * Keeps the panel's dropdowns, pickers, dialogs and messages in the browser window the panel is shown
 * in: popped out, it lives in another window, while Ant Design would put them in the main one.
 */
export function SameWindowPopups({ children }: { children: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null);
  const body = (trigger?: HTMLElement) => (trigger ?? anchor.current)?.ownerDocument.body ?? document.body;
  return (
    <ConfigProvider getPopupContainer={body}>
      <App component={false}>
        <div ref={anchor} className="ts-dock-panel">
          {children}
        </div>
      </App>
    </ConfigProvider>
  );
}
