import { isUpcoming } from '../../common/upcoming';
import { Badge } from '~/components/ui/badge';

/** 'Upcoming' on a game whose release date is after today (UTC); nothing otherwise. */
export function UpcomingBadge({ releaseDate, className }: { releaseDate: string | null; className?: string }) {
  if (!isUpcoming(releaseDate)) return null;
  return (
    <Badge variant="outline" className={className} data-testid="upcoming-badge">
      Upcoming
    </Badge>
  );
}
