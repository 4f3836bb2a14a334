import type { Customer, CustomerInput, CustomerLanguage } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { coordinatesOf, formatCoordinates, isPakistaniMobile, parseCoordinates } from '@paani/contracts';
import { productRatesToForm, toProductRates, type ProductRateValues } from './productRates';

const numberText = (value: string) => value.trim().replace(/,/g, '');
const isNumber = (value: string) => numberText(value) !== '' && Number.isFinite(Number(numberText(value)));
const toNumber = (value: string) => Number(numberText(value));
const twoDecimals = (value: string) => /^-?\d*(\.\d{0,2})?$/.test(numberText(value));

export interface CustomerFormValues {
  code: string;
  name: string;
  phone: string;
  whatsapp: string;
  address: string;
  /** "31.5204, 74.3587" or a Google Maps link holding them; empty = no place on the map. */
  location: string;
  area_id: string;
  employee_id: string;
  rate: string;
  credit_limit: string;
  can_limit: string;
  opening_balance: string;
  opening_cans: string;
  /** "Opening as of", YYYY-MM-DD; empty = today (the plant's day, decided by the server). */
  opening_date: string;
  security_deposit_cans: string;
  security_deposit_amount: string;
  notes: string;
  /** Statements and WhatsApp messages to the customer are written in it. */
  language: CustomerLanguage;
  /** Their own prices of the plant's other products by `p<id>`; empty = the product's own price. */
  product_rates: ProductRateValues;
}

/** The languages a customer can be written to in, as the form offers them. */
export const CUSTOMER_LANGUAGES: readonly CustomerLanguage[] = ['en', 'ur'];

export const EMPTY_CUSTOMER: CustomerFormValues = {
  code: '',
  name: '',
  phone: '',
  whatsapp: '',
  address: '',
  location: '',
  area_id: '',
  employee_id: '',
  rate: '',
  credit_limit: '',
  can_limit: '',
  opening_balance: '',
  opening_cans: '',
  opening_date: '',
  security_deposit_cans: '',
  security_deposit_amount: '',
  notes: '',
  language: 'en',
  product_rates: {},
};

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** An existing customer as the edit form's values. */
export function customerToForm(customer: Customer): CustomerFormValues {
  return {
    ...EMPTY_CUSTOMER,
    code: customer.code,
    name: customer.name,
    phone: text(customer.phone),
    whatsapp: text(customer.whatsapp),
    address: text(customer.address),
    location: formatCoordinates(coordinatesOf(customer)),
    area_id: text(customer.area_id),
    employee_id: text(customer.employee_id),
    rate: text(customer.rate),
    credit_limit: text(customer.credit_limit),
    can_limit: text(customer.can_limit),
    notes: text(customer.notes),
    language: customer.language ?? 'en',
    product_rates: productRatesToForm(customer.product_rates),
  };
}

type Rule = 'money' | 'positiveMoney' | 'signedMoney' | 'count' | 'signedCount';

