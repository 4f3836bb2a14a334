import type { PayLineInput, PayMethod } from '@paani/contracts';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { PAY_METHODS } from '../../payroll/pay-methods';

/** What the owner records by hand on an employee's pay. */
export type PayLineKind = PayLineInput['kind'];
export const PAY_LINE_KINDS: readonly PayLineKind[] = ['advance', 'bonus', 'deduction', 'payment'];

/** Money leaves the plant for an advance or a payment: how it went (and its reference) is asked for those only. */
export const takesMethod = (kind: PayLineKind) => kind === 'advance' || kind === 'payment';

export interface PayLineValues {
  amount: string;
  date: string;
  note: string;
  method: PayMethod;
  reference: string;
}
export const PAY_LINE_FIELDS = ['amount', 'date', 'note', 'method', 'reference'] as const;

const MONEY = /^\d+(\.\d{1,2})?$/;

/** A deduction says why it is made (the API refuses one without a note). */
export function payLineSchema(t: TFunction<'payroll'>, kind: PayLineKind | null) {
  return z.object({
    amount: z
      .string()
      .trim()
      .min(1, t('lineDialog.errors.amountRequired'))
      .refine((value) => value === '' || MONEY.test(value), t('lineDialog.errors.twoDecimals'))
      .refine((value) => !MONEY.test(value) || Number(value) > 0, t('lineDialog.errors.amountPositive')),
    date: z.string().min(1, t('lineDialog.errors.dateRequired')),
    note: z
      .string()
      .max(500, t('lineDialog.errors.tooLong', { max: 500 }))
      .refine((value) => kind !== 'deduction' || value.trim() !== '', t('lineDialog.errors.noteRequired')),
    method: z.enum(PAY_METHODS),
    reference: z.string().max(100, t('lineDialog.errors.tooLong', { max: 100 })),
  });
}

/** The form's values as the API takes them: positive rupees (the kind gives the sign), and a method only where one is asked. */
export function toPayLineInput(kind: PayLineKind, values: PayLineValues): PayLineInput {
  return {
    kind,
    amount: Number(values.amount.trim()),
    date: values.date,
    note: values.note.trim() || null,
    ...(takesMethod(kind) ? { method: values.method, reference: values.reference.trim() || null } : {}),
  };
}
