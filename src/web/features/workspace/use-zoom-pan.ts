import { useLayoutEffect, useRef, useState, type KeyboardEvent, type MouseEvent, type PointerEvent } from "react";

const ZOOM_LEVELS = [1, 1.5, 2, 3, 4] as const;
const MAX_ZOOM = 4;
const CLICK_ZOOM = 2;
/** A press that moves further than this is a drag (pan), not a click (zoom). */
const DRAG_THRESHOLD_PX = 4;
/** The share of the visible area an arrow key pans. */
const KEY_PAN = 0.2;

interface Point {
  x: number;
  y: number;
}

interface Drag extends Point {
  left: number;
  top: number;
  moved: boolean;
}

/**
 * Zoom and pan for an image in a scrollable viewport: levels from 100 % to 400 %, the point in view
 * kept in view while zooming, mouse drag to pan (touch scrolls natively), click to zoom in at that
 * point or back out, and the keys +, -, 0 and the arrows.
 */
export function useZoomPan() {
  const viewport = useRef<HTMLDivElement>(null);
  const [zoom, setZoom] = useState<number>(1);
  // The point (as a share of the content) to bring to the middle once the new size is laid out.
  const target = useRef<Point | null>(null);
  const drag = useRef<Drag | null>(null);
  const dragged = useRef(false);

  useLayoutEffect(() => {
    const el = viewport.current;
    const point = target.current;
    target.current = null;
    if (!el || !point) return;
    el.scrollLeft = point.x * el.scrollWidth - el.clientWidth / 2;
    el.scrollTop = point.y * el.scrollHeight - el.clientHeight / 2;
  }, [zoom]);

  const middle = (): Point => {
    const el = viewport.current;
    if (!el?.scrollWidth || !el.scrollHeight) return { x: 0.5, y: 0.5 };
    return { x: (el.scrollLeft + el.clientWidth / 2) / el.scrollWidth, y: (el.scrollTop + el.clientHeight / 2) / el.scrollHeight };
  };
  const zoomTo = (level: number, point = middle()) => {
    target.current = point;
    setZoom(level);
  };
  const zoomIn = () => zoomTo(ZOOM_LEVELS.find((level) => level > zoom) ?? zoom);
  const zoomOut = () => zoomTo(ZOOM_LEVELS.findLast((level) => level < zoom) ?? 1);
  const reset = () => zoomTo(1);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== "mouse" || event.button !== 0) return;
    const el = event.currentTarget;
    drag.current = { x: event.clientX, y: event.clientY, left: el.scrollLeft, top: el.scrollTop, moved: false };
    dragged.current = false;
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.abs(dx) + Math.abs(dy) < DRAG_THRESHOLD_PX) return;
    start.moved = true;
    event.currentTarget.scrollLeft = start.left - dx;
    event.currentTarget.scrollTop = start.top - dy;
  };
  const onPointerUp = () => {
    dragged.current = drag.current?.moved ?? false;
    drag.current = null;
  };
  const onClick = (event: MouseEvent<HTMLDivElement>) => {
    if (dragged.current) return void (dragged.current = false);
    if (zoom > 1) return reset();
    const el = event.currentTarget;
    const box = el.getBoundingClientRect();
    const at = el.scrollWidth && el.scrollHeight ? { x: (event.clientX - box.left) / box.width, y: (event.clientY - box.top) / box.height } : undefined;
    zoomTo(CLICK_ZOOM, at);
  };

  /** Handles the zoom keys (and the arrows while zoomed); true when the key was used. */
  const onKey = (event: KeyboardEvent): boolean => {
    const el = viewport.current;
    if (event.ctrlKey || event.metaKey || event.altKey) return false;
    if (event.key === "+" || event.key === "=") zoomIn();
    else if (event.key === "-" || event.key === "_") zoomOut();
    else if (event.key === "0") reset();
    else if (zoom > 1 && el && ARROWS[event.key]) {
      const [x, y] = ARROWS[event.key] ?? [0, 0];
      el.scrollLeft += x * el.clientWidth * KEY_PAN;
      el.scrollTop += y * el.clientHeight * KEY_PAN;
    } else return false;
    return true;
  };

  const viewportProps = { ref: viewport, onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp, onClick };
  return { zoom, zoomIn, zoomOut, reset, onKey, viewportProps, canZoomIn: zoom < MAX_ZOOM, zoomed: zoom > 1 };
}

const ARROWS: Record<string, [number, number] | undefined> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};
