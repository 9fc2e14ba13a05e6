import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { PNG_1PX } from '../../../test/people.ts';
import type { FileStorage } from './file-storage.ts';
import { FolderStorage } from './folder-storage.ts';
import { PostgresStorage } from './postgres-storage.ts';
import { S3Storage } from './s3-storage.ts';

/**
 * A small S3-compatible server (path-style PutObject, GetObject, DeleteObject) on loopback, so the
 * store is tested through the real SDK, its signing and its error parsing, without an object store.
 */
function fakeS3(): Promise<{ url: string; objects: Map<string, Buffer>; close(): Promise<void> }> {
  const objects = new Map<string, Buffer>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const key = decodeURIComponent(new URL(req.url!, 'http://s3').pathname);
      if (!req.headers.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
        res.writeHead(403).end();
      } else if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"1"' }).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(objects.get(key));
      } else if (req.method === 'GET') {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end(
            '<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchKey</Code><Message>gone</Message></Error>',
          );
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://127.0.0.1:${port}`,
        objects,
        close: () => new Promise((r) => server.close(() => r())),
      });
    }),
  );
}

/** What every storage promises: a file put is read back whole, a missing or removed one is null. */
function storageContract(name: string, open: () => Promise<{ storage: FileStorage; companyId: number }>) {
  describe(`${name} file storage`, () => {
    let storage: FileStorage;
    let companyId: number;
    beforeAll(async () => {
      ({ storage, companyId } = await open());
    });

    it('reads back what it stored, and null for a key it does not hold', async () => {
      const key = `${companyId}/punches/${name}-a.png`;
      await storage.put([{ key, companyId, contentType: 'image/png', data: PNG_1PX }]);
      expect((await storage.get(key))?.equals(PNG_1PX)).toBe(true);
      expect(await storage.get(`${companyId}/punches/${name}-missing.png`)).toBeNull();
    });

    it('removes a file, and removing it again is no error', async () => {
      const key = `${companyId}/employees/${name}-b.png`;
      await storage.put([{ key, companyId, contentType: 'image/png', data: PNG_1PX }]);
      await storage.remove(key);
      await storage.remove(key);
      expect(await storage.get(key)).toBeNull();
    });
  });
}

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'portal-files-'));

storageContract('folder', async () => ({ storage: new FolderStorage(tmp()), companyId: 1 }));

it('writes photo files readable by the server only, like the database (issue 37)', async () => {
  const root = tmp();
  const storage = new FolderStorage(root);
  const key = '1/photos/employee-7.png';
  await storage.put([{ key, companyId: 1, contentType: 'image/png', data: PNG_1PX }]);
  expect(fs.statSync(path.join(root, key)).mode & 0o777).toBe(0o600);
  expect(fs.statSync(path.join(root, '1/photos')).mode & 0o777).toBe(0o700);
});

describe('S3-compatible storage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  beforeAll(async () => {
    s3 = await fakeS3();
  });
  afterAll(() => s3.close());
  const bucket = () => ({
    bucket: 'photos',
    endpoint: s3.url,
    region: 'us-east-1',
    accessKeyId: 'test-key',
    secretAccessKey: 'test-secret',
    forcePathStyle: true,
    prefix: 'portal/',
  });

  storageContract('s3', async () => ({
    storage: new S3Storage(bucket()),
    companyId: 7,
  }));

  it('keeps the objects in the bucket under the prefix', async () => {
    await new S3Storage(bucket()).put([
      { key: '7/punches/c.png', companyId: 7, contentType: 'image/png', data: PNG_1PX },
    ]);
    expect(s3.objects.get('/photos/portal/7/punches/c.png')?.equals(PNG_1PX)).toBe(true);
  });
});

if (ENGINES.includes('postgres')) {
  describe('PostgreSQL storage', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await startTestApp('postgres');
    });
    afterAll(() => t.close());

    storageContract('postgres', async () => ({
      storage: new PostgresStorage(t.db),
      companyId: (await createCompany(t.db)).id,
    }));

    it('writes inside a transaction: a rolled-back file was never stored', async () => {
      const storage = new PostgresStorage(t.db);
      const { id: companyId } = await createCompany(t.db);
      const key = `${companyId}/punches/rolled-back.png`;
      const tx = await t.db.startTransaction().execute();
      await storage.put([{ key, companyId, contentType: 'image/png', data: PNG_1PX }], tx);
      await tx.rollback().execute();
      expect(await storage.get(key)).toBeNull();
    });
  });
}
