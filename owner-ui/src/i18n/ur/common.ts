import type { en } from '../en';
import type { Messages } from '../messages';

/** Words every screen shares, in Urdu. */
export const common: Messages<typeof en.common> = {
  actions: {
    add: 'شامل کریں',
    save: 'محفوظ کریں',
    saving: 'محفوظ ہو رہا ہے…',
    cancel: 'منسوخ',
    edit: 'تبدیل کریں',
    delete: 'حذف کریں',
    close: 'بند کریں',
    retry: 'دوبارہ کوشش کریں',
    activate: 'فعال کریں',
    deactivate: 'غیر فعال کریں',
    search: 'تلاش',
    clear: 'صاف کریں',
  },
  status: {
    active: 'فعال',
    inactive: 'غیر فعال',
    paused: 'عارضی بند',
  },
  states: {
    loading: 'لوڈ ہو رہا ہے…',
    loadFailed: 'یہ لوڈ نہیں ہو سکا۔ اپنا انٹرنیٹ چیک کر کے دوبارہ کوشش کریں۔',
    empty: 'ابھی یہاں کچھ نہیں ہے۔',
    noPlant: 'کوئی پلانٹ منتخب نہیں',
  },
  paging: {
    rowsPerPage: 'فی صفحہ قطاریں',
    of: '{{count}} میں سے {{from}}–{{to}}',
  },
};
