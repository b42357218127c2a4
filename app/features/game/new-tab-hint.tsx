import { LineIcon } from '~/components/ui/line-icon';

/** Marks a link that leaves the site in a new tab: an arrow out of a box, and the words for screen readers. */
export function NewTabHint({ className = 'h-3.5 w-3.5' }: { className?: string }) {
  return (
    <>
      <LineIcon className={`shrink-0 ${className}`}>
        <path
          d="M11 3h6v6M17 3l-8 8M15 12v4a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1h4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </LineIcon>
      <span className="sr-only"> (opens in a new tab)</span>
    </>
  );
}
