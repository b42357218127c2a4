import type { FormEvent } from 'react';
import { Form, useNavigate } from 'react-router';
import { cn } from '~/lib/cn';
import { LineIcon } from '~/components/ui/line-icon';

interface SearchBoxProps {
  defaultValue?: string;
  /** Other home page state to keep while searching (filters, sort). */
  keep?: Record<string, string | undefined>;
  className?: string;
}

/** Searches the catalogue: submits `search` to the home page, and works before the page's script loads. */
export function SearchBox({ defaultValue, keep = {}, className }: SearchBoxProps) {
  const navigate = useNavigate();
  // An empty search is no search: go to the view without `search=` in its URL (the server redirects
  // the same way when the form is sent before the script has loaded).
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const search = new FormData(event.currentTarget).get('search');
    if (typeof search === 'string' && search.trim() !== '') return;
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(keep)) if (value !== undefined) params.set(name, value);
    const query = params.toString();
    navigate(query ? `/?${query}` : '/', { preventScrollReset: true });
  };
  return (
    <Form
      method="get"
      action="/"
      role="search"
      preventScrollReset
      onSubmit={onSubmit}
      className={cn('flex w-full gap-2', className)}
    >
      {Object.entries(keep).map(([name, value]) =>
        value === undefined ? null : <input key={name} type="hidden" name={name} value={value} />,
      )}
      <label className="relative flex-1">
        <span className="sr-only">Search games</span>
        <LineIcon className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-sage-600">
          <circle cx="9" cy="9" r="6" />
          <path d="m14 14 4 4" strokeLinecap="round" />
        </LineIcon>
        <input
          type="search"
          name="search"
          key={defaultValue}
          defaultValue={defaultValue}
          placeholder="Search games..."
          maxLength={100}
          autoComplete="off"
          className="h-12 w-full rounded-full border border-sage-300 bg-white pr-4 pl-11 text-base text-ink shadow-sm placeholder:text-muted focus:border-sage-600 focus:outline-2 focus:outline-sage-600"
        />
      </label>
      <button
        type="submit"
        className="h-12 rounded-full bg-sage-700 px-5 font-medium text-white shadow-sm hover:bg-sage-800"
      >
        Search
      </button>
    </Form>
  );
}
