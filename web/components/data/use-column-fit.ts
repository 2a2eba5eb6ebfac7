import { useCallback, useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Column } from './columns.ts';

const priorityOf = (c: Column<unknown>) => c.priority ?? 2;

/**
 * The order in which columns fold away for width: priority 3 before 2, the rightmost first within
 * a priority, `foldLast` columns after every other; pinned, fixed and priority-1 columns never fold.
 */
export function foldOrder<T>(columns: Column<T>[]): string[] {
  return columns
    .map((c, i) => ({ c, i }))
    .filter(({ c }) => !c.fixed && !c.pin && priorityOf(c as Column<unknown>) > 1)
    .sort(
      (a, b) =>
        Number(Boolean(a.c.foldLast)) - Number(Boolean(b.c.foldLast)) ||
        priorityOf(b.c as Column<unknown>) - priorityOf(a.c as Column<unknown>) ||
        b.i - a.i,
    )
    .map(({ c }) => c.key);
}

/** Columns in display order: the start-pinned ones first, the end-pinned one last. */
export function orderColumns<T>(columns: Column<T>[]): Column<T>[] {
  return [
    ...columns.filter((c) => c.pin === 'start'),
    ...columns.filter((c) => !c.pin),
    ...columns.filter((c) => c.pin === 'end'),
  ];
}

interface Fit {
  /** Keys of the columns folded away for width (empty when the operator asked for all). */
  folded: string[];
  showAll: boolean;
  setShowAll(all: boolean): void;
  /** More table to scroll to on that side. */
  more: { start: boolean; end: boolean };
  onScroll(): void;
}

/**
 * Fits a wide table to its box: while the table overflows sideways, the least useful columns
 * fold away one at a time (foldOrder); the operator can bring them back (`showAll`), and then the
 * table scrolls sideways with a cue on the side that has more. A wider box starts over.
 */
export function useColumnFit<T>(
  boxRef: RefObject<HTMLElement | null>,
  columns: Column<T>[],
  contentKey: unknown,
): Fit {
  /** How many columns (of foldOrder) are folded away. */
  const [level, setLevel] = useState(0);
  const order = foldOrder(columns);
  const [showAll, setShowAll] = useState(false);
  const [width, setWidth] = useState(0);
  const [more, setMore] = useState({ start: false, end: false });
  const lastWidth = useRef(0);

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) => setWidth(Math.round(entry.contentRect.width)));
    observer.observe(el);
    return () => observer.disconnect();
  }, [boxRef]);

  const measureEdges = useCallback(() => {
    const el = boxRef.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setMore((m) => (m.start === start && m.end === end ? m : { start, end }));
  }, [boxRef]);

  useLayoutEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    // A wider box may fit what was folded: measure again from nothing folded.
    if (width > lastWidth.current && level > 0) {
      lastWidth.current = width;
      setLevel(0);
      return;
    }
    lastWidth.current = width;
    const overflowing = el.scrollWidth > el.clientWidth + 1;
    if (overflowing && !showAll && level < order.length) {
      setLevel(level + 1);
      return;
    }
    measureEdges();
  }, [boxRef, width, level, showAll, order.length, contentKey, measureEdges]);

  const folded = showAll ? [] : order.slice(0, level);
  return { folded, showAll, setShowAll, more, onScroll: measureEdges };
}
