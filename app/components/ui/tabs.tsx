import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** Tabs that follow the ARIA pattern: arrow keys move between tabs, Tab moves into the panel. */
export const Tabs = TabsPrimitive.Root;

/** The row of tabs wraps onto more lines when it runs out of room, so every tab stays in sight. */
export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full flex-wrap gap-1 rounded-2xl border border-sage-200 bg-white p-1.5 shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'group inline-flex min-h-10 shrink-0 items-center gap-2 rounded-xl px-3.5 text-sm font-semibold whitespace-nowrap text-sage-800 transition-colors hover:bg-sage-100 data-[state=active]:bg-sage-700 data-[state=active]:text-white',
        className,
      )}
      {...props}
    />
  );
}

/** A count beside a tab's name, e.g. how many submissions wait. */
export function TabsCount({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'min-w-6 rounded-full bg-sage-100 px-1.5 py-0.5 text-center text-xs font-bold text-sage-800 group-data-[state=active]:bg-white group-data-[state=active]:text-sage-800',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 rounded-2xl', className)} {...props} />;
}
