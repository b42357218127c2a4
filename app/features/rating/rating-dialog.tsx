import { useState } from 'react';
import { cn } from '~/lib/cn';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading } from '~/components/ui/dialog';

const CUPS = [1, 2, 3, 4, 5] as const;
const CUP_WORDS = ['', 'A little cozy', 'Somewhat cozy', 'Cozy', 'Very cozy', 'Maximum coziness!'];

function CupIcon({ filled }: { filled: boolean }) {
  return (
    <svg viewBox="0 0 32 32" className="h-10 w-10 sm:h-12 sm:w-12" aria-hidden="true">
      <g fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" className="text-sage-700">
        <path
          d="M5 11h19v6a8 8 0 0 1-8 8h-3a8 8 0 0 1-8-8v-6Z"
          className={cn('transition-colors', filled ? 'fill-sage-600' : 'fill-white')}
        />
        <path d="M24 13h1.5a3 3 0 0 1 0 6H23.5" />
        <path d="M4 28h22" />
        {filled ? (
          <path d="M11 4c-1.2 1.6 1.2 2.6 0 4.5M17 4c-1.2 1.6 1.2 2.6 0 4.5" className="text-sage-600" />
        ) : null}
      </g>
    </svg>
  );
}

/** Five tea cups as a radio group: arrow keys move the choice, hovering highlights up to the cup. */
function CupPicker({ value, onChange }: { value: number | null; onChange: (value: number) => void }) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <fieldset className="grid justify-items-center gap-2">
      <legend className="sr-only">Cozy rating, from 1 to 5 tea cups</legend>
      <div className="flex gap-1" onMouseLeave={() => setHovered(null)}>
        {CUPS.map((cups) => (
          <label
            key={cups}
            onMouseEnter={() => setHovered(cups)}
            className="relative cursor-pointer rounded-xl p-1 hover:bg-sage-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-sage-700"
          >
            <input
              type="radio"
              name="cozy-rating"
              value={cups}
              checked={value === cups}
              onChange={() => onChange(cups)}
              aria-label={cups === 1 ? '1 tea cup' : `${cups} tea cups`}
              className="absolute inset-0 z-10 h-full w-full cursor-pointer opacity-0"
            />
            <CupIcon filled={cups <= shown} />
          </label>
        ))}
      </div>
      <p className="min-h-6 text-sm font-medium text-sage-800">
        {shown > 0 ? `${shown} / 5 · ${CUP_WORDS[shown]}` : 'Choose from 1 to 5 cups'}
      </p>
    </fieldset>
  );
}

interface RatingDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  choice: number | null;
  onChoose: (value: number) => void;
  submitting: boolean;
  onSubmit: () => void;
  /** Where focus goes when the dialog closes, instead of back to the button that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The 'Rate This Game' dialog. It loads with the first click on the button (rating-box.tsx), so a
 * game page does not download dialog code that most visits never use.
 */
export default function RatingDialog({
  open,
  onOpenChange,
  choice,
  onChoose,
  submitting,
  onSubmit,
  onCloseAutoFocus,
}: RatingDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeading title="How cozy is this game?">Rate with tea cups - 5 cups is maximum coziness!</DialogHeading>
        <CupPicker value={choice} onChange={onChoose} />
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button onClick={onSubmit} disabled={choice === null || submitting}>
            {submitting ? 'Submitting...' : 'Submit Rating'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
