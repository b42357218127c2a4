import { useCallback, useState, type ComponentProps, type ReactNode } from 'react';

export const FALLBACK_COVER = '/images/cover-fallback.svg';

type CoverImageProps = ComponentProps<'img'> & {
  src: string;
  alt: string;
  /** Shown instead of the fallback image when the cover fails to load. */
  fallback?: ReactNode;
};

/** A cover that swaps to the fallback when its own fails, also when it failed before hydration. */
export function CoverImage({ src, alt, fallback, ...props }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (failed && fallback !== undefined) return fallback;
  return (
    <img ref={checkLoaded} src={failed ? FALLBACK_COVER : src} alt={alt} onError={() => setFailed(true)} {...props} />
  );
}
