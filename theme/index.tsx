import { Layout as DefaultLayout } from '@rspress/core/theme-original';
import { SiteAnnouncement } from './announcement-bar';
import { NavbarAutoHide } from './navbar/NavbarAutoHide';
import { PageRecordProbe } from './page-record/PageRecordProbe';
import { ShowcaseMenu, ToolShowcaseBlock } from './showcase';
import { useCanHover } from './showcase/useCanHover';

function Layout() {
  // The tool menu opens on hover where a mouse can hover, and on tap on touch screens.
  const canHover = useCanHover();
  return (
    <DefaultLayout
      top={<SiteAnnouncement />}
      beforeNavTitle={<ShowcaseMenu trigger={canHover ? 'hover' : 'click'} />}
      afterFeatures={<ToolShowcaseBlock />}
      bottom={
        <>
          <NavbarAutoHide />
          <PageRecordProbe />
        </>
      }
    />
  );
}

export * from '@rspress/core/theme-original';
export { HomeHero } from './home-hero/HomeHero';
export { Search } from './search/Search';
export { Layout };
