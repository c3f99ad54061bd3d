import '@rspress/core/dist/theme/components/HomeBackground/index.css';
import { useNavTransparent } from '@rspress/core/dist/theme/components/HomeBackground/useNavTransparent.js';
import type { ComponentProps } from 'react';
import './home-background.css';

/**
 * Mirrors HomeBackground of the default theme
 * (node_modules/@rspress/core/dist/theme/components/HomeBackground/index.js), which HomeLayout
 * takes from @rspress/core/theme. The theme's version also renders a <style> with the see-through
 * navbar rules in the page body, where HTML allows no style element that styles what comes
 * before it; the same rules are in home-background.css. The theme's hook still marks <body>
 * once the reader scrolls down; the <style> it returns is left out.
 */
export function HomeBackground({ className, ...props }: ComponentProps<'div'>) {
  useNavTransparent();
  return <div className={['rp-home-background', className].filter(Boolean).join(' ')} {...props} />;
}
