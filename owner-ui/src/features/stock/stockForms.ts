import type { StockCountInput, StockPurchaseInput, StockWriteOffInput } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';

/**
 * The forms of the plant's own stock movements, with the server's rules (api/src/modules/stock/stock.dto.ts)
 * and the screen's messages: quantities whole numbers from 1 to 1,000,000, a count from 0, a cost in
 * rupees up to 1,000,000,000 with at most 2 decimals, a note or reason up to 200 characters. An empty
 * date is the plant's today (the server's); the product is the dialog's.
 */

const WHOLE = /^\d+$/;
const AMOUNT = /^\d+(\.\d{1,2})?$/;
const MAX_CONTAINERS = 1_000_000;
const MAX_COST = 1_000_000_000;
const MAX_TEXT = 200;

type T = TFunction<'stock'>;
type Without<Input> = Omit<Input, 'product_id'>;

/** A whole number from `min` to 1,000,000: the message for what is wrong, or null. */
function wholeProblem(text: string, min: number, required: string, invalid: string): string | null {
  if (text === '') return required;
  if (!WHOLE.test(text) || Number(text) < min || Number(text) > MAX_CONTAINERS) return invalid;
  return null;
}

const issue = (context: z.RefinementCtx, message: string | null) => {
  if (message) context.addIssue({ code: 'custom', message });
};

const quantityRule = (t: T) =>
  z
    .string()
    .superRefine((value, context) =>
      issue(context, wholeProblem(value.trim(), 1, t('validation.quantityRequired'), t('validation.quantityInvalid'))),
    );

const text = (message: string) => z.string().refine((value) => value.trim().length <= MAX_TEXT, message);
const day = (value: string) => (value ? { date: value } : {});

/** The fields the server may name in a 422 for a purchase, in the order the form shows them. */
export const PURCHASE_FIELDS = ['quantity', 'cost', 'note', 'date'] as const;

export interface PurchaseFormValues {
  quantity: string;
  cost: string;
  note: string;
  date: string;
}

export const EMPTY_PURCHASE: PurchaseFormValues = { quantity: '', cost: '', note: '', date: '' };

export function purchaseFormSchema(t: T) {
  return z
    .object({
      quantity: quantityRule(t),
      cost: z.string().superRefine((value, context) => {
        const cost = value.trim();
        if (cost === '') issue(context, t('validation.costRequired'));
        else if (!AMOUNT.test(cost)) issue(context, t('validation.costInvalid'));
        else if (Number(cost) > MAX_COST) issue(context, t('validation.costTooHigh'));
      }),
      note: text(t('validation.noteTooLong')),
      date: z.string(),
    })
    .transform((values): Without<StockPurchaseInput> => ({
      quantity: Number(values.quantity.trim()),
      cost: Number(values.cost.trim()),
      note: values.note.trim() || null,
      ...day(values.date),
    }));
}

export const WRITE_OFF_FIELDS = ['quantity', 'kind', 'reason', 'date'] as const;

export interface WriteOffFormValues {
  quantity: string;
  kind: 'lost' | 'damaged';
  reason: string;
  date: string;
}

export const EMPTY_WRITE_OFF: WriteOffFormValues = { quantity: '', kind: 'damaged', reason: '', date: '' };

/** `atPlant`: what the stock says is at the plant; a write-off of more is refused here as the server would. */
export function writeOffFormSchema(t: T, atPlant: number) {
  return z
    .object({
      quantity: quantityRule(t).refine(
        (value) => !WHOLE.test(value.trim()) || Number(value.trim()) <= Math.max(atPlant, 0),
        t('validation.quantityOverStock', { number: Math.max(atPlant, 0) }),
      ),
      kind: z.enum(['lost', 'damaged']),
      reason: z
        .string()
        .refine((value) => value.trim() !== '', t('validation.reasonRequired'))
        .refine((value) => value.trim().length <= MAX_TEXT, t('validation.reasonTooLong')),
      date: z.string(),
    })
    .transform((values): Without<StockWriteOffInput> => ({
      quantity: Number(values.quantity.trim()),
      kind: values.kind,
      reason: values.reason.trim(),
      ...day(values.date),
    }));
}

export const COUNT_FIELDS = ['counted', 'reason', 'date'] as const;

export interface CountFormValues {
  counted: string;
  reason: string;
  date: string;
}

export const EMPTY_COUNT: CountFormValues = { counted: '', reason: '', date: '' };

/** The count's difference from what the stock expects, or null while the count is not a number. */
export function countDifference(counted: string, expected: number): number | null {
  const text = counted.trim();
  return WHOLE.test(text) ? Number(text) - expected : null;
}

/** `expected`: what the stock says is at the plant; a count that differs needs a reason. */
export function countFormSchema(t: T, expected: number) {
  return z
    .object({
      counted: z
        .string()
        .superRefine((value, context) =>
          issue(context, wholeProblem(value.trim(), 0, t('validation.countedRequired'), t('validation.countedInvalid'))),
        ),
      reason: text(t('validation.reasonTooLong')),
      date: z.string(),
    })
    .superRefine((values, context) => {
      const difference = countDifference(values.counted, expected);
      if (difference !== null && difference !== 0 && values.reason.trim() === '')
        context.addIssue({ code: 'custom', path: ['reason'], message: t('validation.countReasonRequired') });
    })
    .transform((values): Without<StockCountInput> => ({
      counted: Number(values.counted.trim()),
      reason: values.reason.trim() || null,
      ...day(values.date),
    }));
}
