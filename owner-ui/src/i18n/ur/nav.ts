import type { en } from '../en';
import type { Messages } from '../messages';

export const nav: Messages<typeof en.nav> = {
  appName: 'پانی',
  mainNavigation: 'مین مینو',
  sections: {
    dashboard: 'ڈیش بورڈ',
    dailyWork: 'روزمرہ کام',
    setup: 'کاروبار کا سیٹ اپ',
    billing: 'بلنگ اور اکاؤنٹ',
    settings: 'ترتیبات اور مدد',
  },
  items: {
    dashboard: { label: 'ڈیش بورڈ', description: 'کاروبار کا خلاصہ' },
    plants: { label: 'میرے پلانٹس', description: 'آپ کے فلٹر پلانٹس' },
    billing: { label: 'بلنگ اور استعمال', description: 'پلان کا استعمال اور انوائسز' },
    currentPlan: { label: 'موجودہ پلان', description: 'سبسکرپشن کی تفصیل' },
    customers: { label: 'کسٹمرز', description: 'کسٹمرز کا انتظام' },
    map: { label: 'نقشہ', description: 'کسٹمرز نقشے پر' },
    dailyEntries: { label: 'روزانہ اندراج', description: 'سپلائی اور وصولیاں' },
    expenses: { label: 'اخراجات', description: 'پلانٹ کا خرچہ' },
    statements: { label: 'اسٹیٹمنٹس', description: 'ماہانہ بل، PDF اور واٹس ایپ پر' },
    whatsappMessages: { label: 'واٹس ایپ پیغامات', description: 'کیا بھیجا گیا اور کہاں تک پہنچا' },
    riderDays: { label: 'رائیڈرز کا حساب', description: 'دن کا حساب اور فرق' },
    deliverySchedule: { label: 'سپلائی شیڈول', description: 'روٹ اور دن' },
    staff: { label: 'عملہ', description: 'آپ کا سپلائی والا عملہ' },
    payroll: { label: 'تنخواہیں', description: 'ماہانہ ادائیگی اور تنخواہ کی پرچیاں' },
    areas: { label: 'ایریاز', description: 'جہاں آپ سپلائی دیتے ہیں' },
    products: { label: 'پروڈکٹس', description: 'آپ کا پلانٹ کیا بیچتا ہے اور اس کے ریٹ' },
    stock: { label: 'اسٹاک', description: 'آپ کی کینیں: ملکیت، باہر اور پلانٹ پر' },
    reminders: { label: 'یاد دہانیاں', description: 'واٹس ایپ پر ادائیگی کی یاد دہانی' },
    reports: { label: 'رپورٹس', description: 'فروخت، بقایا، رائیڈر، منافع' },
    plantSettings: { label: 'پلانٹ کی ترتیبات', description: 'تفصیل، ریٹ، لوکیشن' },
    support: { label: 'مدد', description: 'مدد حاصل کریں' },
  },
  badges: {
    Priority: 'اہم',
    Active: 'فعال',
    New: 'نیا',
    Soon: 'جلد',
  },
};
