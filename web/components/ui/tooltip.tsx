import * as RTooltip from 'radix-ui/tooltip';
import type { ReactElement, ReactNode } from 'react';

export const TooltipProvider = RTooltip.Provider;

/** A hover/focus hint. The trigger child keeps its own accessible name. */
export function Tooltip({
  content,
  children,
  side = 'bottom',
}: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
}) {
  return (
    <RTooltip.Root delayDuration={300}>
      <RTooltip.Trigger asChild>{children}</RTooltip.Trigger>
      <RTooltip.Portal>
        <RTooltip.Content
          side={side}
          sideOffset={6}
          className="z-[60] flex items-center gap-2 rounded bg-neutral-900 px-2 py-1 text-xs text-white shadow-pop animate-fade-in dark:bg-neutral-700"
        >
          {content}
        </RTooltip.Content>
      </RTooltip.Portal>
    </RTooltip.Root>
  );
}
