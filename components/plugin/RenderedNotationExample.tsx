import { CodeBlockRuntime } from '@rspress/core/theme';
import {
  transformerNotationDiff,
  transformerNotationErrorLevel,
  transformerNotationHighlight,
} from '@shikijs/transformers';
import { notationExample } from './shiki-notation-example';

const shikiOptions = {
  transformers: [transformerNotationHighlight(), transformerNotationDiff(), transformerNotationErrorLevel()],
  // Shiki stops tokenizing a line after 500 ms by default and leaves the rest as plain text, comment included,
  // which then escapes the transformers. The first line can take that long on a slow device, while the
  // grammar's patterns are compiled; no limit keeps the result the same everywhere.
  tokenizeTimeLimit: 0,
};

/** The notation example highlighted in the browser by Shiki with the transformers from @shikijs/transformers. */
export default function RenderedNotationExample() {
  return <CodeBlockRuntime lang="ts" code={notationExample} shikiOptions={shikiOptions} />;
}
