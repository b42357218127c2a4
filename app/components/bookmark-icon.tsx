import { LineIcon } from '~/components/ui/line-icon';

/** The shelf's mark: a bookmark, filled for a game on the shelf. */
export function BookmarkIcon({ filled = false, className }: { filled?: boolean; className: string }) {
  return (
    <LineIcon className={className}>
      <path d="M5.5 3.5h9v13.5L10 13.5l-4.5 3.5z" strokeLinejoin="round" fill={filled ? 'currentColor' : 'none'} />
    </LineIcon>
  );
}
