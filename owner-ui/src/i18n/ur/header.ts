import type { en } from '../en';
import type { Messages } from '../messages';

export const header: Messages<typeof en.header> = {
  toggleSidebar: 'سائیڈ مینو کھولیں یا بند کریں',
  daySheet: 'دن کی شیٹ',
  openDaySheet: 'دن کی شیٹ کھولیں',
  notifications: 'اطلاعات',
  requests: 'کسٹمرز کی درخواستیں',
  requestsWaiting: 'کسٹمرز کی درخواستیں، {{waiting}} جواب کی منتظر',
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
  pages: {
    signIn: 'سائن اِن',
    packageSelection: 'پلان چنیں',
    setup: 'سیٹ اپ',
    settings: 'سیٹنگز',
    profile: 'پروفائل',
    notifications: 'اطلاعات',
    messages: 'کسٹمرز کی درخواستیں',
    invoices: 'انوائسز',
    currency: 'کرنسی کی ترتیب',
  },
};
