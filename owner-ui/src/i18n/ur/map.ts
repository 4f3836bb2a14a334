import type { en } from '../en';
import type { Messages } from '../messages';

/** The owner's Map page, in Urdu. */
export const map: Messages<typeof en.map> = {
  page: {
    title: 'نقشہ',
    subtitle: 'آپ کے کسٹمرز اپنی جگہ پر: کس کا بقایا ہے، اور کون اپنی حد سے آگے ہے۔',
    loading: 'نقشہ لوڈ ہو رہا ہے…',
    loadFailed: 'نقشہ لوڈ نہیں ہو سکا۔',
    noPlant: 'نقشے پر کسٹمرز دیکھنے کے لیے پہلے پلانٹ منتخب کریں یا بنائیں۔',
    area: 'ایریا',
    allAreas: 'تمام ایریاز',
    empty: 'ابھی کسی کسٹمر کی جگہ نقشے پر نہیں: کسٹمر کے صفحے پر جگہ لگائیں۔',
    unplaced_one: '{{count}} کسٹمر کی جگہ نقشے پر نہیں',
    unplaced_other: '{{count}} کسٹمرز کی جگہ نقشے پر نہیں',
    mapLabel: 'کسٹمرز کا نقشہ',
  },
  legend: {
    title: 'رنگوں کا مطلب',
    'over-limit': 'حد سے زیادہ',
    unpaid: 'بقایا ہے',
    fine: 'حساب صاف',
    plant: 'پلانٹ',
  },
  popup: {
    code: 'کوڈ {{code}}',
    area: 'ایریا: {{area}}',
    balance: 'بقایا: {{amount}}',
    cansOut: 'باہر بوتلیں: {{count}}',
    open: 'کسٹمر کھولیں',
  },
  plant: 'پلانٹ: {{name}}',
};
