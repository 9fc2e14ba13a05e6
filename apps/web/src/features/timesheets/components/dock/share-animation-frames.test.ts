import { describe, expect, it, vi } from 'vitest';
import { shareAnimationFrames } from './share-animation-frames.ts';

/** A window whose frames are painted when the test says so. */
function fakeWindow() {
  let next = 1;
  const frames = new Map<number, FrameRequestCallback>();
  const win = {
    closed: false,
    performance: { now: () => 42 },
    requestAnimationFrame: (callback: FrameRequestCallback) => {
      frames.set(next, callback);
      return next++;
    },
    cancelAnimationFrame: (id: number) => void frames.delete(id),
  };
  const paint = () => {
    const due = [...frames.values()];
    frames.clear();
    due.forEach((callback) => callback(1000));
  };
  return { win: win as unknown as Window, paint, pending: () => frames.size };
}

describe('the animation frames shared with the popped-out window', () => {
  it('runs a frame of the main window at the first frame either window paints, once', () => {
    const main = fakeWindow();
    const popout = fakeWindow();
    const ownRequest = main.win.requestAnimationFrame;
    const stop = shareAnimationFrames(main.win, popout.win);
    const callback = vi.fn();

    main.win.requestAnimationFrame(callback);
    popout.paint();
    expect(callback).toHaveBeenCalledWith(42);
    main.paint();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(main.pending() + popout.pending()).toBe(0);

    main.win.requestAnimationFrame(callback);
    main.paint();
    popout.paint();
    expect(callback).toHaveBeenCalledTimes(2);

    stop();
    expect(main.win.requestAnimationFrame).toBe(ownRequest);
  });

  it('calls a frame off in both windows', () => {
    const main = fakeWindow();
    const popout = fakeWindow();
    shareAnimationFrames(main.win, popout.win);
    const callback = vi.fn();
    const id = main.win.requestAnimationFrame(callback);
    main.win.cancelAnimationFrame(id);
    main.paint();
    popout.paint();
    expect(callback).not.toHaveBeenCalled();
    expect(main.pending() + popout.pending()).toBe(0);
  });
});
