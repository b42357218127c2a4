import { platformLabel } from '../../../common/catalogue';
import { cn } from '~/lib/cn';

export function PlatformChips({ platforms, className }: { platforms: string[]; className?: string }) {
  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Platforms">
      {platforms.map((platform) => (
        <li key={platform} className="rounded-md bg-oat px-2 py-0.5 text-xs font-medium text-sage-800">
          {platformLabel(platform)}
        </li>
      ))}
    </ul>
  );
}
