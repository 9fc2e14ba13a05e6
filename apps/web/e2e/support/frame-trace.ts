import type { Locator, Page } from '@playwright/test';

/** One scroll step's frame, read from Chromium's trace of the renderer's main thread. */
export interface TracedFrames {
  /** Per step: milliseconds from one step's animation frame to the next (what the clerk sees). */
  wall: number[];
  /** Per step: milliseconds of CPU the main thread spent in its tasks (what the grid costs). */
  cpu: number[];
  /** Steps whose frame began with no row at the top of the body (the rows of an earlier position, or none). */
  stale: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  cat: string;
  args?: { data?: { message?: string } };
}

const STEP_MARK = 'grid-scroll-step';

/** The value at a share (0.95: the 95th percentile) of the sorted values. */
export const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))]!;

/** How a traced scroll moves: a whole screen a step (a drag of the scrollbar), or so many pixels (a wheel). */
export type ScrollSteps = { steps: number; by: 'screen' | number };

/**
 * Scrolls a virtual list's scrolling box (`scroller`) under Chromium's tracing, one step per animation
 * frame: `by: 'screen'` jumps to the end in `steps` jumps (every step a screen of other rows), a number
 * moves that many pixels a step from the top (a wheel or a touchpad). Each step marks the trace as it
 * scrolls; a step's frame is the time to the next step's mark, and its cost the main thread's CPU time
 * (`tdur`) in the top-level tasks that ended in between: the scroll event, the drawing of the rows,
 * style, layout and paint.
 */
export async function traceScrollFrames(
  page: Page,
  scroller: Locator,
  rowSelector: string,
  { steps, by }: ScrollSteps,
): Promise<TracedFrames> {
  const browser = page.context().browser()!;
  await browser.startTracing(page, { categories: ['devtools.timeline', 'toplevel'] });
  const stale = await scroller.evaluate(
    async (el, { count, pixels, mark, rows }) => {
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      // Read once: reading the box's size at every step would force a layout the scroll itself does not.
      const end = el.scrollHeight - el.clientHeight;
      // A point a quarter down the box, in its first column: what the clerk sees there is a row.
      const point = () => {
        const box = el.getBoundingClientRect();
        return { x: box.left + 20, y: box.top + el.clientHeight / 4 };
      };
      let missing = 0;
      el.scrollTop = 0;
      await nextFrame();
      await nextFrame();
      for (let step = 1; step <= count; step += 1) {
        console.timeStamp(mark);
        el.scrollTop = pixels === null ? (end * step) / count : Math.min(end, pixels * step);
        await nextFrame();
        const { x, y } = point();
        const hit = document.elementFromPoint(x, y);
        if (!hit || !el.contains(hit) || !hit.closest(rows)) missing += 1;
      }
      console.timeStamp(mark);
      return missing;
    },
    { count: steps, pixels: by === 'screen' ? null : by, mark: STEP_MARK, rows: rowSelector },
  );
  const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
  const marks = trace.traceEvents.filter(
    (e) => e.name === 'TimeStamp' && e.args?.data?.message === STEP_MARK,
  );
  const thread = `${marks[0]!.pid}:${marks[0]!.tid}`;
  const bounds = marks.map((m) => m.ts).sort((a, b) => a - b);
  const cpu = new Array<number>(bounds.length - 1).fill(0);
  for (const task of trace.traceEvents) {
    if (task.ph !== 'X' || !task.cat.includes('toplevel') || `${task.pid}:${task.tid}` !== thread) continue;
    const endsAt = task.ts + (task.dur ?? 0);
    const step = bounds.findIndex((b, i) => i < cpu.length && b <= endsAt && endsAt < bounds[i + 1]!);
    if (step >= 0) cpu[step]! += (task.tdur ?? task.dur ?? 0) / 1000;
  }
  const wall = bounds.slice(1).map((b, i) => (b - bounds[i]!) / 1000);
  return { wall, cpu, stale };
}
