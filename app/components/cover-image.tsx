import { useCallback, useState, type ComponentProps, type ReactNode } from 'react';
import { preload } from 'react-dom';
import type { CoverImage as StoredCover } from '../../common/schemas/covers';

export const FALLBACK_COVER = '/images/cover-fallback.svg';

type CoverImageProps = ComponentProps<'img'> & {
  src: string;
  alt: string;
  /** Shown instead of the fallback image when the cover fails to load. */
  fallback?: ReactNode;
  /** AVIF and WebP `srcset`s of a stored cover, offered through `<picture>` with `sizes`. */
  sources?: { avif: string; webp: string; sizes: string };
};

/** A cover that swaps to the fallback when its own fails, also when it failed before hydration. */
export function CoverImage({ src, alt, fallback, sources, ...props }: CoverImageProps) {
  const [failed, setFailed] = useState(false);
  const checkLoaded = useCallback((img: HTMLImageElement | null) => {
    if (img && img.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  if (failed && fallback !== undefined) return fallback;
  const img = (
    <img ref={checkLoaded} src={failed ? FALLBACK_COVER : src} alt={alt} onError={() => setFailed(true)} {...props} />
  );
  if (!sources || failed) return img;
  return (
    <picture>
      <source type="image/avif" srcSet={sources.avif} sizes={sources.sizes} />
      <source type="image/webp" srcSet={sources.webp} sizes={sources.sizes} />
      {img}
    </picture>
  );
}

interface GameCoverProps {
  game: { coverUrl: string; cover: StoredCover | null };
  alt: string;
  /** How wide the cover is drawn at each viewport width (the `sizes` attribute). */
  sizes: string;
  /** Above the fold: loaded at once and first; otherwise only when scrolled near. */
  priority?: boolean;
  /**
   * The page's largest picture: asked for from the head, beside the scripts, instead of when the
   * parser reaches it (a stored cover sits in a <picture>, which the browser cannot preload by itself).
   */
  preloadInHead?: boolean;
  className?: string;
  fallback?: ReactNode;
}

/**
 * A game's cover: its stored renditions (AVIF, then WebP, at the width the layout needs) with the
 * picture's own width and height, so the box is reserved before it loads; or the generated cover.
 */
export function GameCover({
  game,
  alt,
  sizes,
  priority = false,
  preloadInHead = false,
  className,
  fallback,
}: GameCoverProps) {
  const { cover } = game;
  if (preloadInHead && cover) {
    const firstAvif = cover.avif.split(' ')[0]!;
    preload(firstAvif, {
      as: 'image',
      type: 'image/avif',
      imageSrcSet: cover.avif,
      imageSizes: sizes,
      fetchPriority: 'high',
    });
  }
  return (
    <CoverImage
      src={game.coverUrl}
      alt={alt}
      width={cover?.width ?? 640}
      height={cover?.height ?? 360}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      fallback={fallback}
      sources={cover ? { avif: cover.avif, webp: cover.webp, sizes } : undefined}
    />
  );
}
