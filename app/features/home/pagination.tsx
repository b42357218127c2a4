import { clientLink } from '~/lib/client-links';
import { cn } from '~/lib/cn';
import { desktopPages, mobilePages, type PageItem } from './page-numbers';

interface PaginationProps {
  page: number;
  totalPages: number;
  hrefFor: (page: number) => string;
}

/** Paging keeps the place, then glides to the top of the list. */
const toList = clientLink({ keepScroll: true, scrollTo: 'all-games' });

const itemClass = 'inline-flex h-10 min-w-10 items-center justify-center rounded-full px-3 text-sm font-medium';

function PageLinks({ items, page, hrefFor }: { items: PageItem[]; page: number; hrefFor: (page: number) => string }) {
  return items.map((item) =>
    typeof item === 'number' ? (
      <li key={item}>
        <a
          href={hrefFor(item)}
          {...toList}
          aria-label={`Page ${item}`}
          aria-current={item === page ? 'page' : undefined}
          className={cn(
            itemClass,
            item === page ? 'bg-sage-700 text-white' : 'border border-sage-300 bg-white text-sage-900 hover:bg-sage-50',
          )}
        >
          {item}
        </a>
      </li>
    ) : (
      <li key={item} aria-hidden="true" className={cn(itemClass, 'text-muted')}>
        …
      </li>
    ),
  );
}

function StepLink({ to, children }: { to: string | null; children: React.ReactNode }) {
  if (!to) {
    return (
      <span
        aria-disabled="true"
        className={cn(itemClass, 'cursor-not-allowed border border-sage-200 text-muted opacity-60')}
      >
        {children}
      </span>
    );
  }
  return (
    <a
      href={to}
      {...toList}
      className={cn(itemClass, 'border border-sage-300 bg-white text-sage-900 hover:bg-sage-50')}
    >
      {children}
    </a>
  );
}

/** Prev, numbered pages with ellipses, Next: fewer numbers on small screens. */
export function Pagination({ page, totalPages, hrefFor }: PaginationProps) {
  if (totalPages <= 1) return null;
  const prev = page > 1 ? hrefFor(page - 1) : null;
  const next = page < totalPages ? hrefFor(page + 1) : null;
  return (
    <>
      <nav aria-label="Pagination" className="grid w-full grid-cols-2 gap-3 sm:hidden" data-testid="pagination-mobile">
        <ol className="col-span-2 flex items-center justify-center gap-1">
          <PageLinks items={mobilePages(page, totalPages)} page={page} hrefFor={hrefFor} />
        </ol>
        <div className="flex justify-end">
          <StepLink to={prev}>
            <span aria-hidden="true">‹</span> Prev
          </StepLink>
        </div>
        <div className="flex justify-start">
          <StepLink to={next}>
            Next <span aria-hidden="true">›</span>
          </StepLink>
        </div>
      </nav>
      <nav
        aria-label="Pagination"
        className="hidden items-center justify-center gap-2 sm:flex"
        data-testid="pagination-desktop"
      >
        <StepLink to={prev}>
          <span aria-hidden="true">‹</span> Prev
        </StepLink>
        <ol className="flex items-center gap-1.5">
          <PageLinks items={desktopPages(page, totalPages)} page={page} hrefFor={hrefFor} />
        </ol>
        <StepLink to={next}>
          Next <span aria-hidden="true">›</span>
        </StepLink>
      </nav>
    </>
  );
}
