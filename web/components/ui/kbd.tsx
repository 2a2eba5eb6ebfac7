import { useMemo } from 'react';
import { cn } from '../../lib/cn.ts';
import { detectMac, formatShortcut } from '../../lib/hotkeys.ts';

let mac: boolean | undefined;

/** Read once: the platform does not change while the page lives (a palette row renders many Kbd). */
function isMacPlatform(): boolean {
  mac ??= typeof navigator !== 'undefined' && detectMac(navigator.platform || navigator.userAgent);
  return mac;
}

/** A shortcut hint: ['g','d'] → [G] [D]; ['mod','k'] → [Ctrl] [K] or [⌘] [K]. */
export function Kbd({ keys, className }: { keys: readonly string[]; className?: string }) {
  const labels = useMemo(() => formatShortcut(keys, isMacPlatform()), [keys]);
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)}>
      {labels.map((k, i) => (
        <kbd
          key={i}
          className="inline-flex h-5 min-w-5 items-center justify-center rounded-[3px] border border-line bg-surface-2 px-1 font-sans text-[11px] leading-none font-medium text-fg-3"
        >
          {k}
        </kbd>
      ))}
    </span>
  );
}
