import { useSite } from '@rspress/core/runtime';
import type { SocialLinks as ThemeSocialLinks } from '@rspress/core/theme-original';
import { type ComponentProps, lazy, Suspense } from 'react';

const ThemeSocialLinksPart = lazy(() => import('./social-links'));

/**
 * Overrides the theme's SocialLinks (navbar, small-screen menus), which renders nothing without
 * `themeConfig.socialLinks` yet carried the icons of every platform it knows into every page's
 * first scripts. This site sets none, so the theme's component never loads; a site that sets some
 * gets it, fetched as the navbar hydrates.
 */
export function SocialLinks(props: ComponentProps<typeof ThemeSocialLinks>) {
  const { site } = useSite();
  const links = site.themeConfig.socialLinks || props.socialLinks || [];
  if (links.length === 0) return null;
  return (
    <Suspense>
      <ThemeSocialLinksPart {...props} />
    </Suspense>
  );
}
