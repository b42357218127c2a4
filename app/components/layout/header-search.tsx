import { useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Form, useLocation } from 'react-router';
import { cn } from '~/lib/cn';
import { followOnSpace } from '~/lib/client-links';
import { useHydrated } from '~/lib/use-hydrated';
import { LineIcon } from '~/components/ui/line-icon';

/** The header's search form: one header a page. */
const SEARCH_ID = 'site-search';

function MagnifierIcon({ className }: { className: string }) {
  return (
    <LineIcon className={className}>
      <circle cx="9" cy="9" r="6" />
      <path d="m14 14 4 4" strokeLinecap="round" />
    </LineIcon>
  );
}

/**
 * The header's search of the catalogue, on every page: it sends `search` to the home list (a plain
 * form before the script loads). From 640 px it is a box in the header; below, an icon button
 * opens it in a strip under the header, and Escape, a search or another page closes it again.
 *
 * Before the script runs (on a slow phone, or without scripts), the icon is a link to the form,
 * which shows as the same strip while it is the page's target.
 */
export function HeaderSearch() {
  const toggle = useRef<HTMLAnchorElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const hydrated = useHydrated();
  // Open on the page where it was opened: a search, or any other move, closes it. A page loaded
  // with the form as its target (its link followed before the script came) starts with it open.
  const { key, hash } = useLocation();
  const [choice, setChoice] = useState<{ key: string; open: boolean } | null>(null);
  const open = choice?.key === key ? choice.open : hydrated && hash === `#${SEARCH_ID}`;
  const setOpen = (next: boolean) => setChoice({ key, open: next });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    // An empty search is no search: stay here, in the box.
    if (input.current?.value.trim() === '') {
      event.preventDefault();
      input.current.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  };

  return (
    <div className="flex min-w-0 flex-1 justify-end" onKeyDown={onKeyDown}>
      <a
        ref={toggle}
        href={`#${SEARCH_ID}`}
        role="button"
        aria-label="Search the catalogue"
        aria-expanded={open}
        aria-controls={SEARCH_ID}
        onClick={(event) => {
          event.preventDefault();
          setOpen(!open);
          // The box shows in this same click; the keyboard goes straight into it.
          if (!open) requestAnimationFrame(() => input.current?.focus());
        }}
        onKeyDown={followOnSpace}
        className={cn(
          'flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sage-800 hover:bg-sage-100 max-[389px]:w-9 sm:hidden',
          open && 'bg-sage-100',
        )}
      >
        <MagnifierIcon className="h-5 w-5" />
      </a>
      <Form
        id={SEARCH_ID}
        method="get"
        action="/"
        role="search"
        aria-label="Catalogue"
        onSubmit={onSubmit}
        className={cn(
          'w-full',
          !open && 'max-w-xs',
          'gap-2 sm:static sm:flex sm:border-0 sm:bg-transparent sm:p-0 sm:shadow-none',
          open
            ? 'absolute inset-x-0 top-full flex max-w-none border-b border-sage-200 bg-cream px-4 py-3 shadow-sm'
            : 'hidden',
          // The same strip as the link's target, until the script takes over.
          !open &&
            !hydrated &&
            'max-sm:target:absolute max-sm:target:inset-x-0 max-sm:target:top-full max-sm:target:flex max-sm:target:max-w-none max-sm:target:border-b max-sm:target:border-sage-200 max-sm:target:bg-cream max-sm:target:px-4 max-sm:target:py-3 max-sm:target:shadow-sm',
        )}
      >
        <label className="relative min-w-0 flex-1">
          <span className="sr-only">Search the catalogue</span>
          <MagnifierIcon className="pointer-events-none absolute top-1/2 left-3.5 h-4 w-4 -translate-y-1/2 text-sage-600" />
          <input
            ref={input}
            type="search"
            name="search"
            placeholder="Search games..."
            maxLength={100}
            autoComplete="off"
            enterKeyHint="search"
            className="h-10 w-full rounded-full border border-sage-300 bg-white pr-3 pl-9 text-base text-ink placeholder:text-muted focus:border-sage-600 focus:outline-2 focus:outline-sage-600 sm:text-sm"
          />
        </label>
        {/* Words in the strip on a phone; an arrow beside the box in the header. */}
        <button
          type="submit"
          className="flex h-10 shrink-0 items-center justify-center rounded-full bg-sage-700 px-4 font-medium text-white hover:bg-sage-800 sm:w-10 sm:px-0"
        >
          <span className="sm:sr-only">Find games</span>
          <LineIcon className="hidden h-5 w-5 sm:block">
            <path d="M4 10h11m-4-4 4 4-4 4" strokeLinecap="round" strokeLinejoin="round" />
          </LineIcon>
        </button>
      </Form>
    </div>
  );
}
