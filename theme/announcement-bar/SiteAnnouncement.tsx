import { announcementSettings } from '../../config/announcement';
import { useSiteTexts } from '../../i18n/runtime';
import { AnnouncementBar } from './AnnouncementBar';

/** The site's announcement bar in the current page's language (texts in i18n/<lang>/, settings in config/). */
export function SiteAnnouncement() {
  const t = useSiteTexts();
  return (
    <AnnouncementBar
      href={t('site.announcementHref')}
      message={t('site.announcementMessage')}
      localStorageKey={announcementSettings.localStorageKey}
      display={announcementSettings.display}
      closeLabel={t('site.announcementClose')}
      regionLabel={t('site.announcementRegion')}
    />
  );
}
