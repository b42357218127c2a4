import { useEffect, useRef } from 'react';
import { STORE_IDS, STORES, STORES_MAX, type StoreLink } from '../../common/stores';
import { withScheme } from '../../common/web-address';
import { Button } from '~/components/ui/button';
import { FieldError, FieldGroup } from '~/components/ui/field';
import { Input } from '~/components/ui/input';
import { NativeSelect } from '~/components/ui/native-select';

/** One row of 'Where to get it' as typed: a store (or none chosen yet) and its page's address. */
export interface StoreRow {
  store: string;
  url: string;
}

const isBlank = (row: StoreRow) => row.store === '' && row.url.trim() === '';

/** The rows as the schemas take them: a row left wholly empty is dropped. */
export function storeLinksOf(rows: StoreRow[]): StoreLink[] {
  return rows.filter((row) => !isBlank(row)) as StoreLink[];
}

export function storeRowsOf(links: readonly StoreLink[]): StoreRow[] {
  return links.map((link) => ({ store: link.store, url: link.url }));
}

/**
 * A message for `stores.N.…` (from the schema or the server, numbered without the empty rows) put
 * on the row on screen; a row without a store is asked to choose one.
 */
export function storeErrorOnScreen(path: string, message: string, rows: StoreRow[]): { path: string; message: string } {
  const parts = path.split('.');
  if (parts[0] !== 'stores' || parts[1] === undefined) return { path, message };
  const onScreen = rows.flatMap((row, index) => (isBlank(row) ? [] : [index]));
  const index = onScreen[Number(parts[1])] ?? Number(parts[1]);
  const row = rows[index];
  const chooseStore = parts[2] === 'store' && row?.store === '';
  return { path: ['stores', index, ...parts.slice(2)].join('.'), message: chooseStore ? 'Choose the store.' : message };
}

interface StoreLinksFieldProps {
  rows: StoreRow[];
  onChange: (rows: StoreRow[]) => void;
  /** Messages by path (`stores.0.url`). */
  errors: Record<string, string | undefined>;
  hint?: string;
}

/** 'Where to get it': rows of a store and its page's address, added and removed; a new row takes focus. */
export function StoreLinksField({ rows, onChange, errors, hint }: StoreLinksFieldProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusLast = useRef(false);

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const selects = listRef.current?.querySelectorAll('select');
    selects?.[selects.length - 1]?.focus();
  }, [rows.length]);

  const update = (index: number, changes: Partial<StoreRow>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const taken = (index: number) => new Set(rows.filter((_, i) => i !== index).map((row) => row.store));

  return (
    <FieldGroup label="Where to get it" hint={hint} error={errors.stores}>
      {(control) => (
        <div className="grid gap-3">
          {rows.length > 0 ? (
            <ol ref={listRef} className="grid gap-3">
              {rows.map((row, index) => {
                const position = index + 1;
                const storeError = errors[`stores.${index}.store`];
                const urlError = errors[`stores.${index}.url`];
                const errorId = `${control.id}-${index}-error`;
                const described = (own: string | undefined) =>
                  [control['aria-describedby'], own ? errorId : ''].filter(Boolean).join(' ') || undefined;
                const host = row.store ? STORES[row.store as keyof typeof STORES]?.hosts[0] : undefined;
                return (
                  <li key={index} className="grid gap-1.5 rounded-xl border border-sage-200 p-2 sm:border-0 sm:p-0">
                    {/* The store and its remove button, the link under them; on a wide screen all in one row. */}
                    <div className="grid grid-cols-[minmax(0,1fr)_auto] gap-2 sm:grid-cols-[12rem_minmax(0,1fr)_auto]">
                      <NativeSelect
                        aria-label={`Store ${position}`}
                        value={row.store}
                        aria-invalid={storeError ? true : undefined}
                        aria-describedby={described(storeError)}
                        onChange={(event) => update(index, { store: event.target.value })}
                      >
                        <option value="" disabled>
                          Choose a store
                        </option>
                        {STORE_IDS.map((store) => (
                          <option key={store} value={store} disabled={taken(index).has(store)}>
                            {STORES[store].label}
                          </option>
                        ))}
                      </NativeSelect>
                      <Input
                        type="url"
                        inputMode="url"
                        aria-label={`Store page link ${position}`}
                        placeholder={host ? `https://${host}/…` : 'https://'}
                        maxLength={500}
                        value={row.url}
                        aria-invalid={urlError ? true : undefined}
                        aria-describedby={described(urlError)}
                        onChange={(event) => update(index, { url: event.target.value })}
                        onBlur={() => {
                          const completed = withScheme(row.url);
                          if (completed !== row.url) update(index, { url: completed });
                        }}
                        className="col-span-2 col-start-1 row-start-2 sm:col-span-1 sm:col-start-2 sm:row-start-1"
                      />
                      <Button
                        type="button"
                        variant="outline"
                        size="icon"
                        className="col-start-2 row-start-1 shrink-0 sm:col-start-3"
                        aria-label={`Remove store link ${position}`}
                        title={`Remove store link ${position}`}
                        onClick={() => onChange(rows.filter((_, i) => i !== index))}
                      >
                        <span aria-hidden="true" className="text-xl leading-none">
                          ×
                        </span>
                      </Button>
                    </div>
                    {storeError || urlError ? <FieldError id={errorId}>{storeError ?? urlError}</FieldError> : null}
                  </li>
                );
              })}
            </ol>
          ) : null}
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={rows.length >= STORES_MAX}
              onClick={() => {
                focusLast.current = true;
                onChange([...rows, { store: '', url: '' }]);
              }}
            >
              <span aria-hidden="true">+</span> Add a store
            </Button>
          </div>
        </div>
      )}
    </FieldGroup>
  );
}
