import './a11y/contrast.css';
import './a11y/search-button.css';
import './article/lazy-layout.css';
import './page-actions/page-actions.css';
import { Layout as DefaultLayout } from '@rspress/core/theme-original';
import { SiteAnnouncement } from './announcement-bar';
import { AsideLabels } from './landmarks/AsideLabels';
import { SiteHomeLayout, SiteNotFoundLayout } from './landmarks/Landmarks';
import { MainContentTarget, SkipLink } from './landmarks/SkipLink';
import { NavbarAutoHide } from './navbar/NavbarAutoHide';
import { OverviewFooter } from './overview-footer/OverviewFooter';
import { ReuseHydratedPageData } from './page-data/ReuseHydratedPageData';
import { PageFeedback } from './page-feedback/PageFeedback';
import { PageRecordProbe } from './page-record/PageRecordProbe';
import { ToolShowcaseBlock } from './showcase';
import { SiteShowcaseMenu } from './showcase/SiteShowcaseMenu';

function Layout() {
  return (
    <DefaultLayout
      top={
        <>
          <SkipLink />
          <SiteAnnouncement />
        </>
      }
      HomeLayout={SiteHomeLayout}
      NotFoundLayout={SiteNotFoundLayout}
      beforeNavTitle={<SiteShowcaseMenu />}
      beforeDocContent={<MainContentTarget />}
      afterFeatures={<ToolShowcaseBlock />}
      afterDocContent={
        <>
          <PageFeedback />
          <OverviewFooter />
        </>
      }
      bottom={
        <>
          <NavbarAutoHide />
          <AsideLabels />
          <PageRecordProbe />
          <ReuseHydratedPageData />
        </>
      }
    />
  );
}

// Only the source-code links of a few pages (SourceCode) show these two. Exported from their own files,
// they load with those pages instead of joining the theme's icon module, which every page loads first.
export { default as IconGithub } from '@rspress/core/dist/theme/assets/github.js';
export { default as IconGitlab } from '@rspress/core/dist/theme/assets/gitlab.js';
export * from '@rspress/core/theme-original';
export { getCustomMDXComponent } from './a11y/mdx-components';
export { useScrollAfterNav } from './article/useScrollAfterNav';
export { HomeBackground } from './home-background/HomeBackground';
export { HomeHero } from './home-hero/HomeHero';
// The theme's Layout falls back to these when given no HomeLayout / NotFoundLayout; as overrides they keep the
// theme's own (loaded only on the pages that render them, theme/parts/page-parts.ts) out of every page's scripts.
export { SiteHomeLayout as HomeLayout, SiteNotFoundLayout as NotFoundLayout } from './landmarks/Landmarks';
export { LlmsContainer } from './llms/LlmsContainer';
export { LlmsCopyButton, LlmsCopyButton as LlmsCopyRow } from './llms/LlmsCopyButton';
export { LlmsViewOptions, LlmsViewOptions as LlmsOpenRow } from './llms/LlmsViewOptions';
export { Nav } from './navbar/Nav';
export { NavHamburger } from './navbar/NavHamburger';
export { LazyFallbackHeading as FallbackHeading, LazyOverview as Overview } from './overview/LazyOverview';
export { ReadPercent, useReadPercent } from './read-percent/ReadPercent';
export { Search } from './search/Search';
export { SocialLinks } from './social-links/SocialLinks';
export { useDynamicToc, useWatchToc } from './toc/dynamic-toc';
export { useActiveAnchor } from './toc/useActiveAnchor';
export { Layout };
