import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { api, ApiRequestError, isApiError } from '~/lib/api';
import { toast } from '~/lib/toast-store';
import { Button } from '~/components/ui/button';
import { TeaCups } from '~/components/tea-cup-rating';
import type { CozyRating } from '../../../common/schemas/contributions';
import { voterFingerprint } from './fingerprint';

const loadRatingDialog = () => import('./rating-dialog');

/** The game's rating as it is now, and whether (and how) this browser's voter has rated it. */
const readRating = (gameId: number) =>
  api('GET /api/games/:id/cozy-rating', { params: { id: gameId }, query: { fingerprint: voterFingerprint() } });
const RatingDialog = lazy(loadRatingDialog);

/** Whether this visitor may vote: unknown until the browser has asked the server. */
type VoterState = 'unknown' | 'can-rate' | 'rated';

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
  /** The cups this visitor gave, once known. */
  const [given, setGiven] = useState<number | null>(null);
  const [open, setOpen] = useState(false);
  /** Whether the dialog has been asked for: until then its code is not loaded. */
  const [wanted, setWanted] = useState(false);
  const [choice, setChoice] = useState<number | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  /** The server's figures, and whether (and how) this visitor has rated. */
  const show = useCallback((result: CozyRating) => {
    setSummary({ rating: result.rating, count: result.count });
    setVoter(result.hasRated ? 'rated' : 'can-rate');
    setGiven(result.yourRating);
  }, []);

  useEffect(() => {
    let current = true;
    readRating(gameId)
      .then((result) => {
        if (current) show(result);
      })
      .catch((error: unknown) => {
        // Only logged (spec §8); the server still refuses a second vote.
        console.warn('Could not load the cozy rating', error);
        if (current) setVoter('can-rate');
      });
    return () => {
      current = false;
    };
  }, [gameId, show]);

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
      setGiven(choice);
      setOpen(false);
      toast({ title: 'Rating submitted! Thank you for sharing your cozy rating.' });
    } catch (error) {
      const conflict = isApiError(error, 'already-rated');
      if (conflict) {
        setVoter('rated');
        setOpen(false);
        // The earlier vote's cups, and the figures as they are now.
        readRating(gameId)
          .then(show)
          .catch((reason: unknown) => console.warn('Could not load the cozy rating', reason));
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
      <Button
        ref={buttonRef}
        className="mt-4 w-full"
        disabled={voter !== 'can-rate'}
        aria-haspopup="dialog"
        aria-expanded={open}
        // The dialog's code starts loading as soon as a click looks likely.
        onPointerEnter={loadRatingDialog}
        onFocus={loadRatingDialog}
        onClick={() => {
          setChoice(null);
          setOpen(true);
          setWanted(true);
        }}
      >
        {voter === 'rated' ? 'Already Rated' : 'Rate This Game'}
      </Button>
      {voter === 'rated' && given !== null ? (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-muted" data-testid="your-rating">
          <TeaCups rating={given} size="sm" />
          <span>
            You gave it {given} {given === 1 ? 'cup' : 'cups'}
          </span>
        </p>
      ) : null}
      {wanted ? (
        <Suspense fallback={null}>
          <RatingDialog
            open={open}
            onOpenChange={setOpen}
            choice={choice}
            onChoose={setChoice}
            submitting={submitting}
            onSubmit={submit}
            onCloseAutoFocus={(event) => {
              // The dialog has no trigger of its own (it loads after the click), so focus is
              // returned here: to the button, or, once it is disabled after a vote, to the rating.
              event.preventDefault();
              if (voter === 'rated') summaryRef.current?.focus();
              else buttonRef.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
