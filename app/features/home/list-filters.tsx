import { useEffect, useRef } from 'react';
import type { GameFacetCounts } from '../../../common/schemas/games';
import { followOnSpace } from '~/lib/client-links';
import { FilterBar } from './filter-bar';
import { activeFilterLabels, type HomeQuery } from './home-query';
import { bringListIntoView, LIST_HEADING_ID } from './list-in-view';

interface ListFiltersProps {
  query: HomeQuery;
  facets: GameFacetCounts;
  /** How many games the chosen filters hold: the list's live count. */
  total: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

const WIDE = '(min-width: 640px)';

/**
 * The filters above the list from 640 px; below, a 'Filters' button in their place opens them as a
 * dialog (a native one: the browser keeps focus inside it and Escape closes it). Each choice in it
 * changes the list at once, as it does on the page; 'Show N games' closes it at the list.
 *
 * Before the script runs, the button is a link to the filters, which then show on the page.
 */
export function ListFilters({ query, facets, total, open, onOpenChange }: ListFiltersProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const chosen = activeFilterLabels(query).length;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
    if (!open) return;
    // Widened past the phone layout, the filters belong on the page again.
    const wide = window.matchMedia(WIDE);
    const onChange = () => {
      if (wide.matches) element.close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open]);

  const showList = () => {
    dialog.current?.close();
    document.getElementById(LIST_HEADING_ID)?.focus({ preventScroll: true });
    bringListIntoView();
  };

  return (
    <>
      {open ? null : (
        <div id="filters" className="hidden target:block sm:block">
          <FilterBar query={query} facets={facets} />
        </div>
      )}
      <a
        href="#filters"
        role="button"
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          onOpenChange(true);
        }}
        onKeyDown={followOnSpace}
        className="inline-flex h-11 items-center gap-2 rounded-full border border-sage-300 bg-white px-5 font-medium text-sage-900 shadow-sm hover:bg-sage-50 sm:hidden"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="h-5 w-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <path d="M3 5h14M6 10h8M8.5 15h3" strokeLinecap="round" />
        </svg>
        Filters
        {chosen > 0 ? <span className="text-sm font-normal text-muted">({chosen} on)</span> : null}
      </a>
      <dialog
        ref={dialog}
        aria-labelledby="filters-dialog-title"
        onClose={() => onOpenChange(false)}
        className="m-0 h-dvh max-h-none w-full max-w-none bg-cream p-0 text-ink backdrop:bg-sage-900/50 open:flex open:flex-col"
      >
        {open ? (
          <>
            <div className="flex items-center justify-between gap-3 border-b border-sage-200 px-4 py-3">
              <h2 id="filters-dialog-title" className="text-2xl font-bold text-sage-900">
                Filters
              </h2>
              <button
                type="button"
                aria-label="Close"
                onClick={() => dialog.current?.close()}
                className="flex h-10 w-10 items-center justify-center rounded-full text-2xl leading-none text-sage-800 hover:bg-sage-100"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <div className="flex-1 overflow-y-auto overscroll-contain p-4">
              <FilterBar query={query} facets={facets} />
            </div>
            <div className="border-t border-sage-200 bg-white p-4">
              <button
                type="button"
                onClick={showList}
                className="h-12 w-full rounded-full bg-sage-700 px-6 text-lg font-medium text-white shadow-sm hover:bg-sage-800"
              >
                Show {total} {total === 1 ? 'game' : 'games'}
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
