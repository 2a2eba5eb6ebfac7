/**
 * The page-load progress bar (seed §9: minimum 0.08, speed 200 ms, trickle rate 0.02, trickle
 * speed 800 ms), written in the spirit of NProgress without the dependency: start() jumps to the
 * minimum and trickles towards 99.4%, done() runs to 100% and fades out.
 */
import { useEffect, useSyncExternalStore, type ReactNode } from 'react';

const PROGRESS = {
  minimum: 0.08,
  speed: 200,
  trickleRate: 0.02,
  trickleSpeed: 800,
} as const;

let value: number | null = null;
let visible = false;
let trickleTimer: ReturnType<typeof setInterval> | null = null;
let hideTimer: ReturnType<typeof setTimeout> | null = null;
let active = 0;
const listeners = new Set<() => void>();
let snapshot: { value: number | null; visible: boolean } = { value, visible };
const emit = () => {
  snapshot = { value, visible };
  listeners.forEach((l) => l());
};

function set(n: number) {
  value = Math.min(Math.max(n, PROGRESS.minimum), 1);
  emit();
}

/** How much to add at the current position (NProgress's default trickle curve, scaled by trickleRate). */
function trickleAmount(n: number): number {
  if (n < 0.2) return 0.1;
  if (n < 0.5) return 0.04;
  if (n < 0.8) return PROGRESS.trickleRate;
  if (n < 0.99) return 0.005;
  return 0;
}

export const progress = {
  start() {
    active++;
    if (hideTimer) clearTimeout(hideTimer);
    hideTimer = null;
    visible = true;
    if (value === null || value >= 1) set(PROGRESS.minimum);
    if (!trickleTimer) {
      trickleTimer = setInterval(() => {
        if (value !== null && value < 0.994) set(value + trickleAmount(value));
      }, PROGRESS.trickleSpeed);
    }
  },
  done() {
    active = Math.max(0, active - 1);
    if (active > 0) return;
    if (trickleTimer) clearInterval(trickleTimer);
    trickleTimer = null;
    if (value === null) return;
    set(1);
    hideTimer = setTimeout(() => {
      visible = false;
      value = null;
      emit();
    }, PROGRESS.speed * 2);
  },
};

export function ProgressBar() {
  const s = useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => snapshot,
    () => snapshot,
  );
  return (
    <div
      aria-hidden
      data-progress={s.visible ? 'active' : 'idle'}
      className="pointer-events-none fixed top-0 left-0 z-[80] h-0.5 w-full"
      style={{ opacity: s.visible ? 1 : 0, transition: `opacity ${PROGRESS.speed}ms linear` }}
    >
      <div
        className="h-full bg-primary-6 shadow-[0_0_8px_rgba(var(--primary-6),0.7)]"
        style={{
          width: '100%',
          transform: `translateX(${((s.value ?? 0) - 1) * 100}%)`,
          transition: `transform ${PROGRESS.speed}ms ease`,
        }}
      />
    </div>
  );
}

/** A Suspense fallback that runs the progress bar while a page's chunk downloads. */
export function ProgressFallback({ children = null }: { children?: ReactNode }) {
  useEffect(() => {
    progress.start();
    return () => progress.done();
  }, []);
  return <>{children}</>;
}
