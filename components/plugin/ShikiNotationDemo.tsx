import { lazy } from 'react';
import { HydrateOnView } from '../shared/HydrateOnView';
import { StaticCodeBlock } from '../shared/StaticCodeBlock';
import { notationExample } from './shiki-notation-example';

const RenderedNotationExample = lazy(() => import('./RenderedNotationExample'));

/**
 * The notation example highlighted in the browser. Shiki and the transformers load when the demo
 * comes near the viewport, so they stay out of the page's first scripts; until then the page shows
 * the example as plain text.
 */
export function ShikiNotationDemo() {
  return (
    <HydrateOnView
      component={RenderedNotationExample}
      props={{}}
      fallback={<StaticCodeBlock lang="ts" code={notationExample} />}
    />
  );
}
