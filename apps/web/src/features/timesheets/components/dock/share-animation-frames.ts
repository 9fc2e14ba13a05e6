/**
 * The popped-out panel is rendered by the main window's scripts, whose animation frames stop while
 * that window is hidden behind (or minimised under) the panel's window: dropdowns and date pickers
 * in the panel would then never be placed. While the panel is out, a frame asked of the main window
 * runs at the first frame either window paints; the time it gets is the main window's clock.
 */
export function shareAnimationFrames(main: Window, popout: Window): () => void {
  const request = main.requestAnimationFrame;
  const cancel = main.cancelAnimationFrame;
  const pending = new Map<number, () => void>();
  // Far above the browser's own frame ids, so that a stray id is never mistaken for one of these.
  let nextId = 1_000_000_000;

  main.requestAnimationFrame = (callback) => {
    const id = nextId++;
    let own = 0;
    let other = 0;
    const stop = () => {
      pending.delete(id);
      cancel.call(main, own);
      if (!popout.closed) popout.cancelAnimationFrame(other);
    };
    const run = () => {
      if (!pending.has(id)) return;
      stop();
      callback(main.performance.now());
    };
    own = request.call(main, run);
    other = popout.requestAnimationFrame(run);
    pending.set(id, stop);
    return id;
  };
  main.cancelAnimationFrame = (id) => {
    const stop = pending.get(id);
    if (stop) stop();
    else cancel.call(main, id);
  };

  return () => {
    main.requestAnimationFrame = request;
    main.cancelAnimationFrame = cancel;
  };
}
