import { lazy, Suspense, useRef, useState } from 'react';
import type { ArtCredit, Screenshot } from '../../../common/schemas/covers';
import { CoverImage } from '~/components/cover-image';
import { NewTabHint } from './new-tab-hint';

const loadScreenshotDialog = () => import('./screenshot-dialog');
const ScreenshotDialog = lazy(loadScreenshotDialog);

/** Four thumbnails across the hero's column: a quarter of 720 px on a wide screen, of the page below. */
const THUMBNAIL_SIZES = '(min-width: 1280px) 176px, (min-width: 1024px) 14vw, 24vw';

interface ScreenshotGalleryProps {
  title: string;
  screenshots: Screenshot[];
  credit: ArtCredit | null;
}

/**
 * Under the game's cover: its screenshots as thumbnails, each opening the screenshot dialog, and
 * where the images come from ('Images: Steam store page'). Nothing when there is neither.
 */
export function ScreenshotGallery({ title, screenshots, credit }: ScreenshotGalleryProps) {
  if (screenshots.length === 0 && !credit) return null;
  return (
    <div className="mt-3 grid gap-2">
      {screenshots.length > 0 ? <Thumbnails title={title} screenshots={screenshots} /> : null}
      {credit ? (
        <p className="text-sm text-muted" data-testid="art-credit">
          Images:{' '}
          <a
            href={credit.url}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium text-sage-800 underline underline-offset-4 hover:text-sage-900"
          >
            {credit.label}
            <NewTabHint />
          </a>
        </p>
      ) : null}
    </div>
  );
}

function Thumbnails({ title, screenshots }: { title: string; screenshots: Screenshot[] }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  /** The thumbnail that opened the dialog, which takes focus back when it closes. */
  const [opener, setOpener] = useState(0);
  /** Whether the dialog has been asked for: until then its code is not loaded. */
  const [wanted, setWanted] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  return (
    <>
      <ul aria-label="Screenshots" className="grid grid-cols-4 gap-2 sm:gap-3">
        {screenshots.map((shot, position) => (
          <li key={shot.id}>
            <button
              type="button"
              ref={(button) => {
                buttons.current[position] = button;
              }}
              aria-haspopup="dialog"
              // The dialog's code starts loading as soon as a click looks likely.
              onPointerEnter={loadScreenshotDialog}
              onFocus={loadScreenshotDialog}
              onClick={() => {
                setIndex(position);
                setOpener(position);
                setOpen(true);
                setWanted(true);
              }}
              className="block w-full cursor-zoom-in overflow-hidden rounded-xl border border-sage-200 bg-sage-100 shadow-sm transition hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sage-700"
            >
              <CoverImage
                src={shot.src}
                alt={`Screenshot ${position + 1} of ${title}`}
                width={shot.width}
                height={shot.height}
                loading="lazy"
                decoding="async"
                className="aspect-video w-full object-cover"
                sources={{ avif: shot.avif, webp: shot.webp, sizes: THUMBNAIL_SIZES }}
              />
            </button>
          </li>
        ))}
      </ul>
      {wanted ? (
        <Suspense fallback={null}>
          <ScreenshotDialog
            title={title}
            screenshots={screenshots}
            open={open}
            onOpenChange={setOpen}
            index={index}
            onIndexChange={setIndex}
            onCloseAutoFocus={(event) => {
              // The dialog has no trigger of its own (it loads after the click): focus goes back here.
              event.preventDefault();
              buttons.current[opener]?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
