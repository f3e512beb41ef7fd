/** Zoom buttons and +/- keys step by half; 1 is the whole picture, the least the viewer shows. */
export const zoomStep = 0.5;
export const minZoom = 1;

export const clampZoom = (zoom: number, maxZoom: number) => Math.min(maxZoom, Math.max(minZoom, zoom));

/** The zoom as people read it: two decimals ('1.50'). */
export const formatZoom = (zoom: number) => zoom.toFixed(2);

/** Keeps a zoomed picture covering its stage: it may move by at most half of what overflows. */
export function clampPan(offset: { x: number; y: number }, zoom: number, stage: { width: number; height: number }) {
  const maxX = ((zoom - 1) * stage.width) / 2;
  const maxY = ((zoom - 1) * stage.height) / 2;
  return { x: Math.min(maxX, Math.max(-maxX, offset.x)), y: Math.min(maxY, Math.max(-maxY, offset.y)) };
}

/** The index after a step, wrapping round when looping and stopping at the ends when not. */
export function stepIndex(index: number, step: 1 | -1, count: number, loop: boolean): number {
  const next = index + step;
  if (loop) return (next + count) % count;
  return Math.min(count - 1, Math.max(0, next));
}
