import { useRef, type KeyboardEvent } from 'react';
import type { Screenshot } from '../../../common/schemas/covers';
import { Button } from '~/components/ui/button';
import { CoverImage } from '~/components/cover-image';
import { Dialog, DialogContent, DialogHeading } from '~/components/ui/dialog';

/** The dialog is at most 64rem wide, less its padding; on a phone, the screen less the margins. */
const LARGE_SIZES = '(min-width: 1100px) 976px, calc(100vw - 4rem)';

interface ScreenshotDialogProps {
  title: string;
  screenshots: Screenshot[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The screenshot shown, from 0. */
  index: number;
  onIndexChange: (index: number) => void;
  /** Where focus goes when the dialog closes: the thumbnail that opened it. */
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * A game's screenshots one at a time, large, with 'Previous' and 'Next' (also the arrow keys; both
 * go round from the last to the first) and the position announced. It loads with the first click
 * on a thumbnail (screenshot-gallery.tsx), so a game page does not download it for every visit.
 */
export default function ScreenshotDialog({
  title,
  screenshots,
  open,
  onOpenChange,
  index,
  onIndexChange,
  onCloseAutoFocus,
}: ScreenshotDialogProps) {
  const nextRef = useRef<HTMLButtonElement>(null);
  const count = screenshots.length;
  const shot = screenshots[index];
  if (!shot) return null;
  const step = (by: number) => onIndexChange((index + by + count) % count);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    step(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        size="media"
        onKeyDown={onKeyDown}
        onOpenAutoFocus={(event) => {
          // 'Next' rather than 'Previous', the first control in the dialog, is where a visitor starts.
          if (!nextRef.current) return;
          event.preventDefault();
          nextRef.current.focus();
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      >
        <DialogHeading title={`Screenshots of ${title}`}>
          <span aria-live="polite" aria-atomic="true" data-testid="screenshot-position">
            {index + 1} of {count}
          </span>
        </DialogHeading>
        <div className="overflow-hidden rounded-2xl bg-sage-900">
          <CoverImage
            // A new element for each screenshot, so the last one never shows while the next loads.
            key={shot.id}
            src={shot.src}
            alt={`Screenshot ${index + 1} of ${title}`}
            width={shot.width}
            height={shot.height}
            decoding="async"
            className="h-auto max-h-[calc(100dvh-18rem)] w-full object-contain"
            sources={{ avif: shot.avif, webp: shot.webp, sizes: LARGE_SIZES }}
          />
        </div>
        {count > 1 ? (
          <div className="flex justify-between gap-3">
            <Button variant="outline" onClick={() => step(-1)}>
              <span aria-hidden="true">←</span>
              Previous
            </Button>
            <Button ref={nextRef} variant="outline" onClick={() => step(1)}>
              Next
              <span aria-hidden="true">→</span>
            </Button>
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
