import * as AlertDialogPrimitive from '@radix-ui/react-alert-dialog';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/**
 * A modal question that needs an answer (a deletion, say): no close button and no closing by a click
 * outside; Escape and Cancel dismiss it. Focus is trapped inside and returns to where it was.
 */
export const AlertDialog = AlertDialogPrimitive.Root;
/** Use with `asChild` around a Button; it takes focus when the dialog opens. */
export const AlertDialogCancel = AlertDialogPrimitive.Cancel;

export function AlertDialogContent({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Content>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className="fixed inset-0 z-50 bg-sage-900/50 backdrop-blur-[2px]" />
      <AlertDialogPrimitive.Content
        className={cn(
          'fixed top-28 bottom-4 left-1/2 z-50 my-auto grid h-fit max-h-[calc(100dvh-8rem)] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 gap-5 overflow-y-auto rounded-3xl border border-sage-200 bg-white p-6 text-ink shadow-xl sm:p-8',
          className,
        )}
        {...props}
      />
    </AlertDialogPrimitive.Portal>
  );
}

export function AlertDialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2 text-center sm:text-left', className)} {...props} />;
}

export function AlertDialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

export function AlertDialogTitle({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-xl font-bold text-sage-900', className)} {...props} />;
}

export function AlertDialogDescription({
  className,
  ...props
}: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-muted', className)} {...props} />;
}
