import { useEffect, useRef, useState, type ReactNode } from 'react';
import { api, ApiRequestError, isApiError } from '~/lib/api';
import { cn } from '~/lib/cn';
import { toast } from '~/lib/toast-store';
import { Button } from '~/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogFooter, DialogHeading, DialogTrigger } from '~/components/ui/dialog';
import { voterFingerprint } from './fingerprint';

const CUPS = [1, 2, 3, 4, 5] as const;
const CUP_WORDS = ['', 'A little cozy', 'Somewhat cozy', 'Cozy', 'Very cozy', 'Maximum coziness!'];

/** Whether this visitor may vote: unknown until the browser has asked the server. */
type VoterState = 'unknown' | 'can-rate' | 'rated';

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

interface RatingBoxProps {
  gameId: number;
  /** The rating and vote count rendered on the server. */
  rating: number | null;
  count: number;
  /** The summary (cups, rating text, vote count), rendered with the latest figures. */
  children: (rating: number | null, count: number) => ReactNode;
}

/**
 * The game page's cozy rating: the summary as rendered on the server, then, after hydration,
 * whether this visitor has rated, and the 'Rate This Game' dialog.
 */
export function RatingBox({ gameId, rating: initialRating, count: initialCount, children }: RatingBoxProps) {
  const [summary, setSummary] = useState({ rating: initialRating, count: initialCount });
  const [voter, setVoter] = useState<VoterState>('unknown');
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let current = true;
    api('GET /api/games/:id/cozy-rating', { params: { id: gameId }, query: { fingerprint: voterFingerprint() } })
      .then((result) => {
        if (!current) return;
        setSummary({ rating: result.rating, count: result.count });
        setVoter(result.hasRated ? 'rated' : 'can-rate');
      })
      .catch((error: unknown) => {
        // Only logged (spec §8); the server still refuses a second vote.
        console.warn('Could not load the cozy rating', error);
        if (current) setVoter('can-rate');
      });
    return () => {
      current = false;
    };
  }, [gameId]);

  const submit = async () => {
    if (choice === null) return;
    setSubmitting(true);
    try {
      const result = await api('POST /api/games/:id/cozy-rating', {
        params: { id: gameId },
        body: { rating: choice, voterFingerprint: voterFingerprint() },
      });
      setSummary({ rating: result.medianRating, count: result.count });
      setVoter('rated');
      setOpen(false);
      toast({ title: 'Rating submitted! Thank you for sharing your cozy rating.' });
    } catch (error) {
      const conflict = isApiError(error, 'already-rated');
      if (conflict) {
        setVoter('rated');
        setOpen(false);
      }
      const message = error instanceof ApiRequestError ? error.serverMessage : '';
      toast({
        title: 'Could not submit rating',
        description: conflict ? 'You have already rated this game' : message || 'Please try again later',
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <>
      <div ref={summaryRef} tabIndex={-1} className="outline-none">
        {children(summary.rating, summary.count)}
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (next) setChoice(null);
        }}
      >
        <DialogTrigger asChild>
          <Button className="mt-4 w-full" disabled={voter !== 'can-rate'}>
            {voter === 'rated' ? 'Already Rated' : 'Rate This Game'}
          </Button>
        </DialogTrigger>
        <DialogContent
          onCloseAutoFocus={(event) => {
            // The trigger is disabled once rated; keep focus beside it, on the new rating.
            if (voter === 'rated') {
              event.preventDefault();
              summaryRef.current?.focus();
            }
          }}
        >
          <DialogHeading title="How cozy is this game?">Rate with tea cups - 5 cups is maximum coziness!</DialogHeading>
          <CupPicker value={choice} onChange={setChoice} />
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button onClick={submit} disabled={choice === null || submitting}>
              {submitting ? 'Submitting...' : 'Submit Rating'}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
