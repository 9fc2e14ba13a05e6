import type { Locator } from '@playwright/test';

/**
 * Scrolls a virtual table's body to the end in `steps` jumps, one per animation frame, and reports
 * how long the frames took (the browser's own clock, no test round trips): a long frame is a stutter.
 */
export async function scrollFrames(
  virtualBody: Locator,
  steps = 40,
): Promise<{ median: number; worst: number }> {
  const frames = await virtualBody.evaluate(async (el, count) => {
    const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
    const times: number[] = [];
    let last = await nextFrame();
    for (let step = 1; step <= count; step += 1) {
      el.scrollTop = ((el.scrollHeight - el.clientHeight) * step) / count;
      const now = await nextFrame();
      times.push(now - last);
      last = now;
    }
    return times;
  }, steps);
  const sorted = [...frames].sort((a, b) => a - b);
  return { median: Math.round(sorted[Math.floor(sorted.length / 2)]!), worst: Math.round(sorted.at(-1)!) };
}
