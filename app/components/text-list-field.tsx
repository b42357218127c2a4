import { useEffect, useRef } from 'react';
import { Button } from '~/components/ui/button';
import { FieldError, FieldGroup } from '~/components/ui/field';
import { Input } from '~/components/ui/input';

interface TextListFieldProps {
  label: string;
  /** The accessible name of one entry, e.g. 'Feature 2'. */
  itemLabel: (position: number) => string;
  /** The add button's text, e.g. 'Add Feature'; the count and maximum follow it. */
  addLabel: string;
  values: string[];
  onChange: (values: string[]) => void;
  max: number;
  required?: boolean;
  hint?: string;
  placeholder?: string;
  /** The list's own message (e.g. that one entry is needed). */
  error?: string;
  /** Each entry's message, by position. */
  itemErrors?: (string | undefined)[];
}

/** One to `max` text entries that can be added and removed; the new entry takes focus. */
export function TextListField({
  label,
  itemLabel,
  addLabel,
  values,
  onChange,
  max,
  required,
  hint,
  placeholder,
  error,
  itemErrors = [],
}: TextListFieldProps) {
  const listRef = useRef<HTMLOListElement>(null);
  const focusLast = useRef(false);

  useEffect(() => {
    if (!focusLast.current) return;
    focusLast.current = false;
    const inputs = listRef.current?.querySelectorAll('input');
    inputs?.[inputs.length - 1]?.focus();
  }, [values.length]);

  const update = (index: number, value: string) => onChange(values.map((v, i) => (i === index ? value : v)));

  return (
    <FieldGroup label={label} required={required} hint={hint} error={error}>
      {(control) => (
        <div className="grid gap-3">
          <ol ref={listRef} className="grid gap-3">
            {values.map((value, index) => {
              const itemError = itemErrors[index];
              const errorId = `${control.id}-${index}-error`;
              const describedBy = [control['aria-describedby'], itemError ? errorId : ''].filter(Boolean).join(' ');
              return (
                <li key={index} className="grid gap-1.5">
                  <div className="flex gap-2">
                    <Input
                      aria-label={itemLabel(index + 1)}
                      value={value}
                      placeholder={placeholder}
                      maxLength={200}
                      required={required && index === 0}
                      aria-invalid={itemError || (error && index === 0) ? true : undefined}
                      aria-describedby={describedBy || undefined}
                      onChange={(event) => update(index, event.target.value)}
                    />
                    {values.length > 1 ? (
                      <Button
                        type="button"
                        variant="outline"
                        size="icon"
                        className="shrink-0"
                        aria-label={`Remove ${itemLabel(index + 1).toLowerCase()}`}
                        title={`Remove ${itemLabel(index + 1).toLowerCase()}`}
                        onClick={() => onChange(values.filter((_, i) => i !== index))}
                      >
                        <span aria-hidden="true" className="text-xl leading-none">
                          ×
                        </span>
                      </Button>
                    ) : null}
                  </div>
                  {itemError ? <FieldError id={errorId}>{itemError}</FieldError> : null}
                </li>
              );
            })}
          </ol>
          <div>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={values.length >= max}
              onClick={() => {
                focusLast.current = true;
                onChange([...values, '']);
              }}
            >
              <span aria-hidden="true">+</span> {addLabel} ({values.length}/{max})
            </Button>
          </div>
        </div>
      )}
    </FieldGroup>
  );
}
