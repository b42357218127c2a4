import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

/** A control's border at rest and in focus: sage, unless the control shows a state of its own. */
export interface ControlBorder {
  rest: string;
  focus: string;
}

const SAGE_BORDER: ControlBorder = { rest: 'border-sage-600', focus: 'focus-visible:border-sage-700' };

/**
 * The look every text-like control shares; an invalid one gets a berry border. Each part that a
 * control may change (its border, its text size) is chosen here, so no class has to override another.
 */
export function controlClass({
  border = SAGE_BORDER,
  text = 'text-base',
}: { border?: ControlBorder; text?: string } = {}) {
  return `w-full rounded-xl border ${border.rest} bg-white px-3.5 ${text} text-ink shadow-sm placeholder:text-muted ${border.focus} aria-invalid:border-berry-700 aria-invalid:ring-1 aria-invalid:ring-berry-700 disabled:cursor-not-allowed disabled:opacity-60`;
}

export function Input({
  className,
  type = 'text',
  border,
  ...props
}: ComponentProps<'input'> & { border?: ControlBorder }) {
  return <input type={type} className={cn(controlClass({ border }), 'h-11', className)} {...props} />;
}
