import { ProgressCircle } from '@rspress/core/dist/theme/components/ReadPercent/ProgressCircle.js';
import { useEffect, useState } from 'react';

/*
 * The outline's reading-progress circle and its hook, with the default theme's arithmetic
 * (@rspress/core 2.0.22, theme/components/ReadPercent). Theirs takes the viewport height
 * from the runtime's useWindowSize, which sets state in a layout effect on mount: during
 * hydration that update is synchronous, so React ran every passive effect of the page and
 * a second render in the same task as the hydration commit. Here everything is read in a
 * passive effect and on scroll or resize.
 */

interface Reading {
  scrollTop: number;
  articleHeight: number;
  viewportHeight: number;
}

const BEFORE_READING: Reading = { scrollTop: 0, articleHeight: 0, viewportHeight: Number.POSITIVE_INFINITY };

function percentOf({ scrollTop, articleHeight, viewportHeight }: Reading) {
  const deltaHeight = Math.min(scrollTop, viewportHeight);
  return Math.floor(Math.min(Math.max(0, ((scrollTop - 50 + deltaHeight) / articleHeight) * 100), 100)) || 0;
}

/** [percent of the article read, window scroll offset], as the default theme's hook returns them. */
export function useReadPercent(): [number, number] {
  const [reading, setReading] = useState(BEFORE_READING);
  useEffect(() => {
    const read = () =>
      setReading({
        scrollTop: window.scrollY || document.documentElement.scrollTop,
        articleHeight: document.querySelector('.rspress-doc')?.getBoundingClientRect().height || 0,
        viewportHeight: window.innerHeight,
      });
    read();
    window.addEventListener('scroll', read, { passive: true });
    window.addEventListener('resize', read);
    return () => {
      window.removeEventListener('scroll', read);
      window.removeEventListener('resize', read);
    };
  }, []);
  return [percentOf(reading), reading.scrollTop];
}

export function ReadPercent({ size, strokeWidth }: { size?: number; strokeWidth?: number }) {
  const [percent] = useReadPercent();
  return <ProgressCircle percent={percent} size={size} strokeWidth={strokeWidth} />;
}
