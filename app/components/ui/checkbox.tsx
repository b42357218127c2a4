import type { ComponentProps, ReactNode } from 'react';
import { cn } from '~/lib/cn';

/** A native checkbox with its label beside it; the whole row is the click target. */
export function Checkbox({ label, className, ...props }: Omit<ComponentProps<'input'>, 'type'> & { label: ReactNode }) {
  return (
    <label
      className={cn(
        'flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border border-sage-200 bg-white px-3 py-2 text-ink hover:bg-sage-50 has-checked:border-sage-600 has-checked:bg-sage-50',
        className,
      )}
    >
      <input type="checkbox" className="h-5 w-5 shrink-0 cursor-pointer accent-sage-700" {...props} />
      <span>{label}</span>
    </label>
  );
}
