import { useCallback, useState, type ComponentProps } from 'react';

export const FALLBACK_COVER = '/images/cover-fallback.svg';

/** A cover that swaps to the fallback image when its own fails, also when it failed before hydration. */
export function CoverImage({ src, alt, ...props }: ComponentProps<'img'> & { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  return (
    <img ref={checkLoaded} src={failed ? FALLBACK_COVER : src} alt={alt} onError={() => setFailed(true)} {...props} />
  );
}
