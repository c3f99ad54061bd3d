import { lazy } from 'react';
import { HydrateOnView } from './HydrateOnView';
import { type CodeBlockRuntimeProps, StaticCodeBlock } from './StaticCodeBlock';

const CodeBlockRuntime = lazy(() => import('./code-block-runtime'));

/**
 * The theme's CodeBlockRuntime, whose code (Shiki, its grammars, its WebAssembly regex engine)
 * loads when the block comes near the viewport. The page's HTML holds the plain-text block it
 * starts from; after a client-side move, ./StaticCodeBlock.tsx draws that block until then.
 */
export function LazyCodeBlockRuntime(props: CodeBlockRuntimeProps) {
  return <HydrateOnView component={CodeBlockRuntime} props={props} fallback={<StaticCodeBlock {...props} />} />;
}
