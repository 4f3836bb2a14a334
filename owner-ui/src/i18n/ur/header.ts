import type { en } from '../en';
import type { Messages } from '../messages';

export const header: Messages<typeof en.header> = {
  title: 'ڈیش بورڈ',
  toggleSidebar: 'سائیڈ مینو کھولیں یا بند کریں',
  notifications: 'اطلاعات',
  notificationsNew: 'اطلاعات، {{count}} نئی',
  messages: 'پیغامات',
  messagesNew: 'پیغامات، {{count}} نئے',
  accountMenu: 'اکاؤنٹ مینو',
  profile: 'پروفائل',
  theme: 'تھیم',
  changePlan: 'پلان تبدیل کریں',
  settings: 'سیٹنگز',
  logout: 'لاگ آؤٹ',
  themes: {
    light: 'روشن',
    dark: 'گہرا',
    system: 'فون/کمپیوٹر کے مطابق',
  },
  roles: {
    super_admin: 'سپر ایڈمن',
    filter_owner: 'پلانٹ مالک',
    auditor: 'آڈیٹر',
    employee: 'رائیڈر',
  },
};
