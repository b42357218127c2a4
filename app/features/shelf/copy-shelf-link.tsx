import { useId, useRef, useState } from 'react';
import { Button } from '~/components/ui/button';

/**
 * 'Copy shelf link': puts the link on the clipboard, and shows it in a field too, so it can be
 * copied by hand where the clipboard is out of reach.
 */
export function CopyShelfLink({ href }: { href: string }) {
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [message, setMessage] = useState('');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      setMessage('Link copied. Anyone who opens it sees these games.');
    } catch {
      field.current?.select();
      setMessage('Copy the link from the field.');
    }
  };

  return (
    <div className="rounded-2xl border border-sage-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <label htmlFor={fieldId} className="text-sm font-semibold text-sage-900">
            Your shelf as a link
          </label>
          <input
            ref={field}
            id={fieldId}
            readOnly
            value={href}
            onFocus={(event) => event.currentTarget.select()}
            className="mt-1 h-10 w-full rounded-full border border-sage-300 bg-sage-50 px-4 text-sm text-ink"
            data-testid="shelf-link"
          />
        </div>
        <Button type="button" onClick={() => void copy()}>
          Copy shelf link
        </Button>
      </div>
      <p role="status" className="mt-2 min-h-5 text-sm text-muted">
        {message}
      </p>
    </div>
  );
}
