import './a11y/contrast.css';
import './a11y/search-button.css';
import './print/print.css';
import './article/lazy-layout.css';
import { Layout as DefaultLayout } from '@rspress/core/theme-original';
import { NavListItemRole } from './a11y/NavListItemRole';
import { SiteAnnouncement } from './announcement-bar';
import { NavbarAutoHide } from './navbar/NavbarAutoHide';
import { OverviewFooter } from './overview-footer/OverviewFooter';
import { ReuseHydratedPageData } from './page-data/ReuseHydratedPageData';
import { PageRecordProbe } from './page-record/PageRecordProbe';
import { ToolShowcaseBlock } from './showcase';
import { SiteShowcaseMenu } from './showcase/SiteShowcaseMenu';

function Layout() {
  return (
    <DefaultLayout
      top={<SiteAnnouncement />}
      beforeNavTitle={<SiteShowcaseMenu />}
      afterFeatures={<ToolShowcaseBlock />}
      afterDocContent={<OverviewFooter />}
      bottom={
        <>
          <NavbarAutoHide />
          <NavListItemRole />
          <PageRecordProbe />
          <ReuseHydratedPageData />
        </>
      }
    />
  );
}

export * from '@rspress/core/theme-original';
export { getCustomMDXComponent } from './a11y/mdx-components';
export { useScrollAfterNav } from './article/useScrollAfterNav';
export { HomeHero } from './home-hero/HomeHero';
export { ReadPercent, useReadPercent } from './read-percent/ReadPercent';
export { Search } from './search/Search';
export { useDynamicToc, useWatchToc } from './toc/dynamic-toc';
export { Layout };
