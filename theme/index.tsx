import { Layout as DefaultLayout } from '@rspress/core/theme-original';
import { NavbarAutoHide } from './navbar/NavbarAutoHide';
import { PageRecordProbe } from './page-record/PageRecordProbe';

function Layout() {
  return (
    <DefaultLayout
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
export { Layout };
