import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import enUS from 'antd/locale/en_US';
import { RouterProvider } from 'react-router';
import { createQueryClient } from './query-client.ts';
import { createAppRouter } from './router/routes.tsx';
import { useReducedMotion } from '../ui/use-reduced-motion.ts';
import { themeFor } from './theme.ts';

export function App() {
  const [queryClient] = useState(createQueryClient);
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
