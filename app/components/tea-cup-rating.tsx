import { useId } from 'react';

const CUPS = 5;
/** Each cup is drawn in a 32-unit square; the gap between cups is 2 px at either size. */
const CUP = 32;
const SIZES = {
  sm: { gap: 4, className: 'h-4 w-[88px]' },
  md: { gap: 2, className: 'h-8 w-[168px]' },
} as const;

/** The outline and the body of a cup whose left edge is at `x`. */
function cupPaths(x: number) {
  return {
    outline: `M${5 + x} 11h19v6a8 8 0 0 1-8 8h-3a8 8 0 0 1-8-8v-6ZM${24 + x} 13h1.5a3 3 0 0 1 0 6H${23.5 + x}M${4 + x} 28h22`,
    body: `M${5 + x} 11h19v6a8 8 0 0 1-8 8h-3a8 8 0 0 1-8-8v-6Z`,
  };
}

/** Five cups as two paths, worked out once per size: one drawing for the row, not one per cup. */
const ROWS = Object.fromEntries(
  Object.entries(SIZES).map(([size, { gap }]) => {
    const cups = Array.from({ length: CUPS }, (_, index) => cupPaths(index * (CUP + gap)));
    return [
      size,
      {
        width: CUPS * CUP + (CUPS - 1) * gap,
        outline: cups.map((cup) => cup.outline).join(''),
        body: cups.map((cup) => cup.body).join(''),
      },
    ];
  }),
) as Record<keyof typeof SIZES, { width: number; outline: string; body: string }>;

/** How far along the row the fill reaches: whole cups, then part of the next (halves and tenths). */
function fillWidth(rating: number, gap: number): number {
  const filled = Math.max(0, Math.min(CUPS, rating));
  const whole = Math.floor(filled);
  return whole * (CUP + gap) + (filled - whole) * CUP;
}

/** Five tea cups filled to the rating (partly filled for fractions), drawn as one picture. */
export function TeaCups({ rating, size = 'md' }: { rating: number | null; size?: 'sm' | 'md' }) {
  const clipId = useId();
  const row = ROWS[size];
  return (
    <svg
      viewBox={`0 0 ${row.width} ${CUP}`}
      className={`${SIZES[size].className} shrink-0 text-sage-600`}
      aria-hidden="true"
      data-testid="tea-cups"
    >
      <clipPath id={clipId}>
        <rect width={fillWidth(rating ?? 0, SIZES[size].gap)} height={CUP} />
      </clipPath>
      <path d={row.outline} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <path d={row.body} fill="currentColor" clipPath={`url(#${clipId})`} />
    </svg>
  );
}

export function formatRating(rating: number | null): string {
  return rating === null ? 'No ratings yet' : `${rating.toFixed(1)} / 5`;
}
