import type { en } from '../en';
import type { Messages } from '../messages';

export const signIn: Messages<typeof en.signIn> = {
  title: 'خوش آمدید',
  subtitle: 'اپنے فلٹر پلانٹ سنبھالنے کے لیے سائن اِن کریں',
  email: 'ای میل یا فون نمبر',
  password: 'پاس ورڈ',
  showPassword: 'پاس ورڈ دکھائیں',
  hidePassword: 'پاس ورڈ چھپائیں',
  submit: 'سائن اِن کریں',
  submitting: 'سائن اِن ہو رہا ہے...',
  redirecting: 'آپ کا اکاؤنٹ تیار ہو رہا ہے...',
  failed: 'سائن اِن نہیں ہو سکا',
  welcome: 'خوش آمدید!',
  signedInAs: '{{name}} کے نام سے سائن اِن ہو گئے',
};
