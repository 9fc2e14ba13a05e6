/// <reference lib="webworker" />
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { sendQueue } from './offline/send-queue.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app, its icons and the face model files, kept at install: the app opens with no signal.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/field/index.html'), { allowlist: [/^\/field\//] }),
);

self.addEventListener('install', () => void self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

// Background sync (where the browser has it): the waiting punches go up when the signal returns, even
// with the app closed. A send that cannot finish throws, so the browser tries again later.
self.addEventListener('sync', (event) => {
  const e = event as SyncEvent;
  if (e.tag !== 'send-punches') return;
  e.waitUntil(
    sendQueue().then((r) => {
      if (r.status === 'offline' || r.status === 'error') throw new Error(r.status);
    }),
  );
});
