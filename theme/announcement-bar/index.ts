export { AnnouncementBar, type AnnouncementBarProps } from './AnnouncementBar';
export { SiteAnnouncement } from './SiteAnnouncement';
