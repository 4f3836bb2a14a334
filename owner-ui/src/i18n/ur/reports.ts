import type { en } from '../en';
import type { Messages } from '../messages';

/** The owner's reports screen in Urdu. */
export const reports: Messages<typeof en.reports> = {
  page: {
    title: 'رپورٹس',
    subtitle: 'فروخت، وصولی، بقایا، بوتلیں، رائیڈرز، اخراجات، منافع اور پروڈکٹس، کسی بھی دنوں کے لیے۔',
    loading: 'رپورٹ لوڈ ہو رہی ہے…',
    loadFailed: 'رپورٹ لوڈ نہیں ہو سکی۔',
    noPlant: 'پہلے پلانٹ منتخب کریں یا بنائیں۔',
    empty: 'ان دنوں کے لیے دکھانے کو کچھ نہیں۔',
    asOf: '{{date}} تک',
    range: '{{from}} سے {{to}} تک',
    ignored: 'یہ رپورٹ پورے پلانٹ کی ہے: {{filters}} کا فلٹر اس پر لاگو نہیں ہوتا۔',
    chartLabel: '{{title}} کا چارٹ',
  },
  names: {
    'daily-sales': 'روزانہ فروخت',
    collections: 'وصولیاں',
    'outstanding-age': 'بقایا، مدت کے حساب سے',
    'cans-out': 'باہر بوتلیں',
    'rider-performance': 'رائیڈرز کی کارکردگی',
    expenses: 'اخراجات',
    'profit-loss': 'نفع و نقصان',
    'sales-by-product': 'پروڈکٹس کی فروخت',
    'containers-by-age': 'باہر برتن',
  },
  productReports: {
    'sales-by-product': {
      title: 'پروڈکٹ کے حساب سے فروخت',
      hint: 'ان دنوں کے اندراجات میں ہر پروڈکٹ کتنی پہنچی؛ واپس لیے گئے اندراجات شامل نہیں۔',
      empty: 'ان دنوں میں کوئی پروڈکٹ فروخت نہیں ہوئی۔',
    },
    'containers-by-age': {
      title: 'باہر برتن، پروڈکٹ اور مدت کے حساب سے',
      hint: 'اس وقت کسٹمرز کے پاس برتن، ہر کسٹمر کی آخری سپلائی کے بعد کے دنوں کے حساب سے۔',
      empty: 'کسی کسٹمر کے پاس کوئی برتن نہیں۔',
    },
    total: 'کل',
    columns: {
      product: 'پروڈکٹ',
      entries: 'اندراجات',
      delivered: 'پہنچائے',
      returned: 'واپس آئے',
      amount: 'رقم (روپے)',
      customers: 'کسٹمرز جن کے پاس ہیں',
      held: 'باہر برتن',
      days_0_7: '0 سے 7 دن',
      days_8_30: '8 سے 30 دن',
      days_31_90: '31 سے 90 دن',
      days_over_90: '90 دن سے زیادہ',
      never: 'کبھی سپلائی نہیں ہوئی',
    },
  },
  filters: {
    report: 'رپورٹ',
    plant: 'پلانٹ',
    from: 'سے',
    to: 'تک',
    area: 'ایریا',
    allAreas: 'تمام ایریاز',
    rider: 'رائیڈر',
    allRiders: 'تمام رائیڈرز',
    area_id: 'ایریا',
    employee_id: 'رائیڈر',
  },
  export: {
    csv: 'CSV ڈاؤن لوڈ کریں',
    xlsx: 'XLSX ڈاؤن لوڈ کریں',
    failed: 'رپورٹ ڈاؤن لوڈ نہیں ہو سکی۔',
  },
};
