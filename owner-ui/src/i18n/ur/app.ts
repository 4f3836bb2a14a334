import type { en } from '../en';
import type { Messages } from '../messages';

export const app: Messages<typeof en.app> = {
  placeholder: {
    estimatedRelease: 'متوقع آمد: {{release}}',
    goBack: 'واپس جائیں',
    backToDashboard: 'ڈیش بورڈ پر واپس',
    priority: {
      high: 'بہت اہم',
      medium: 'اہم',
      low: 'بعد میں',
      'next-phase': 'اگلا مرحلہ',
      'coming-soon': 'جلد آ رہا ہے',
    },
  },
  placeholders: {
    home: {
      title: 'پانی میں خوش آمدید',
      description: 'آپ کے اکاؤنٹ کے لیے یہاں ابھی کچھ نہیں ہے۔',
      release: 'بعد میں',
    },
    invoices: {
      title: 'یہ سہولت تیار ہو رہی ہے',
      description: 'کسٹمر انوائسز پر کام جاری ہے۔',
      release: 'اگلا مرحلہ',
    },
    comingSoon: {
      title: 'جلد آ رہا ہے',
      description: 'یہ سہولت جلد دستیاب ہو گی۔',
      release: 'جلد',
    },
    currency: {
      title: 'کرنسی کی ترتیب',
      description: 'ایک سے زیادہ کرنسیوں کی سہولت ابھی بند ہے۔',
      release: 'اگلا مرحلہ',
    },
    settings: {
      title: 'ترتیبات',
      description: 'اکاؤنٹ کی ترتیبات جلد آ رہی ہیں۔',
      release: 'اسی سال',
    },
  },
  notes: {
    currency: 'تمام رقمیں پاکستانی روپے (PKR) میں دکھائی جاتی ہیں۔',
  },
  accessDenied: {
    title: 'رسائی نہیں',
    text: 'آپ کو یہ صفحہ دیکھنے کی اجازت نہیں ہے۔',
    ownersOnly: 'یہ صفحہ صرف پلانٹ مالکان کے لیے ہے۔',
    adminsOnly: 'یہ صفحہ صرف سپر ایڈمن کے لیے ہے۔',
    goBack: 'واپس جائیں',
  },
  notFound: {
    title: 'معاف کیجیے! یہ صفحہ نہیں ملا',
    home: 'ہوم پر واپس',
  },
  redirecting: '{{path}} پر لے جا رہے ہیں...',
  auth: {
    loginFailed: 'لاگ اِن نہیں ہو سکا',
    loggedOut: 'آپ لاگ آؤٹ ہو گئے',
  },
  errors: {
    network: 'نیٹ ورک کا مسئلہ۔ اپنا انٹرنیٹ چیک کریں۔',
    server: 'سرور میں خرابی۔ تھوڑی دیر بعد دوبارہ کوشش کریں۔',
    timeout: 'جواب آنے میں دیر ہو گئی۔ دوبارہ کوشش کریں۔',
    forbidden: 'آپ کو یہ کام کرنے کی اجازت نہیں ہے',
    validation: 'معلومات درست نہیں',
    onboardingDisabled: 'سیٹ اپ ابھی بند ہے۔',
    failed: 'درخواست ناکام ({{status}})',
  },
  validation: {
    emailRequired: 'ای میل ضروری ہے',
    emailInvalid: 'درست ای میل یا موبائل نمبر لکھیں',
    passwordRequired: 'پاس ورڈ ضروری ہے',
    passwordTooShort: 'پاس ورڈ کم از کم 6 حروف کا ہو',
  },
};
