import { HoverGroup as OriginalHoverGroup } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

export function HoverGroup(props: ComponentProps<typeof OriginalHoverGroup>) {
  return (
    <div className="swapped-hover-group">
      <OriginalHoverGroup {...props} />
    </div>
  );
}

export function LlmsHint() {
  return <div className="swapped-llms-hint">SWAPPED_LLMS_HINT</div>;
}

export function HomeFooter() {
  return <footer className="swapped-home-footer">SWAPPED_HOME_FOOTER</footer>;
}

export * from '@rspress/core/theme-original';
