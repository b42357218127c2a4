import { Slot } from '@radix-ui/react-slot';
import type { ComponentProps } from 'react';
import { cn } from '~/lib/cn';

const variants = {
  primary: 'bg-sage-700 text-white hover:bg-sage-800 shadow-sm',
  secondary: 'bg-sage-100 text-sage-900 hover:bg-sage-200',
  outline: 'border border-sage-300 bg-white text-sage-900 hover:bg-sage-50',
  ghost: 'text-sage-800 hover:bg-sage-100',
  destructive: 'bg-berry-700 text-white hover:bg-berry-700/90',
} as const;

const sizes = {
  sm: 'h-8 px-3 text-sm',
  md: 'h-10 px-4',
  lg: 'h-12 px-6 text-lg',
  icon: 'h-10 w-10',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  /** Render the child element (a link, say) with the button's look. */
  asChild?: boolean;
}

export function Button({ variant = 'primary', size = 'md', asChild, className, ...props }: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-full font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
}
