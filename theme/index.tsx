import { Layout as DefaultLayout } from '@rspress/core/theme-original';
import { SiteAnnouncement } from './announcement-bar';
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
      bottom={<PageRecordProbe />}
    />
  );
}

export * from '@rspress/core/theme-original';
export { Layout };
