import type { LlmsContainerProps } from '@rspress/core/theme-original';

/** The row under the page title that holds the two buttons (the theme's class and stylesheet replaced by ours). */
export function LlmsContainer(props: LlmsContainerProps) {
  return <div {...props} className="rp-not-doc site-actions" />;
}
