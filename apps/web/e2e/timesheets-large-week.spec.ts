import { expect, test } from '@playwright/test';
import { answerWith } from './support/api.ts';
import { signIn } from './support/session.ts';
import { gridRows } from './support/timesheets.ts';
import { USERS } from './support/users.ts';
import { percentile, traceScrollFrames } from './support/frame-trace.ts';
import { machineIsQuiet } from './support/machine-load.ts';
import { reportTiming } from './support/virtual-scroll.ts';

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];

function syntheticRows(count: number) {
  return Array.from({ length: count }, (_, i) => ({
    id: 100_000 + i,
    code: `S${String(i).padStart(5, '0')}`,
    name: `Synthetic Employee ${i} with a rather long family name to test ellipsis`,
    filterByJob: false,
    shift: i % 5 ? 1 : 2,
    ...Object.fromEntries(
      DAYS.flatMap((d, k) => [
        [d, k < 5 ? 8 : 0],
        [`${d}_approved_status`, k < 5 ? (i + k) % 4 : null],
        [`${d}_edit_status`, (i + k) % 9 === 0 ? 'web' : (i + k) % 11 === 0 ? 'mobile' : null],
      ]),
    ),
    regular_time: 40,
    over_time: 0,
    total: 40,
  }));
}

/**
 * Scrolling the 2,000-row week, read from Chromium's trace, against one frame of a 60 Hz screen (17 ms),
 * for the two ways a clerk scrolls: the wheel (100 px a frame, three rows new) and a drag of the
 * scrollbar (a whole screen of other rows every frame, the worst case), beside the same page's frames
 * with nothing scrolled (the browser's own pace). What the grid costs is the main thread's CPU per
 * step: on a quiet machine a wheel step's stays within one frame at p95. A step's frame also waits for
 * the browser's compositing, which this headless, GPU-less Chromium does in software (about 10 ms a
 * frame on the GPU process's thread, on the same two cores): frames are reported, not asserted, and the
 * last test gives the floor, the same scroll of a page of plain rows without any script.
 */
const ONE_FRAME_MS = 17;
/**
 * The regression bound on a busy machine: about 15-20 ms at p95 here, and CI's cores are slower. A
 * broken virtualisation (every row in the page) or a measurement of every row costs several times more.
 */
const BUSY_CPU_FRAME_MS = 80;

const WAYS = [
  { name: 'nothing scrolled', steps: { steps: 120, by: 0 } },
  { name: 'wheel', steps: { steps: 120, by: 100 } },
  { name: 'scrollbar drag', steps: { steps: 60, by: 'screen' } },
] as const;

test("renders and scrolls a 2,000-row week with rows in every frame, a wheel step's work within one frame on a quiet machine", async ({
  page,
}) => {
  await signIn(page, USERS.payroll.email);
  const rows = syntheticRows(2000);
  await answerWith(page, '**/api/v1/time-sheet-list?**', () => rows);
  const started = Date.now();
  await page.goto('/employee-timesheets');
  await expect(gridRows(page).first()).toContainText('S00000');
  const rendered = Date.now() - started;
  expect(await gridRows(page).count()).toBeLessThan(60);
  const grid = page.getByRole('grid', { name: 'Timesheets' });

  // A first pass, as a clerk's first scroll, compiles the code that draws rows; the next are measured.
  await traceScrollFrames(page, grid, '.ts-row', { steps: 20, by: 'screen' });
  const round = (ms: number) => ms.toFixed(1);
  const quiet = machineIsQuiet();
  for (const { name, steps } of WAYS) {
    const frames = await traceScrollFrames(page, grid, '.ts-row', steps);
    const wallP95 = percentile(frames.wall, 0.95);
    const cpuP95 = percentile(frames.cpu, 0.95);
    reportTiming(
      `2,000 rows, ${name}`,
      `first render ${rendered} ms (navigation included); ${frames.wall.length} steps: frames median ` +
        `${round(percentile(frames.wall, 0.5))} ms, p95 ${round(wallP95)} ms; main-thread CPU per frame median ` +
        `${round(percentile(frames.cpu, 0.5))} ms, p95 ${round(cpuP95)} ms; ${frames.stale} frames without a row at the top`,
    );
    expect(frames.stale, `${name}: frames without a row at the top`).toBe(0);
    expect(cpuP95, `${name}: p95 main-thread CPU per frame (ms)`).toBeLessThanOrEqual(BUSY_CPU_FRAME_MS);
    if (quiet && name === 'wheel')
      expect(cpuP95, `${name}: p95 main-thread CPU per step on a quiet machine (ms)`).toBeLessThanOrEqual(
        ONE_FRAME_MS,
      );
  }

  // The last row is there at the end.
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(gridRows(page).filter({ hasText: 'S01999' })).toBeVisible();

  // The correction marks name themselves on hover.
  await grid.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(gridRows(page).first().getByTitle('Corrected on the web')).toBeVisible();
  await expect(gridRows(page).filter({ hasText: 'S00005' }).getByTitle('Corrected on mobile')).toBeVisible();
});

/** A page of 2,000 plain rows as wide as the grid's, without any script: what scrolling costs here at all. */
function staticRows(count: number): string {
  const cells = (i: number) =>
    [`S${String(i).padStart(5, '0')}`, `Synthetic Employee ${i} with a rather long family name`]
      .concat(Array.from({ length: 10 }, () => '8.0'))
      .map((text) => `<span>${text}</span>`)
      .join('');
  const rows = Array.from({ length: count }, (_, i) => `<div class="row">${cells(i)}</div>`).join('');
  return (
    '<style>body{margin:0;font:14px sans-serif}#rows{height:600px;margin-top:150px;overflow:auto}' +
    '.row{display:grid;grid-template-columns:72px 320px repeat(10,64px);height:36px;border-bottom:1px solid #eee}' +
    '.row span{padding:0 8px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis}</style>' +
    `<div id="rows">${rows}</div>`
  );
}

test("reports a script-free page's frames under the same wheel scroll: this browser's floor", async ({
  page,
}) => {
  await page.setContent(staticRows(2000));
  const rows = page.locator('#rows');
  await traceScrollFrames(page, rows, '.row', { steps: 20, by: 100 });
  const frames = await traceScrollFrames(page, rows, '.row', { steps: 120, by: 100 });
  reportTiming(
    '2,000 rows without script, wheel',
    `${frames.wall.length} steps: frames median ${percentile(frames.wall, 0.5).toFixed(1)} ms, p95 ` +
      `${percentile(frames.wall, 0.95).toFixed(1)} ms; main-thread CPU per frame median ` +
      `${percentile(frames.cpu, 0.5).toFixed(1)} ms, p95 ${percentile(frames.cpu, 0.95).toFixed(1)} ms`,
  );
  expect(frames.stale, 'frames without a row at the top').toBe(0);
});
