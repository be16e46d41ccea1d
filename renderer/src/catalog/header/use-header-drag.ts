import { useRef, useState, type PointerEvent } from 'react';

// Moving a column by dragging its header: past a few pixels a press on a header becomes a drag;
// let go over another header, the column goes before or after it (whichever half it is over).
// The click that ends a drag does not sort.

const THRESHOLD = 6;

export interface DropPlace {
  key: string;
  after: boolean;
}

function dropAt(x: number, y: number): DropPlace | null {
  const cell = document.elementFromPoint(x, y)?.closest<HTMLElement>('[data-colkey]');
  const key = cell?.dataset['colkey'];
  if (cell === null || cell === undefined || key === undefined) return null;
  const rect = cell.getBoundingClientRect();
  return { key, after: x > rect.left + rect.width / 2 };
}

export function useHeaderDrag(onDrop: (key: string, place: DropPlace) => void) {
  const [dragging, setDragging] = useState<{ key: string; over: DropPlace | null } | null>(null);
  const dragged = useRef(false);

  const onPointerDown = (event: PointerEvent<HTMLElement>, key: string) => {
    if (event.button !== 0) return;
    const startX = event.clientX;
    const target = event.currentTarget;
    let started = false;
    dragged.current = false;
    const move = (e: globalThis.PointerEvent) => {
      if (!started && Math.abs(e.clientX - startX) < THRESHOLD) return;
      started = true;
      dragged.current = true;
      const over = dropAt(e.clientX, e.clientY);
      setDragging({ key, over: over?.key === key ? null : over });
    };
    const up = (e: globalThis.PointerEvent) => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', up);
      if (target.hasPointerCapture(e.pointerId)) target.releasePointerCapture(e.pointerId);
      setDragging(null);
      if (!started) return;
      const over = dropAt(e.clientX, e.clientY);
      if (over !== null && over.key !== key) onDrop(key, over);
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
  };

  return {
    dragging,
    onPointerDown,
    /** True once for the click that ends a drag (it must not sort). */
    endedDrag: () => {
      const was = dragged.current;
      dragged.current = false;
      return was;
    },
  };
}
