import * as RTabs from 'radix-ui/tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn.ts';

export const Tabs = RTabs.Root;

export function TabsList({ className, ...rest }: ComponentProps<typeof RTabs.List>) {
  return <RTabs.List className={cn('flex gap-4 border-b border-line', className)} {...rest} />;
}

export function TabsTrigger({ className, ...rest }: ComponentProps<typeof RTabs.Trigger>) {
  return (
    <RTabs.Trigger
      className={cn(
        '-mb-px inline-flex h-9 items-center gap-1.5 border-b-2 border-transparent px-0.5 text-sm text-fg-2 transition-colors',
        'hover:text-fg data-[state=active]:border-primary-6 data-[state=active]:font-medium data-[state=active]:text-primary-6',
        className,
      )}
      {...rest}
    />
  );
}

export function TabsContent({ className, ...rest }: ComponentProps<typeof RTabs.Content>) {
  return <RTabs.Content className={cn('outline-none', className)} {...rest} />;
}
