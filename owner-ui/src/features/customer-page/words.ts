/**
 * The customer page's words, English and Urdu, with the same keys (words.test.ts checks). `{name}`
 * marks a value filled in when shown (`fill`). The page has no i18next: these two small objects are all.
 */
export type Language = 'en' | 'ur';

export const en = {
  pageTitle: 'Your water account',
  otherLanguage: 'اردو',
  loading: 'Loading…',
  failed: 'Could not load your page. Check your internet and try again.',
  retry: 'Try again',
  gone: 'This link no longer works. Ask the plant for a new one.',
  waitMinutes: 'Too many tries. Wait {minutes} min and try again.',
  waitLater: 'Too many tries. Wait a while and try again.',

  pinTitle: 'Enter your PIN',
  pinHelp: 'The plant gave you a 4-digit PIN with this link.',
  pinLabel: 'PIN (4 digits)',
  pinOpen: 'Open my page',
  pinChecking: 'Checking…',
  pinFormat: 'Write the 4 digits of your PIN.',
  pinWrong: 'That PIN is not right. Try again.',

  call: 'Call {phone}',
  customerCode: 'Customer no. {code}',

  balanceTitle: 'Your balance',
  owe: 'You owe {amount}',
  ahead: 'Paid ahead {amount}',
  nothingOwed: 'Nothing owed',
  paymentDetails: 'How to pay',

  containersTitle: 'Containers with you',
  containersNone: 'You hold no containers of the plant.',

  linesTitle: 'Last three months',
  linesNone: 'No deliveries or payments in the last three months.',
  line_opening: 'Opening balance',
  line_delivery: 'Delivery',
  line_payment: 'Payment',
  line_adjustment: 'Adjustment',
  line_deposit_taken: 'Security deposit',
  line_deposit_refunded: 'Deposit refunded',
  line_reversal: 'Correction',
  line_containers_lost: 'Containers lost',
  line_rental: 'Monthly rent',
  delivered: '{count} delivered',
  returned: '{count} empty returned',
  debit: 'Charged {amount}',
  credit: 'Paid {amount}',

  statementsTitle: 'Monthly statements',
  statementsNone: 'No statements yet.',
  download: 'Download PDF',
  downloadLabel: 'Download PDF: {month} statement',
  answeredConfirm: 'You confirmed this statement.',
  answeredDispute: 'You disputed this statement.',
  confirm: 'Confirm',
  confirmLabel: 'Confirm the {month} statement',
  dispute: 'Dispute',
  disputeLabel: 'Dispute the {month} statement',
  disputeNote: 'What is wrong?',
  sendDispute: 'Send dispute',
  cancel: 'Cancel',

  send: 'Send',
  sending: 'Sending…',
  sent: 'Sent to the plant. You will see their answer here.',
  sendFailed: 'Could not send. Check your internet and try again.',

  askTitle: 'Ask the plant',
  extraTitle: 'Extra delivery',
  extraDate: 'Day',
  product: 'Product',
  quantity: 'How many',
  note: 'Note (optional)',
  pauseTitle: 'Pause deliveries',
  pauseFrom: 'First day without delivery',
  pauseUntil: 'Last day without delivery',
  pauseHint: 'Both days included, at most {days} days.',
  problemTitle: 'Report a problem',
  problemKind: 'What is the problem?',
  problemNote: 'What happened?',
  problemNoteHint: 'Needed when you choose “Something else”.',
  problem_late: 'Delivery was late',
  problem_leaking_can: 'A can was leaking',
  problem_wrong_count: 'Wrong count of cans',
  problem_other: 'Something else',

  chooseDay: 'Choose a day.',
  dayRange: 'Choose a day from {from} to {to}.',
  untilBeforeFrom: 'The last day cannot be before the first day.',
  pauseTooLong: 'A pause is at most {days} days.',
  quantityRange: 'Write a number from 1 to {max}.',
  chooseProduct: 'Choose a product.',
  chooseProblem: 'Choose what happened.',
  noteNeeded: 'Please write a few words.',
  noteTooLong: 'At most {max} characters.',

  requestsTitle: 'Your requests',
  requestsNone: 'You have not asked the plant anything yet.',
  req_statement_confirm: 'Statement for {month}: correct',
  req_statement_dispute: 'Statement for {month}: disputed',
  req_extra_delivery: 'Extra delivery on {date}: {quantity} × {product}',
  req_extra_delivery_plain: 'Extra delivery on {date}: {quantity}',
  req_pause: 'Pause from {from} to {until}',
  req_problem: 'Problem: {problem}',
  yourNote: 'You wrote: {note}',
  reply: 'The plant replied: {reply}',
  sentOn: 'Sent {date}',
  status_pending: 'Waiting',
  status_accepted: 'Accepted',
  status_declined: 'Declined',
};

