import { lazy, Suspense } from 'react';

// Shiki and the transformers load only when this demo renders, after the page has started,
// so they stay out of the page's first scripts.
const RenderedNotationExample = lazy(() => import('./RenderedNotationExample'));

export function ShikiNotationDemo() {
  return (
    <Suspense fallback={null}>
      <RenderedNotationExample />
    </Suspense>
  );
}
