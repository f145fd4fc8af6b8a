import { type RefObject, useEffect } from 'react';
import type { Pos } from './grid-cursor.ts';

/**
 * The browser side of a keyboard grid whose body cells carry `data-r` and `data-c`: which cell an
 * event hit, and keeping the active cell scrolled into view.
 */
export function cellAt(target: EventTarget): Pos | null {
  const td = (target as HTMLElement).closest('td[data-r]') as HTMLElement | null;
  return td ? { r: Number(td.dataset.r), c: Number(td.dataset.c) } : null;
}

export function useActiveCellInView(box: RefObject<HTMLElement | null>, active: Pos) {
  useEffect(() => {
    const el = box.current?.querySelector<HTMLElement>(`td[data-r="${active.r}"][data-c="${active.c}"]`);
    el?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [box, active.r, active.c]);
}
