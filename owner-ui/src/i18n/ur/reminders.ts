import type { en } from '../en';
import type { Messages } from '../messages';

/** The owner's payment reminders screen in Urdu. */
export const reminders: Messages<typeof en.reminders> = {
  page: {
    title: 'وصولی کی یاد دہانی',
    subtitle: 'جن کسٹمرز کا بقایا ایک رقم سے زیادہ ہے، یا جن کی سب سے پرانی ادائیگی کچھ دنوں سے رکی ہے: انہیں واٹس ایپ پر یاد دلائیں۔',
    loading: 'بقایا دار کسٹمرز لوڈ ہو رہے ہیں…',
    loadFailed: 'یاد دہانیاں لوڈ نہیں ہو سکیں۔',
    noPlant: 'پہلے پلانٹ منتخب کریں یا بنائیں۔',
    empty: 'کسی کسٹمر کا اتنا یا اتنی دیر سے بقایا نہیں۔',
    tableLabel: 'یاد دہانی والے کسٹمرز',
    count: '{{count}} کسٹمرز، کل بقایا {{amount}}',
  },
  filters: {
    minBalance: 'کم از کم بقایا (روپے)',
    minDays: 'کم از کم اتنے دن سے ادائیگی نہیں',
    area: 'ایریا',
    allAreas: 'تمام ایریاز',
    hint: 'جس کسٹمر پر کوئی ایک شرط پوری ہو وہ فہرست میں آتا ہے۔ مدت سب سے پرانی غیر ادا شدہ رقم کی ہے (ادائیگی پہلے پرانی رقم میں جاتی ہے)۔',
  },
  columns: {
    customer: 'کسٹمر',
    area: 'ایریا',
    balance: 'بقایا',
    age: 'سب سے پرانا بقایا',
    sent: 'یاد دہانی',
    action: 'بھیجیں',
  },
  row: {
    days: '{{count}} دن ({{date}} سے)',
    noAge: '–',
    sentOn: '{{date}} کو بھیجی',
    sentTimes: '{{date}} کو بھیجی ({{count}} بار)',
    notSent: 'نہیں بھیجی',
    send: 'واٹس ایپ پر بھیجیں',
    noNumber: 'کوئی فون نمبر نہیں',
    markFailed: 'یاد دہانی بھیجی ہوئی درج نہیں ہو سکی۔',
  },
  template: {
    title: 'یاد دہانی کا پیغام',
    label: 'پیغام کا نمونہ',
    help: 'خانے: {{placeholders}}',
    save: 'نمونہ محفوظ کریں',
    saving: 'محفوظ ہو رہا ہے…',
    saved: 'نمونہ محفوظ ہو گیا',
    failed: 'نمونہ محفوظ نہیں ہو سکا۔',
    isDefault: 'جب تک آپ اپنا پیغام محفوظ نہیں کرتے، عام پیغام استعمال ہو گا۔',
    language: 'پیغام کی زبان',
    languageHint: 'ہر کسٹمر کو اس کی تفصیل میں لگی زبان میں پیغام جائے گا۔',
    languages: {
      en: 'انگریزی',
      ur: 'اردو',
    },
  },
};
