import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from '../../../test/factories.ts';
import { ENGINES, startTestApp, type TestApp } from '../../../test/harness.ts';
import { imageExtension } from '../../platform/files.ts';

export const PNG_1PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('imageExtension', () => {
  it.each([
    [PNG_1PX, 'png'],
    [Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]), 'jpg'],
    [Buffer.from('RIFF0000WEBPVP8 '), 'webp'],
    [Buffer.from('<svg onload=alert(1)>'), null],
  ])('recognises %#', (data, ext) => expect(imageExtension(data)).toBe(ext));
});

describe.each(ENGINES)('signed file URLs on %s', (engine) => {
  let t: TestApp;
  let companyId: number;
  beforeAll(async () => {
    t = await startTestApp(engine);
    companyId = (await createCompany(t.db)).id;
  });
  afterAll(() => t.close());

  it('serves a stored photo by its signed URL and refuses a tampered or expired one', async () => {
    const key = await t.app.ctx.files.saveImage(companyId, 'punches', PNG_1PX);
    const url = t.app.ctx.files.signedUrl(key)!;
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(PNG_1PX)).toBe(true);

    expect(
      (await t.app.inject({ method: 'GET', url: url.replace(/sig=[^&]+/, 'sig=' + 'A'.repeat(43)) }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: url.replace(/exp=\d+/, 'exp=1000') })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${key}` })).statusCode).toBe(422);
  });

  it('answers 404 for a signed URL whose photo was deleted since', async () => {
    const key = await t.app.ctx.files.saveImage(companyId, 'employees', PNG_1PX);
    const url = t.app.ctx.files.signedUrl(key)!;
    await t.app.ctx.files.remove(key);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses to store something that is not an image', async () => {
    await expect(t.app.ctx.files.saveImage(companyId, 'punches', Buffer.from('hello'))).rejects.toThrow(
      /not a JPEG/,
    );
  });
});
