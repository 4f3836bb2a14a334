import { lazy } from 'react';
import CampaignIcon from '@mui/icons-material/Campaign';

/** The react-admin resource `announcements` (/super-admin/announcements): the super admin's words to owners. No edit: withdraw and make a new one. */
export default {
  list: lazy(() => import('./AnnouncementList')),
  create: lazy(() => import('./AnnouncementCreate')),
  show: lazy(() => import('./AnnouncementShow')),
  icon: CampaignIcon,
  options: { label: 'Announcements' },
  recordRepresentation: 'title',
};
