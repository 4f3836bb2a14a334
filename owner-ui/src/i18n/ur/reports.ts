import type { en } from '../en';
import type { Messages } from '../messages';

/** The owner's reports screen in Urdu. */
export const reports: Messages<typeof en.reports> = {
  page: {
    title: 'رپورٹس',
    subtitle: 'فروخت، وصولی، بقایا، بوتلیں، رائیڈرز، اخراجات اور منافع، کسی بھی دنوں کے لیے۔',
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
