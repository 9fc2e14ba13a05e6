import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import 'antd/dist/reset.css';
// Ant Design's component styles as one static file (the theme's zero-runtime mode, theme.ts).
import 'antd/dist/antd.css';
import './ui/tags.css';
import './lib/dayjs-setup.ts';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { startFirstScreen } from './app/router/first-screen.ts';

const queryClient = createQueryClient();
startFirstScreen(queryClient);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>,
);
