import * as DialogPrimitive from '@radix-ui/react-dialog';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** How wide a dialog is, with the spacing that suits it: a form, a wider form, or an image. */
const sizes = {
  form: 'max-w-md gap-5 p-6 sm:p-8',
  wide: 'max-w-2xl gap-5 p-6 sm:p-8',
  media: 'max-w-5xl gap-4 p-4 sm:p-6',
} as const;

/** A centred modal panel over a dimmed page; Radix traps focus inside and returns it on close. */
export function DialogContent({
  className,
  children,
  size = 'form',
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & { size?: keyof typeof sizes }) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-sage-900/50 backdrop-blur-[2px]" />
      {/* Centred in the space below the toasts' strip at the top, so a toast never covers a dialog. */}
      <DialogPrimitive.Content
        className={cn(
          'fixed top-28 bottom-4 left-1/2 z-50 my-auto grid h-fit max-h-[calc(100dvh-8rem)] w-[calc(100%-2rem)] -translate-x-1/2 overflow-y-auto rounded-3xl border border-sage-200 bg-white text-ink shadow-xl',
          sizes[size],
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label="Close"
          className="absolute top-3 right-3 flex h-9 w-9 items-center justify-center rounded-full text-xl leading-none text-sage-800 hover:bg-sage-100"
        >
          <span aria-hidden="true">×</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('grid gap-2 pr-8 text-center sm:text-left', className)} {...props} />;
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />;
}

function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-2xl font-bold text-sage-900', className)} {...props} />;
}

function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-muted', className)} {...props} />;
}

/** A dialog's title, and the sentence under it that says what it is for. */
export function DialogHeading({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <DialogHeader>
      <DialogTitle>{title}</DialogTitle>
      <DialogDescription>{children}</DialogDescription>
    </DialogHeader>
  );
}
