import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  beforeAll(async () => {
    t = await startTestApp(engine);
  });
  afterAll(() => t.close());

  it('serves a stored photo by its signed URL and refuses a tampered or expired one', async () => {
    const rel = await t.app.ctx.files.saveImage(1, 'punches', PNG_1PX);
    const url = t.app.ctx.files.signedUrl(rel)!;
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
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${rel}` })).statusCode).toBe(422);
  });

  it('refuses to store something that is not an image', async () => {
    await expect(t.app.ctx.files.saveImage(1, 'punches', Buffer.from('hello'))).rejects.toThrow(/not a JPEG/);
  });
});
