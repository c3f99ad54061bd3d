import { type CodeBlockRuntime, getCustomMDXComponent } from '@rspress/core/theme';
import type { ComponentProps } from 'react';

export type CodeBlockRuntimeProps = ComponentProps<typeof CodeBlockRuntime>;

/**
 * The code block CodeBlockRuntime shows before Shiki has highlighted it
 * (node_modules/@rspress/core/dist/theme/components/CodeBlockRuntime/index.js, its
 * `fallback`): the theme's code block with the code as plain text. Rendered on the server,
 * it is the same block, title and buttons included, only not yet coloured.
 */
export function StaticCodeBlock({
  lang,
  title,
  code,
  wrapCode,
  lineNumbers,
  fold,
  height,
  containerElementClassName,
  codeButtonGroupProps,
}: CodeBlockRuntimeProps) {
  const { pre: ShikiPre, code: Code } = getCustomMDXComponent();
  return (
    <ShikiPre
      title={title}
      lang={lang}
      wrapCode={wrapCode}
      lineNumbers={lineNumbers}
      fold={fold}
      height={height}
      containerElementClassName={containerElementClassName}
      codeButtonGroupProps={codeButtonGroupProps}
      className="shiki css-variables"
    >
      <Code style={{ padding: '1rem 1.25rem' }}>{code}</Code>
    </ShikiPre>
  );
}
