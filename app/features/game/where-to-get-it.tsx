import { Card } from '~/components/ui/card';
import { NewTabHint } from './new-tab-hint';

/** A store page as the game page shows it: the store's name ('Nintendo eShop') and the address. */
export interface StoreLinkView {
  label: string;
  url: string;
}

/**
 * The game's store pages, each opening in a new tab; nothing when none is known. The names come
 * from the loader, so the store list's schemas never reach the browser.
 */
export function WhereToGetIt({ stores }: { stores: StoreLinkView[] }) {
  if (stores.length === 0) return null;
  return (
    <Card className="p-5">
      <section aria-labelledby="where-to-get-it-heading">
        <h2 id="where-to-get-it-heading" className="text-lg font-semibold">
          Where to get it
        </h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {stores.map(({ label, url }) => (
            <li key={label}>
              <a
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-9 items-center gap-1.5 rounded-full border border-sage-300 bg-white px-3.5 py-1.5 text-sm font-medium text-sage-900 transition-colors hover:bg-sage-50"
              >
                {label}
                <NewTabHint className="h-3.5 w-3.5 text-sage-700" />
              </a>
            </li>
          ))}
        </ul>
      </section>
    </Card>
  );
}
