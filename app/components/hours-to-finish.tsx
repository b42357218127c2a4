import { cn } from '~/lib/cn';
import { LineIcon } from '~/components/ui/line-icon';

/**
 * 'About N hours to finish', N as stored (one decimal) without a trailing '.0': 'About 53.5 hours',
 * 'About 4 hours'; one hour is 'About 1 hour'.
 */
export function hoursToFinishText(hours: number): string {
  const rounded = Math.round(hours * 10) / 10;
  return `About ${rounded} ${rounded === 1 ? 'hour' : 'hours'} to finish`;
}

/** How long the main story takes, with a small clock; nothing when it is unknown or endless. */
export function HoursToFinish({ hours, className }: { hours: number | null; className?: string }) {
  if (hours === null) return null;
  return (
    <p className={cn('flex items-center gap-1.5 text-muted', className)} data-testid="hours-to-finish">
      <LineIcon className="h-[1.1em] w-[1.1em] shrink-0">
        <circle cx="10" cy="10" r="7.5" />
        <path d="M10 6v4.5l3 2" strokeLinecap="round" strokeLinejoin="round" />
      </LineIcon>
      {hoursToFinishText(hours)}
    </p>
  );
}
