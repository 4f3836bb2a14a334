import type { en } from '../en';
import type { Messages } from '../messages';

/** The owner's notifications in Urdu. */
export const notifications: Messages<typeof en.notifications> = {
  title: 'اطلاعات',
  subtitle: 'آپ کے تمام پلانٹس میں جن باتوں پر توجہ چاہیے',
  loadFailed: 'آپ کی اطلاعات لوڈ نہیں ہو سکیں',
  bell: 'اطلاعات، {{unread}} نہ پڑھی گئیں',
  filters: {
    label: 'کون سی اطلاعات',
    all: 'سب',
    unread: 'نہ پڑھی گئیں ({{unread}})',
  },
  markAllRead: 'سب کو پڑھا ہوا کریں',
  allMarked: 'تمام اطلاعات پڑھی ہوئی ہو گئیں',
  markAllFailed: 'اطلاعات کو پڑھا ہوا نہیں کیا جا سکا',
  markFailed: 'اطلاع کو پڑھا ہوا نہیں کیا جا سکا',
  empty: {
    title: 'ابھی کسی چیز پر توجہ کی ضرورت نہیں',
    text: 'رائیڈرز کے بند نہ کیے گئے دن، حد سے زیادہ والے گاہک، اسٹاک، امپورٹ اور انوائسز یہاں نظر آئیں گے جب انہیں آپ کی ضرورت ہو۔',
  },
  emptyUnread: {
    title: 'سب پڑھ لیا',
    text: 'آپ نے ہر اطلاع پڑھ لی ہے۔',
  },
  unread: 'نہ پڑھی گئی',
  announcement: 'اعلان',
  until: '{{date}} تک',
  dismiss: 'ہٹائیں',
  announcements: 'اعلانات',
  severity: {
    info: 'معلومات',
    warning: 'انتباہ',
    error: 'فوری توجہ',
  },
  sentences: {
    containersBeyondStock: '{{product}}: پلانٹ کی ملکیت سے {{quantity}} زیادہ باہر ہیں',
    importFailed: '{{file}} سے کسٹمرز کی امپورٹ ناکام ہو گئی',
    importFailedNoFile: 'کسٹمرز کی ایک امپورٹ ناکام ہو گئی',
    importRowsLeftOut: '{{file}} کی {{count}} قطاریں امپورٹ نہیں ہوئیں',
    whatsappFailed: '{{who}} کو واٹس ایپ پیغام نہیں جا سکا',
    whatsappFailedBecause: '{{who}} کو واٹس ایپ پیغام نہیں جا سکا: {{reason}}',
    invoicePending: 'انوائس {{number}} کے {{amount}} کی ادائیگی {{date}} تک کرنی ہے',
    invoiceOverdue: 'انوائس {{number}} کے {{amount}} کی ادائیگی {{date}} سے واجب الادا ہے',
    whatsappReply: '{{who}} نے واٹس ایپ پر جواب دیا: {{text}}',
    aCustomer: 'ایک کسٹمر',
    customerRequest: {
      extra_delivery: '{{customer}} نے اضافی ڈیلیوری مانگی ہے',
      pause: '{{customer}} نے ڈیلیوری روکنے کا کہا ہے',
      statement_confirm: '{{customer}} نے اسٹیٹمنٹ کی تصدیق کی ہے',
      statement_dispute: '{{customer}} نے اسٹیٹمنٹ پر اعتراض کیا ہے',
      problem: '{{customer}} نے شکایت کی ہے',
      other: '{{customer}} نے ایک درخواست بھیجی ہے',
    },
  },
};