export type WordKey = keyof typeof en;

/** Urdu, right to left. Amounts, dates and names are set inside <bdi> when shown, so they keep their own direction. */
export const ur: Record<WordKey, string> = {
  pageTitle: 'آپ کا پانی کا کھاتہ',
  otherLanguage: 'English',
  loading: 'لوڈ ہو رہا ہے…',
  failed: 'آپ کا صفحہ لوڈ نہیں ہو سکا۔ انٹرنیٹ دیکھ کر دوبارہ کوشش کریں۔',
  retry: 'دوبارہ کوشش کریں',
  gone: 'یہ لنک اب کام نہیں کرتا۔ پلانٹ سے نیا لنک منگوائیں۔',
  waitMinutes: 'بہت زیادہ کوششیں ہو گئیں۔ {minutes} منٹ انتظار کر کے دوبارہ کوشش کریں۔',
  waitLater: 'بہت زیادہ کوششیں ہو گئیں۔ کچھ دیر انتظار کر کے دوبارہ کوشش کریں۔',

  pinTitle: 'اپنا پن لکھیں',
  pinHelp: 'پلانٹ نے یہ لنک دیتے وقت آپ کو 4 ہندسوں کا پن بتایا تھا۔',
  pinLabel: 'پن (4 ہندسے)',
  pinOpen: 'میرا صفحہ کھولیں',
  pinChecking: 'دیکھا جا رہا ہے…',
  pinFormat: 'اپنے پن کے 4 ہندسے لکھیں۔',
  pinWrong: 'یہ پن درست نہیں۔ دوبارہ کوشش کریں۔',

  call: '{phone} پر کال کریں',
  customerCode: 'کسٹمر نمبر {code}',

  balanceTitle: 'آپ کا حساب',
  owe: 'آپ کے ذمے {amount} باقی ہیں',
  ahead: 'آپ نے {amount} پیشگی ادا کیے ہیں',
  nothingOwed: 'کوئی رقم باقی نہیں',
  paymentDetails: 'ادائیگی کا طریقہ',

  containersTitle: 'آپ کے پاس بوتلیں',
  containersNone: 'آپ کے پاس پلانٹ کی کوئی بوتل نہیں۔',

  linesTitle: 'پچھلے تین مہینے',
  linesNone: 'پچھلے تین مہینوں میں کوئی ڈیلیوری یا ادائیگی نہیں ہوئی۔',
  line_opening: 'ابتدائی بقایا',
  line_delivery: 'ڈیلیوری',
  line_payment: 'ادائیگی',
  line_adjustment: 'درستی',
  line_deposit_taken: 'سیکیورٹی ڈپازٹ',
  line_deposit_refunded: 'ڈپازٹ واپس',
  line_reversal: 'تصحیح',
  line_containers_lost: 'گم شدہ بوتلیں',
  line_rental: 'ماہانہ کرایہ',
  delivered: '{count} بوتلیں دی گئیں',
  returned: '{count} خالی واپس',
  debit: 'رقم {amount}',
  credit: 'ادائیگی {amount}',

  statementsTitle: 'ماہانہ بل',
  statementsNone: 'ابھی کوئی بل نہیں بنا۔',
  download: 'PDF ڈاؤن لوڈ کریں',
  downloadLabel: 'PDF ڈاؤن لوڈ کریں: {month} کا بل',
  answeredConfirm: 'آپ نے اس بل کو درست کہا۔',
  answeredDispute: 'آپ نے اس بل پر اعتراض کیا۔',
  confirm: 'درست ہے',
  confirmLabel: '{month} کا بل درست ہے',
  dispute: 'اعتراض کریں',
  disputeLabel: '{month} کے بل پر اعتراض کریں',
  disputeNote: 'کیا غلط ہے؟',
  sendDispute: 'اعتراض بھیجیں',
  cancel: 'منسوخ',

  send: 'بھیجیں',
  sending: 'بھیجا جا رہا ہے…',
  sent: 'پلانٹ کو بھیج دیا گیا۔ ان کا جواب آپ کو یہیں نظر آئے گا۔',
  sendFailed: 'نہیں بھیجا جا سکا۔ انٹرنیٹ دیکھ کر دوبارہ کوشش کریں۔',

  askTitle: 'پلانٹ سے کہیں',
  extraTitle: 'اضافی ڈیلیوری',
  extraDate: 'دن',
  product: 'پروڈکٹ',
  quantity: 'تعداد',
  note: 'نوٹ (اختیاری)',
  pauseTitle: 'ڈیلیوری کچھ دن کے لیے روکیں',
  pauseFrom: 'پہلا دن جب ڈیلیوری نہ ہو',
  pauseUntil: 'آخری دن جب ڈیلیوری نہ ہو',
  pauseHint: 'دونوں دن شامل، زیادہ سے زیادہ {days} دن۔',
  problemTitle: 'مسئلہ بتائیں',
  problemKind: 'کیا مسئلہ ہے؟',
  problemNote: 'کیا ہوا؟',
  problemNoteHint: 'اگر آپ "کوئی اور مسئلہ" چُنیں تو لکھنا ضروری ہے۔',
  problem_late: 'ڈیلیوری دیر سے آئی',
  problem_leaking_can: 'بوتل لیک ہو رہی تھی',
  problem_wrong_count: 'بوتلوں کی گنتی غلط ہے',
  problem_other: 'کوئی اور مسئلہ',

  chooseDay: 'دن چُنیں۔',
  dayRange: '{from} سے {to} تک کوئی دن چُنیں۔',
  untilBeforeFrom: 'آخری دن پہلے دن سے پہلے نہیں ہو سکتا۔',
  pauseTooLong: 'ڈیلیوری زیادہ سے زیادہ {days} دن کے لیے روکی جا سکتی ہے۔',
  quantityRange: '1 سے {max} تک کوئی تعداد لکھیں۔',
  chooseProduct: 'پروڈکٹ چُنیں۔',
  chooseProblem: 'مسئلہ چُنیں۔',
  noteNeeded: 'براہ کرم چند الفاظ لکھیں۔',
  noteTooLong: 'زیادہ سے زیادہ {max} حروف۔',

  requestsTitle: 'آپ کی درخواستیں',
  requestsNone: 'آپ نے ابھی پلانٹ سے کچھ نہیں کہا۔',
  req_statement_confirm: '{month} کا بل: درست ہے',
  req_statement_dispute: '{month} کا بل: اعتراض',
  req_extra_delivery: '{date} کو اضافی ڈیلیوری: {product} × {quantity}',
  req_extra_delivery_plain: '{date} کو اضافی ڈیلیوری: {quantity}',
  req_pause: '{from} سے {until} تک ڈیلیوری بند',
  req_problem: 'مسئلہ: {problem}',
  yourNote: 'آپ نے لکھا: {note}',
  reply: 'پلانٹ کا جواب: {reply}',
  sentOn: '{date} کو بھیجی گئی',
  status_pending: 'انتظار میں',
  status_accepted: 'منظور',
  status_declined: 'نامنظور',
};

export const WORDS: Record<Language, Record<WordKey, string>> = { en, ur };

export type Vars = Record<string, string | number>;

/** The template's parts: text as is, `{name}` as its value (kept as a value so it can be wrapped). */
export function fillParts(template: string, vars: Vars = {}): { text: string; value: boolean }[] {
  return template
    .split(/(\{\w+\})/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      return name !== undefined && name in vars ? { text: String(vars[name]), value: true } : { text: part, value: false };
    });
}

export function fill(template: string, vars: Vars = {}): string {
  return fillParts(template, vars)
    .map((part) => part.text)
    .join('');
}
