import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createCompany, signIn } from '../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../test/harness.ts';

/** A built web app as Vite leaves it: hashed assets with their brotli and gzip copies. */
function builtWebApp(): string {
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-dist-'));
  const js = `console.log(${JSON.stringify('x'.repeat(4000))});`;
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><script src="/assets/app-Bx9k2LpQ.js"></script>',
  );
  fs.writeFileSync(path.join(dist, 'assets/app-Bx9k2LpQ.js'), js);
  fs.writeFileSync(path.join(dist, 'assets/app-Bx9k2LpQ.js.br'), zlib.brotliCompressSync(js));
  fs.writeFileSync(path.join(dist, 'assets/app-Bx9k2LpQ.js.gz'), zlib.gzipSync(js));
  return dist;
}

describe.each(ENGINES)('compression and caching on %s', (engine) => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = builtWebApp();
    t = await startTestApp(engine, { WEB_DIST_DIR: dist }, { serveWeb: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves a hashed asset pre-compressed, kept for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bx9k2LpQ.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(dist, 'assets/app-Bx9k2LpQ.js.br')))).toBe(true);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bx9k2LpQ.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('has the browser check index.html on every visit', async () => {
    for (const url of ['/index.html', '/employee-timesheets']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('compresses JSON answers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(res.rawPayload).toString()).openapi).toBeDefined();
  });

  it('sends the grid compressed once, with an ETag it answers 304 for', async () => {
    const c = await createCompany(t.db);
    const token = await signIn(t.app, c.users.payroll.email);
    const grid = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/time-sheet-list?start_date=2026-11-16&end_date=2026-11-22&time_sheet_by=1',
        headers: { ...bearer(token), ...headers },
      });
    const first = await grid({ 'accept-encoding': 'gzip' });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const body =
      first.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(first.rawPayload) : first.rawPayload;
    expect(JSON.parse(body.toString())).toMatchObject({ status: true });

    const again = await grid({ 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect((await grid({ 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });
});
