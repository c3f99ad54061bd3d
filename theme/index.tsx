import { Layout as DefaultLayout } from '@rspress/core/theme-original';
import { SiteAnnouncement } from './announcement-bar';
import { PageRecordProbe } from './page-record/PageRecordProbe';
import { ShowcaseMenu, ToolShowcaseBlock } from './showcase';

function Layout() {
  return (
    <DefaultLayout
      top={<SiteAnnouncement />}
      beforeNavTitle={<ShowcaseMenu trigger="hover" />}
      afterFeatures={<ToolShowcaseBlock />}
      bottom={<PageRecordProbe />}
    />
  );
}

export * from '@rspress/core/theme-original';
export { Layout };
