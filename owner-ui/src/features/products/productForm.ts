import type { Product, ProductBilling, ProductChange, ProductInput } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/** The fields the server may name in a 422, in the order the form shows them. */
export const PRODUCT_FIELDS = ['name', 'name_ur', 'unit', 'position', 'returnable', 'billing', 'default_rate', 'deposit_per_unit'] as const;

export interface ProductFormValues {
  name: string;
  name_ur: string;
  unit: string;
  /** Empty: after the last product (when adding), unchanged (when editing). */
  position: string;
  returnable: boolean;
  billing: ProductBilling;
  default_rate: string;
  deposit_per_unit: string;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  name_ur: '',
  unit: '',
  position: '',
  returnable: false,
  billing: 'per_unit',
  default_rate: '',
  deposit_per_unit: '0',
};

export function productFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    name_ur: product.name_ur ?? '',
    unit: product.unit,
    position: String(product.position),
    returnable: product.returnable,
    billing: product.billing,
    default_rate: String(product.default_rate),
    deposit_per_unit: String(product.deposit_per_unit),
  };
}

/** What the API takes for a price: rupees, not negative, at most 2 decimals, at most PKR 1,000,000. */
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const MAX_AMOUNT = 1_000_000;
const POSITION = /^\d+$/;
const MAX_POSITION = 1000;

/**
 * The server's rules (api/src/modules/products/product.dto.ts) with the screen's messages: name 1 to 60
 * characters, Urdu name up to 60, unit 1 to 20, rate and deposit in rupees from 0 to 1,000,000 with at
 * most 2 decimals, position a whole number from 1 to 1000 or empty. Only a returnable product has a
 * deposit: any other sends 0.
 */
export function productFormSchema(t: TFunction<'products'>) {
  const amount = (required: boolean, invalid: string, tooHigh: string) =>
    z.string().superRefine((value, context) => {
      const text = value.trim();
      let message: string | null = null;
      if (text === '') message = required ? t('validation.rateRequired') : null;
      else if (!AMOUNT.test(text)) message = invalid;
      else if (Number(text) > MAX_AMOUNT) message = tooHigh;
      if (message) context.addIssue({ code: 'custom', message });
    });
  return z
    .object({
      name: z
        .string()
        .refine((value) => value.trim() !== '', t('validation.nameRequired'))
        .refine((value) => value.trim().length <= 60, t('validation.nameTooLong')),
      name_ur: z.string().refine((value) => value.trim().length <= 60, t('validation.nameUrTooLong')),
      unit: z
        .string()
        .refine((value) => value.trim() !== '', t('validation.unitRequired'))
        .refine((value) => value.trim().length <= 20, t('validation.unitTooLong')),
      position: z.string().refine((value) => {
        const text = value.trim();
        return text === '' || (POSITION.test(text) && Number(text) >= 1 && Number(text) <= MAX_POSITION);
      }, t('validation.positionInvalid')),
      returnable: z.boolean(),
      billing: z.enum(['per_unit', 'monthly']),
      default_rate: amount(true, t('validation.rateInvalid'), t('validation.rateTooHigh')),
      deposit_per_unit: z.string(),
    })
    .superRefine((values, context) => {
      if (!values.returnable) return;
      const result = amount(false, t('validation.depositInvalid'), t('validation.depositTooHigh')).safeParse(values.deposit_per_unit);
      if (!result.success) context.addIssue({ code: 'custom', path: ['deposit_per_unit'], message: result.error.issues[0]?.message ?? '' });
    })
    .transform((values): ProductInput => {
      const position = values.position.trim();
      const deposit = values.deposit_per_unit.trim();
      return {
        name: values.name.trim(),
        name_ur: values.name_ur.trim() || null,
        unit: values.unit.trim(),
        returnable: values.returnable,
        default_rate: Number(values.default_rate.trim()),
        deposit_per_unit: values.returnable && deposit !== '' ? Number(deposit) : 0,
        billing: values.billing,
        ...(position !== '' ? { position: Number(position) } : {}),
      };
    });
}

/** An edit sends what the owner may change; whether the product comes back and how it is billed stay as created. */
export function productChange({ returnable: _returnable, billing: _billing, ...change }: ProductInput): ProductChange {
  return change;
}
