import { useState } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { RouterProvider } from 'react-router';
import { createAppRouter } from './router/routes.tsx';
import { useReducedMotion } from '../ui/use-reduced-motion.ts';
import { themeFor } from './theme.ts';

export function App({ queryClient }: { queryClient: QueryClient }) {
  const [router] = useState(createAppRouter);
  const reducedMotion = useReducedMotion();
  return (
    <ConfigProvider locale={enUS} theme={themeFor(reducedMotion)}>
      <AntApp>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  );
}
