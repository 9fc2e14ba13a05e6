import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import { App } from './app.tsx';
import { setupI18n } from './i18n/setup.ts';
import './styles.css';

setupI18n();
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// The service worker keeps the app (and the face model) for opening without signal; it is registered
// once the first screen is up, so its download does not slow the first visit.
window.addEventListener('load', () => registerSW({ immediate: true }), { once: true });
