import type { ReactNode } from 'react';
import { SHELF_LABELS, type ShelfState } from '~/lib/shelf';

/** One state's games on the shelf page, under a heading that says how many there are. */
export function ShelfGroup({ state, count, children }: { state: ShelfState; count: number; children: ReactNode }) {
  const headingId = `shelf-${state}-heading`;
  return (
    <section aria-labelledby={headingId} data-testid={`shelf-group-${state}`}>
      <h2 id={headingId} className="flex items-center gap-3 text-2xl font-bold text-sage-900">
        {SHELF_LABELS[state]}
        <span className="rounded-full bg-sage-100 px-2.5 py-0.5 font-sans text-sm font-bold text-sage-800">
          {count}
          <span className="sr-only"> {count === 1 ? 'game' : 'games'}</span>
        </span>
      </h2>
      {children}
    </section>
  );
}