/** The customer form's rules, messages in the screen's language. */
export function customerSchema(t: TFunction<'customers'>) {
  const optionalNumber = (rule: Rule) =>
    z.string().superRefine((value, context) => {
      if (value.trim() === '') return;
      const fail = (message: string) => context.addIssue({ code: 'custom', message });
      if (!isNumber(value)) return fail(t('form.errors.number'));
      const number = toNumber(value);
      if (rule === 'count' || rule === 'signedCount') {
        if (!Number.isInteger(number)) return fail(t('form.errors.wholeNumber'));
      } else if (!twoDecimals(value)) return fail(t('form.errors.twoDecimals'));
      if (rule === 'positiveMoney' && number <= 0) return fail(t('form.errors.positive'));
      if ((rule === 'money' || rule === 'count') && number < 0) return fail(t('form.errors.notNegative'));
    });
  const phone = z.string().refine((value) => value.trim() === '' || isPakistaniMobile(value.trim()), t('form.errors.phone'));
  return z.object({
    code: z.string().max(20, t('form.errors.tooLong', { max: 20 })),
    name: z.string().trim().min(1, t('form.errors.nameRequired')).max(100, t('form.errors.nameTooLong')),
    phone,
    whatsapp: phone,
    address: z.string().max(500, t('form.errors.tooLong', { max: 500 })),
    location: z.string().refine((value) => value.trim() === '' || parseCoordinates(value) !== null, t('form.errors.location')),
    area_id: z.string().min(1, t('form.errors.areaRequired')),
    employee_id: z.string(),
    rate: optionalNumber('positiveMoney'),
    credit_limit: optionalNumber('money'),
    can_limit: optionalNumber('count'),
    opening_balance: optionalNumber('signedMoney'),
    opening_cans: optionalNumber('count'),
    opening_date: z.string().refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), t('form.errors.date')),
    security_deposit_cans: optionalNumber('count'),
    security_deposit_amount: optionalNumber('money'),
    notes: z.string().max(2000, t('form.errors.tooLong', { max: 2000 })),
    language: z.enum(CUSTOMER_LANGUAGES as [CustomerLanguage, ...CustomerLanguage[]]),
    product_rates: z.record(z.string(), optionalNumber('money')),
  });
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : toNumber(value));

/** The values a new customer is created with: empty optional fields are left out. */
export function toCustomerInput(values: CustomerFormValues): CustomerInput {
  const input: CustomerInput = { name: values.name.trim(), area_id: Number(values.area_id) };
  if (values.code.trim()) input.code = values.code.trim();
  if (values.phone.trim()) input.phone = values.phone.trim();
  if (values.whatsapp.trim()) input.whatsapp = values.whatsapp.trim();
  if (values.address.trim()) input.address = values.address.trim();
  const place = parseCoordinates(values.location);
  if (place) Object.assign(input, place);
  if (values.employee_id) input.employee_id = Number(values.employee_id);
  if (values.rate.trim()) input.rate = toNumber(values.rate);
  if (values.credit_limit.trim()) input.credit_limit = toNumber(values.credit_limit);
  if (values.can_limit.trim()) input.can_limit = toNumber(values.can_limit);
  if (values.opening_balance.trim()) input.opening_balance = toNumber(values.opening_balance);
  if (values.opening_cans.trim()) input.opening_cans = toNumber(values.opening_cans);
  if (values.opening_date) input.opening_date = values.opening_date;
  if (values.security_deposit_cans.trim()) input.security_deposit_cans = toNumber(values.security_deposit_cans);
  if (values.security_deposit_amount.trim()) input.security_deposit_amount = toNumber(values.security_deposit_amount);
  if (values.notes.trim()) input.notes = values.notes.trim();
  // English is the server's default: only another language is sent.
  if (values.language !== 'en') input.language = values.language;
  const productRates = toProductRates(values.product_rates);
  if (productRates.length > 0) input.product_rates = productRates;
  return input;
}

/**
 * The values an edit saves: every editable field, an emptied one as null (cleared); the opening
 * figures are not editable. The prices of other products go as the whole list (an emptied one left out).
 */
export function toCustomerUpdate(values: CustomerFormValues) {
  return {
    ...(values.code.trim() ? { code: values.code.trim() } : {}),
    name: values.name.trim(),
    phone: orNull(values.phone),
    whatsapp: orNull(values.whatsapp),
    address: orNull(values.address),
    ...(parseCoordinates(values.location) ?? { latitude: null, longitude: null }),
    area_id: Number(values.area_id),
    employee_id: values.employee_id ? Number(values.employee_id) : null,
    rate: numberOrNull(values.rate),
    credit_limit: numberOrNull(values.credit_limit),
    can_limit: numberOrNull(values.can_limit),
    notes: orNull(values.notes),
    language: values.language,
    product_rates: toProductRates(values.product_rates),
  };
}
