import { isExternalUrl, useLang } from '@rspress/core/runtime';
import { announcementSettings } from '../../config/announcement';
import { siteLocales } from '../../config/locales';
import { AnnouncementBar } from './AnnouncementBar';

const labels: Record<string, { close: string; region: string }> = {
  en: { close: 'Close the announcement', region: 'Announcement' },
  zh: { close: '关闭公告', region: '公告' },
};

/** The site's announcement bar in the current page's language, from config/. */
export function SiteAnnouncement() {
  const lang = useLang();
  const [defaultLocale] = siteLocales;
  const locale = siteLocales.find((item) => item.lang === lang) ?? defaultLocale;
  const { message, href } = locale.announcement;
  const prefix = locale.lang === defaultLocale.lang ? '' : `/${locale.lang}`;
  // Site routes in config carry no language prefix; the Link adds the base path.
  const target = isExternalUrl(href) ? href : `${prefix}${href}`;
  return (
    <AnnouncementBar
      href={target}
      message={message}
      localStorageKey={announcementSettings.localStorageKey}
      display={announcementSettings.display}
      closeLabel={labels[locale.lang].close}
      regionLabel={labels[locale.lang].region}
    />
  );
}
