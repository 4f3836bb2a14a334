import type { en } from '../en';
import type { Messages } from '../messages';

/** رائیڈر ایپ کا آف لائن کام: نہ بھیجی گئی انٹریوں کی قطار، دفتر کا انکار، اور نہ بھیجی چیزوں کے ساتھ سائن آؤٹ۔ */
export const riderOffline: Messages<typeof en.riderOffline> = {
  header: '{{name}} · {{date}} · {{plant}}',
  progress: '{{total}} میں سے {{saved}} محفوظ',
  offline: 'نیٹ ورک نہیں ہے۔ کام جاری رکھیں: جو بھی درج کریں گے وہ اسی فون میں رہے گا اور نیٹ ورک آتے ہی بھیج دیا جائے گا۔',
  savedCopy: 'شیٹ {{time}} بجے اس فون میں محفوظ کی گئی۔',
  queue: {
    waiting: 'بھیجنا باقی ({{count}})',
    sendNow: 'ابھی بھیجیں',
    sending: 'بھیجا جا رہا ہے…',
    rejectedTitle: 'دفتر نے قبول نہیں کیا',
    rejectedEntry: '{{name}}: {{reason}}',
    rejectedPlace: '{{name}} کا مقام: {{reason}}',
    rejectedClose: '{{date}} کا حساب: {{reason}}',
    dismiss: 'ٹھیک ہے',
  },
  card: {
    queued: 'بھیجنا باقی ہے',
    keepFailed: 'فون میں محفوظ نہیں ہوا: {{message}}',
  },
  close: {
    queued: 'دن کا حساب بھیجنا باقی ہے: {{full}} بھری بوتلیں لیں، {{empties}} خالی واپس، {{cash}} جمع کروائے۔',
    noFigures: 'آج کا حساب ابھی اس فون میں نہیں ہے۔ ایک بار نیٹ ورک کے ساتھ ایپ کھولیں۔',
  },
  signOut: {
    warning_one:
      '{{count}} انٹری ابھی دفتر تک نہیں پہنچی۔ سائن آؤٹ کرنے پر یہ اسی فون میں رہے گی اور دوبارہ سائن اِن کرنے پر بھیج دی جائے گی۔',
    warning_other:
      '{{count}} انٹریاں ابھی دفتر تک نہیں پہنچیں۔ سائن آؤٹ کرنے پر یہ اسی فون میں رہیں گی اور دوبارہ سائن اِن کرنے پر بھیج دی جائیں گی۔',
    stay: 'سائن اِن رہیں',
    confirm: 'پھر بھی سائن آؤٹ کریں',
  },
};
