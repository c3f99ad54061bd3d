import { normalizeImagePath } from '@rspress/core/runtime';
import { type SyntheticEvent, useEffect, useRef } from 'react';
import { TRANSPARENT_PIXEL } from './pixel';

interface ShowcaseLogoProps {
  src?: string;
  scale?: number;
  className: string;
  size: number;
}

function showFallback(img: HTMLImageElement) {
  if (img.src !== TRANSPARENT_PIXEL) img.src = TRANSPARENT_PIXEL;
}

/** A tool logo (decorative: the tool's name is printed next to it). */
export function ShowcaseLogo({ src, scale, className, size }: ShowcaseLogoProps) {
  const ref = useRef<HTMLImageElement>(null);
  // A server-rendered image may fail before React listens for `error`.
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) showFallback(img);
  }, []);
  return (
    <img
      ref={ref}
      className={className}
      src={src ? normalizeImagePath(src) : TRANSPARENT_PIXEL}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={scale && scale !== 1 ? { transform: `scale(${scale})` } : undefined}
      onError={(event: SyntheticEvent<HTMLImageElement>) => showFallback(event.currentTarget)}
    />
  );
}
