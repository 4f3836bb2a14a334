import type { en } from '../en';
import type { Messages } from '../messages';

export const profile: Messages<typeof en.profile> = {
  title: 'پروفائل',
  details: {
    title: 'آپ کی تفصیلات',
    name: 'نام',
    email: 'ای میل',
    save: 'تفصیلات محفوظ کریں',
    saving: 'محفوظ ہو رہا ہے…',
    saved: 'آپ کی تفصیلات محفوظ ہو گئیں',
    failed: 'آپ کی تفصیلات محفوظ نہیں ہو سکیں',
  },
  password: {
    title: 'پاس ورڈ تبدیل کریں',
    hint: 'پاس ورڈ بدلنے سے آپ باقی تمام فونز اور کمپیوٹرز سے سائن آؤٹ ہو جائیں گے۔',
    current: 'موجودہ پاس ورڈ',
    new: 'نیا پاس ورڈ',
    confirm: 'نیا پاس ورڈ دوبارہ',
    save: 'پاس ورڈ تبدیل کریں',
    saving: 'تبدیل ہو رہا ہے…',
    saved: 'پاس ورڈ تبدیل ہو گیا۔ باقی آلات سے سائن آؤٹ کر دیا گیا۔',
    failed: 'پاس ورڈ تبدیل نہیں ہو سکا',
  },
  validation: {
    nameRequired: 'نام لازمی ہے',
    nameTooLong: 'نام 255 حروف سے زیادہ نہیں ہو سکتا',
    emailInvalid: 'براہ کرم درست ای میل درج کریں',
    currentRequired: 'موجودہ پاس ورڈ لازمی ہے',
    newTooShort: 'نیا پاس ورڈ کم از کم 8 حروف کا ہونا چاہیے',
    newTooLong: 'پاس ورڈ 255 حروف سے زیادہ نہیں ہو سکتا',
    mismatch: 'دونوں نئے پاس ورڈ ایک جیسے نہیں ہیں',
  },
};
