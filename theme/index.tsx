import { Layout as DefaultLayout } from '@rspress/core/theme-original';
import { PageRecordProbe } from './page-record/PageRecordProbe';

function Layout() {
  return <DefaultLayout bottom={<PageRecordProbe />} />;
}

export * from '@rspress/core/theme-original';
export { Search } from './search/Search';
export { Layout };
