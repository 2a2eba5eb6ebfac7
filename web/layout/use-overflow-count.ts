/**
 * How many items of a row fit its box, leaving room for a 'more' button when some do not: every
 * item is drawn once per `key` (the items and the language) to measure it, then only the ones
 * that fit; a resize recounts from the widths measured.
 */
import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Items carry `data-overflow-item="<key>"`; `reserve` is the 'more' button's width in px. */
export function useOverflowCount(
  boxRef: RefObject<HTMLElement | null>,
  keys: readonly string[],
  measureKey: string,
  reserve = 96,
): number {
  const widths = useRef(new Map<string, number>());
  const [fit, setFit] = useState({ key: '', count: keys.length });
  const count = fit.key === measureKey ? fit.count : keys.length;
  const keysRef = useRef(keys);
  keysRef.current = keys;

  useLayoutEffect(() => {
    const box = boxRef.current;
    if (!box) return;
    const recount = () => {
      const all = keysRef.current;
      const room = box.clientWidth;
      let used = 0;
      let n = 0;
      for (let i = 0; i < all.length; i++) {
        const w = widths.current.get(all[i]) ?? 0;
        const more = i < all.length - 1 ? reserve : 0;
        if (used + w + more > room) break;
        used += w;
        n++;
      }
      setFit((f) => (f.key === measureKey && f.count === n ? f : { key: measureKey, count: n }));
    };
    if (fit.key !== measureKey) {
      // Every item is on screen in this pass: measure them (gap included).
      const gap = parseFloat(getComputedStyle(box).columnGap) || 0;
      for (const el of box.querySelectorAll<HTMLElement>('[data-overflow-item]'))
        widths.current.set(el.dataset.overflowItem ?? '', el.offsetWidth + gap);
    }
    recount();
    const observer = new ResizeObserver(recount);
    observer.observe(box);
    return () => observer.disconnect();
  }, [boxRef, measureKey, fit.key, reserve]);

  return count;
}
