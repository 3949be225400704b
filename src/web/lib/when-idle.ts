/** The browser's next idle period (at the latest after `timeout` ms); returns a cancel function. */
function onIdle(task: () => void, timeout: number): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(() => task(), { timeout });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(task, Math.min(timeout, 200));
  return () => clearTimeout(id);
}

/**
 * Runs `task` once the next frame is on screen and the browser is idle, for work that must not
 * compete with the page being shown (decision 033): a download started before the page's largest
 * paint delays that paint. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 2000): () => void {
  let done = false;
  let cancelIdle = () => {};
  const afterPaint = () => {
    if (done) return;
    done = true;
    cancelIdle = onIdle(task, timeout);
  };
  // A timer set from a frame callback runs once that frame has been painted; a hidden tab paints
  // no frames, so a plain timer stands in there.
  const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(() => setTimeout(afterPaint, 0)) : null;
  const fallback = setTimeout(afterPaint, frame === null ? 0 : 1000);
  return () => {
    done = true;
    if (frame !== null) cancelAnimationFrame(frame);
    clearTimeout(fallback);
    cancelIdle();
  };
}
