import type { ReactNode } from 'react';
import { clientLink, followOnSpace } from '~/lib/client-links';
import { cn } from '~/lib/cn';

interface FilterLinkProps {
  active: boolean;
  to: string;
  label: string;
  /** How many games the view would hold with this choice; shown and spoken with the label. */
  count?: number;
  /**
   * 'choice' marks the current one of several (platform, combat); 'toggle' is a button that can be
   * on or off beside others (aria-pressed), still a link so it works before the script loads.
   */
  kind?: 'choice' | 'toggle';
  children?: ReactNode;
}

export function FilterLink({ active, to, label, count, kind = 'choice' }: FilterLinkProps) {
  const toggle = kind === 'toggle';
  return (
    <a
      href={to}
      {...clientLink({ keepScroll: true })}
      aria-current={!toggle && active ? 'true' : undefined}
      role={toggle ? 'button' : undefined}
      aria-pressed={toggle ? active : undefined}
      onKeyDown={toggle ? followOnSpace : undefined}
      className={cn(
        'inline-flex h-9 items-center gap-2 rounded-full border px-4 text-sm font-medium transition-colors',
        active
          ? 'border-sage-700 bg-sage-700 text-white'
          : 'border-sage-300 bg-white text-sage-900 hover:border-sage-500 hover:bg-sage-50',
        count === 0 && !active ? 'border-dashed text-muted' : null,
      )}
    >
      {toggle ? (
        <span
          aria-hidden="true"
          className={cn(
            'flex h-4 w-4 items-center justify-center rounded border text-[0.65rem] leading-none',
            active ? 'border-white bg-white text-sage-800' : 'border-sage-400',
          )}
        >
          {active ? '✓' : null}
        </span>
      ) : null}
      <span>{label}</span>
      {count === undefined ? null : ' '}
      {count === undefined ? null : (
        <span
          className={cn(
            'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
            active ? 'bg-white text-sage-800' : 'bg-sage-100 text-sage-800',
          )}
        >
          {count}
          <span className="sr-only">{count === 1 ? ' game' : ' games'}</span>
        </span>
      )}
    </a>
  );
}
