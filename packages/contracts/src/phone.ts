/**
 * Pakistani mobile numbers, as people write them: 0300-1234567, 0300 1234567, +92 300 1234567,
 * 92 300 1234567, 0092-300-1234567, 300 1234567. Stored in E.164 (+923001234567), so one number
 * is one text whatever its spelling, and a search by digits finds it.
 */
const SEPARATORS = /[\s\-().]/g;
const MOBILE = /^(?:\+92|0092|92|0)?(3\d{9})$/;

export const PHONE_INVALID = 'Enter a Pakistani mobile number, e.g. 0300-1234567 or +92 300 1234567.';

/** True when the text is a Pakistani mobile number in any of the spellings above. */
export function isPakistaniMobile(text: string): boolean {
  return normalisePakistaniMobile(text) !== null;
}

/** The E.164 form of a Pakistani mobile number, or null when the text is not one. */
export function normalisePakistaniMobile(text: string): string | null {
  const match = MOBILE.exec(text.replace(SEPARATORS, ''));
  return match ? `+92${match[1]}` : null;
}

/**
 * A contact's number as WhatsApp writes it (923001234567, for https://wa.me/ and the Cloud API): their
 * WhatsApp number when it is a Pakistani mobile, else their phone when it is one; null when neither is.
 */
export function whatsappNumber(contact: { whatsapp?: string | null; phone?: string | null }): string | null {
  for (const number of [contact.whatsapp, contact.phone]) {
    const mobile = normalisePakistaniMobile(number ?? '');
    if (mobile) return mobile.slice(1);
  }
  return null;
}

/**
 * The digits of a search term as they appear inside a stored E.164 number: a leading 0 (the
 * national trunk prefix) or 0092 becomes 92, so "0300-1234567" finds +923001234567; null when
 * the term holds too few digits to be part of a phone number.
 */
export function phoneDigitsForSearch(term: string): string | null {
  if (/[^\d\s\-+().]/.test(term)) return null;
  let digits = term.replace(/\D/g, '');
  if (digits.length < 3) return null;
  if (digits.startsWith('0092')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = `92${digits.slice(1)}`;
  return digits;
}
