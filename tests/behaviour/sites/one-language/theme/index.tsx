import {
  HomeLayout as DefaultHomeLayout,
  Layout as DefaultLayout,
  type HomeLayoutProps,
} from '@rspress/core/theme-original';

/** The home layout with a node next to the hero buttons, passed the way custom-theme.md shows. */
function HomeWithNote(props: HomeLayoutProps) {
  return <DefaultHomeLayout {...props} afterHeroActions={<p id="home-layout-after-hero-actions">via HomeLayout</p>} />;
}

/** TypeScript accepts the hero-action slots on Layout; the checks look for them in the built home page. */
function Layout() {
  return (
    <DefaultLayout
      beforeHeroActions={<p id="layout-before-hero-actions">via Layout</p>}
      afterHeroActions={<p id="layout-after-hero-actions">via Layout</p>}
      HomeLayout={HomeWithNote}
    />
  );
}

export * from '@rspress/core/theme-original';
export { Layout };
