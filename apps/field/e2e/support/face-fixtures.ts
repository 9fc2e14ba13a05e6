import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
/** Where the face pictures made for the tests go (the fake camera's video among them). */
export const FIXTURES = path.join(root, 'test-results/field-fixtures');
const SAMPLES = path.join(root, 'node_modules/@vladmandic/face-api/demo');

/**
 * The pictures, cut from the sample photos that ship with @vladmandic/face-api (group portraits): the
 * face boxes are where face-api's tiny detector finds the faces in the full-size samples.
 * - person A: the one face of sample2; person B: a face of sample1;
 * - a-reference: A as the office's reference photo; a-camera: A again, framed wider, brighter and turned
 *   5 degrees (the fake camera's video); b-reference: B;
 * - group: the whole of sample1 (three faces); no-face: a corner of sample1 without any.
 */
const CUTS = {
  'a-reference.jpg': { sample: 'sample2.jpg', center: [1540, 304], side: [620, 620], out: [480, 480] },
  'a-camera.y4m': {
    sample: 'sample2.jpg',
    center: [1520, 330],
    side: [760, 570],
    out: [640, 480],
    brightness: 1.25,
    degrees: 5,
  },
  'b-reference.jpg': { sample: 'sample1.jpg', center: [1572, 358], side: [620, 620], out: [480, 480] },
  'group.jpg': { sample: 'sample1.jpg', center: [960, 640], side: [1920, 1280], out: [960, 640] },
  'no-face.jpg': { sample: 'sample1.jpg', center: [280, 1060], side: [560, 420], out: [560, 420] },
} as const;

interface Cut {
  sample: string;
  center: readonly number[];
  side: readonly number[];
  out: readonly number[];
  brightness?: number;
  degrees?: number;
}

/** Makes the pictures once (Playwright's global setup): Chromium's canvas cuts and writes them. */
export default async function makeFaceFixtures(): Promise<void> {
  if (Object.keys(CUTS).every((name) => fs.existsSync(path.join(FIXTURES, name)))) return;
  fs.mkdirSync(FIXTURES, { recursive: true });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const page = await browser.newPage();
    for (const [name, cut] of Object.entries(CUTS) as [string, Cut][]) {
      const jpeg = fs.readFileSync(path.join(SAMPLES, cut.sample)).toString('base64');
      const asVideo = name.endsWith('.y4m');
      const data = await page.evaluate(
        async ({ jpeg, cut, asVideo }) => {
          const img = new Image();
          img.src = `data:image/jpeg;base64,${jpeg}`;
          await img.decode();
          const [w, h] = cut.out as [number, number];
          const canvas = document.createElement('canvas');
          canvas.width = w;
          canvas.height = h;
          const g = canvas.getContext('2d')!;
          g.fillStyle = '#777';
          g.fillRect(0, 0, w, h);
          g.filter = `brightness(${cut.brightness ?? 1})`;
          g.translate(w / 2, h / 2);
          g.rotate(((cut.degrees ?? 0) * Math.PI) / 180);
          const [cx, cy] = cut.center as [number, number];
          const [sw, sh] = cut.side as [number, number];
          g.drawImage(img, cx - sw / 2, cy - sh / 2, sw, sh, -w / 2, -h / 2, w, h);
          if (!asVideo) return canvas.toDataURL('image/jpeg', 0.92).split(',')[1]!;
          // One frame of YUV 4:2:0 (the fake camera's y4m), repeated by Chromium.
          const rgba = g.getImageData(0, 0, w, h).data;
          const y = new Uint8Array(w * h);
          const u = new Uint8Array((w / 2) * (h / 2));
          const v = new Uint8Array((w / 2) * (h / 2));
          for (let j = 0; j < h; j++) {
            for (let i = 0; i < w; i++) {
              const k = (j * w + i) * 4;
              const [r, gr, b] = [rgba[k]!, rgba[k + 1]!, rgba[k + 2]!];
              y[j * w + i] = Math.round(0.299 * r + 0.587 * gr + 0.114 * b);
              if (j % 2 === 0 && i % 2 === 0) {
                const c = (j / 2) * (w / 2) + i / 2;
                u[c] = Math.round(128 - 0.168736 * r - 0.331264 * gr + 0.5 * b);
                v[c] = Math.round(128 + 0.5 * r - 0.418688 * gr - 0.081312 * b);
              }
            }
          }
          const frame = new Uint8Array(y.length + u.length + v.length);
          frame.set(y, 0);
          frame.set(u, y.length);
          frame.set(v, y.length + u.length);
          let bin = '';
          for (let i = 0; i < frame.length; i += 0x8000)
            bin += String.fromCharCode(...frame.subarray(i, i + 0x8000));
          return btoa(bin);
        },
        { jpeg, cut, asVideo },
      );
      const bytes = Buffer.from(data, 'base64');
      const [w, h] = cut.out;
      const file = asVideo
        ? Buffer.concat([
            Buffer.from(`YUV4MPEG2 W${w} H${h} F30:1 Ip A1:1 C420jpeg\n`),
            Buffer.from('FRAME\n'),
            bytes,
          ])
        : bytes;
      fs.writeFileSync(path.join(FIXTURES, name), file);
    }
  } finally {
    await browser.close();
  }
}
