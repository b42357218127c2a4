import { useId } from 'react';
import { Label } from '~/components/ui/label';
import { Textarea } from '~/components/ui/textarea';

export const REVIEW_NOTES_MAX = 500;

/** Notes that go with a decision, up to 500 characters, with a counter read out on request. */
export function ReviewNotesField({
  value,
  onChange,
  disabled,
  label = 'Review Notes',
  placeholder = 'Add notes about this submission (optional)',
  rows = 3,
}: {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  label?: string;
  placeholder?: string;
  rows?: number;
}) {
  const id = useId();
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Textarea
        id={id}
        rows={rows}
        minHeight={rows < 3 ? 'min-h-14' : 'min-h-20'}
        value={value}
        maxLength={REVIEW_NOTES_MAX}
        placeholder={placeholder}
        disabled={disabled}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-count`} className="text-right text-xs text-muted">
        {value.length}/{REVIEW_NOTES_MAX} characters
      </p>
    </div>
  );
}
