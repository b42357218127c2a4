import { useId } from 'react';

function Cup({ fill, clipId, className }: { fill: number; clipId: string; className: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <defs>
        <clipPath id={clipId}>
          <rect x="0" y="0" width={32 * fill} height="32" />
        </clipPath>
      </defs>
      <g fill="none" stroke="currentColor" strokeWidth="1.8" className="text-sage-600">
        <path d="M5 11h19v6a8 8 0 0 1-8 8h-3a8 8 0 0 1-8-8v-6Z" />
        <path d="M24 13h1.5a3 3 0 0 1 0 6H23.5" />
        <path d="M4 28h22" strokeLinecap="round" />
      </g>
      <g clipPath={`url(#${clipId})`} className="text-sage-600">
        <path d="M5 11h19v6a8 8 0 0 1-8 8h-3a8 8 0 0 1-8-8v-6Z" fill="currentColor" />
      </g>
    </svg>
  );
}

/** Five tea cups filled to the rating (partly filled for halves). */
export function TeaCups({ rating, size = 'md' }: { rating: number | null; size?: 'sm' | 'md' }) {
  const id = useId();
  return (
    <div className="flex gap-0.5">
      {[0, 1, 2, 3, 4].map((index) => (
        <Cup
          key={index}
          clipId={`${id}-${index}`}
          className={size === 'sm' ? 'h-4 w-4' : 'h-8 w-8'}
          fill={Math.max(0, Math.min(1, (rating ?? 0) - index))}
        />
      ))}
    </div>
  );
}

export function formatRating(rating: number | null): string {
  return rating === null ? 'No ratings yet' : `${rating.toFixed(1)} / 5`;
}
