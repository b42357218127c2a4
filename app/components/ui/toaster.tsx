import * as ToastPrimitive from '@radix-ui/react-toast';
import { dismissToast, useToasts } from '~/lib/toast-store';
import { cn } from '~/lib/cn';

const TOAST_DURATION_MS = 5000;
const SWIPE_THRESHOLD_PX = 50;

/**
 * The one toast region of the site: 5 s per toast, dismiss or swipe right, F8 focuses it. Toasts sit
 * in a compact strip at the top, over the header rather than over the page's buttons; dialogs keep
 * clear of that strip.
 */
export function Toaster() {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right" swipeThreshold={SWIPE_THRESHOLD_PX}>
      {toasts.map((t) => (
        <ToastPrimitive.Root
          key={t.id}
          type={t.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) dismissToast(t.id);
          }}
          className={cn(
            'pointer-events-auto relative flex w-full items-start justify-between gap-3 rounded-2xl border px-4 py-3 pr-10 text-sm shadow-lg data-[state=closed]:opacity-0 data-[swipe=end]:translate-x-[var(--radix-toast-swipe-end-x)] data-[swipe=end]:transition-transform data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=move]:transition-none',
            t.variant === 'destructive'
              ? 'border-berry-700 bg-berry-700 text-white'
              : 'border-sage-200 bg-white text-ink',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="font-semibold">{t.title}</ToastPrimitive.Title>
            {t.description ? (
              <ToastPrimitive.Description className="opacity-90">{t.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            aria-label="Dismiss notification"
            className="absolute top-2 right-2 rounded-full p-1 text-lg leading-none opacity-80 hover:opacity-100"
          >
            <span aria-hidden="true">×</span>
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifications ({hotkey})"
        className="fixed top-0 left-1/2 z-[100] flex w-full max-w-md -translate-x-1/2 flex-col gap-2 p-2 outline-none"
      />
    </ToastPrimitive.Provider>
  );
}
