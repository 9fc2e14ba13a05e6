import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { machineIsQuiet } from '../../web/e2e/support/machine-load.ts';
import { FOREMAN, signInField, waitForServiceWorker } from './support/field.ts';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');

/** Chromium DevTools' "Slow 4G" preset: 562.5 ms of latency, 1.6 Mbit/s down and 750 kbit/s up, at 90 %. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: ((1.6 * 1000 * 1000) / 8) * 0.9,
  uploadThroughput: ((750 * 1000) / 8) * 0.9,
};

test('opens its first screen in under 2 s on Slow 4G and loads at most 150 KB of gzipped JavaScript before the clock-in screen', async ({
  page,
  context,
  request,
}) => {
  // The server's first answers after its start wait for its start-up work: not the phone's network.
  await expect.poll(async () => (await request.get('/field/')).status(), { timeout: 60_000 }).toBe(200);
  const scripts: string[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.goto('/field/');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // The first screen is the first paint of content: the page is empty until the app draws it.
  const firstScreenMs = await page.evaluate(
    () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
  );
  await cdp.send('Network.emulateNetworkConditions', {
    ...SLOW_4G,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  await signInField(page, FOREMAN);
  await expect(page.getByRole('button', { name: 'Clock in' })).toBeVisible();
  const loaded = [...new Set(scripts)];
  const gzipped = loaded.map(
    (p) => zlib.gzipSync(fs.readFileSync(path.join(dist, p.replace(/^\/field\//, '')))).length,
  );
  const totalKb = gzipped.reduce((a, b) => a + b, 0) / 1024;
  test
    .info()
    .annotations.push(
      { type: 'first screen on Slow 4G (ms)', description: String(Math.round(firstScreenMs)) },
      { type: 'gzipped JS before the clock-in screen (KB)', description: totalKb.toFixed(1) },
    );
  console.log(
    `first screen ${Math.round(firstScreenMs)} ms; JS ${totalKb.toFixed(1)} KB gzipped: ${scripts.join(', ')}`,
  );
  expect(scripts.some((s) => s.includes('face-check'))).toBe(false);
  expect(totalKb).toBeLessThanOrEqual(150);
  // The network's part is fixed by the emulation; the browser's own part grows with the machine's load
  // (other tests, the server's start): the bound is asserted on a quiet machine, and printed always.
  if (machineIsQuiet()) expect(firstScreenMs).toBeLessThan(2000);
});

test('is installable: a manifest with its icons and a service worker that opens the app without signal', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/field/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const manifest = await (await request.get(new URL(href!, page.url()).pathname)).json();
  expect(manifest).toMatchObject({ start_url: '/field/', scope: '/field/', display: 'standalone' });
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  for (const icon of manifest.icons) {
    expect((await request.get(new URL(icon.src, new URL(href!, page.url())).pathname)).status()).toBe(200);
  }
  expect(await waitForServiceWorker(page)).toMatch(/\/field\/$/);
  // The face model files are kept too: the face check works without signal.
  const cached = await page.evaluate(async () => {
    const names = await caches.keys();
    const urls: string[] = [];
    for (const n of names)
      for (const r of await (await caches.open(n)).keys()) urls.push(new URL(r.url).pathname);
    return urls;
  });
  expect(cached).toEqual(
    expect.arrayContaining(['/field/index.html', '/field/models/face_recognition_model.bin']),
  );

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await context.setOffline(false);
});
