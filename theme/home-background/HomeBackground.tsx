import '@rspress/core/dist/theme/components/HomeBackground/index.css';
import { type ComponentProps, useEffect } from 'react';
import './home-background.css';

/** Scrolled this far, the home page's navbar is no longer see-through (the theme's threshold). */
const TOP_ZONE_PX = 100;

/**
 * Mirrors HomeBackground of the default theme
 * (node_modules/@rspress/core/dist/theme/components/HomeBackground/index.js and its
 * useNavTransparent.js), which HomeLayout takes from @rspress/core/theme. The theme's version
 * renders a <style> with the see-through navbar rules in the page body, where HTML allows no
 * style element that styles what comes before it: the rules are in home-background.css. Like
 * the theme's, it marks <body> with `notTopArrived` once the reader scrolls down, without
 * re-rendering on every scroll event.
 */
export function HomeBackground({ className, ...props }: ComponentProps<'div'>) {
  useEffect(() => {
    const update = () => document.body.classList.toggle('notTopArrived', window.scrollY >= TOP_ZONE_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => {
      window.removeEventListener('scroll', update);
      document.body.classList.remove('notTopArrived');
    };
  }, []);
  return <div className={['rp-home-background', className].filter(Boolean).join(' ')} {...props} />;
}
