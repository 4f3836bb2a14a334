import { Grid, MenuItem, TextField } from '@mui/material';
import type { PaymentInput, PaymentMethod } from '@paani/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import type { Rider } from './display';
import { MoneyField } from './LedgerFields';
import { useLedgerForm } from './useLedgerForm';

export const PAYMENT_METHOD_OPTIONS: PaymentMethod[] = ['cash', 'jazzcash', 'easypaisa', 'bank', 'other'];

interface PaymentValues {
  amount: string;
  method: PaymentMethod;
  reference: string;
  received_at: string;
  employee_id: string;
}
const EMPTY: PaymentValues = { amount: '', method: 'cash', reference: '', received_at: '', employee_id: '' };
const FIELDS = ['amount', 'method', 'reference', 'received_at', 'employee_id'] as const;

/** 'YYYY-MM-DDTHH:mm' of now in the browser's zone, the latest a datetime-local field may take. */
function nowLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** A payment outside a delivery: amount, method, reference, when it was received (empty = now) and, optionally, the rider who took it. */
export function PaymentDialog({
  open,
  busy,
  riders,
  defaultRiderId,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  riders: Rider[];
  defaultRiderId: number | null;
  onClose(): void;
  /** Resolves when saved; a rejection with the server's field messages puts them under the fields. */
  onSubmit(payment: PaymentInput): Promise<unknown>;
}) {
  const { t } = useTranslation('customers');
  const { t: td } = useTranslation('dailyEntries');
  const schema = useMemo(
    () =>
      z.object({
        amount: z
          .string()
          .trim()
          .min(1, t('payment.amountRequired'))
          .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), t('form.errors.twoDecimals'))
          .refine((value) => Number(value) > 0, t('payment.amountPositive')),
        method: z.enum(PAYMENT_METHOD_OPTIONS as [PaymentMethod, ...PaymentMethod[]]),
        reference: z.string().max(100, t('form.errors.tooLong', { max: 100 })),
        received_at: z.string().refine((value) => value === '' || new Date(value).getTime() <= Date.now() + 60_000, t('payment.notFuture')),
        employee_id: z.string(),
      }),
    [t],
  );
  const initial = useMemo(() => ({ ...EMPTY, employee_id: defaultRiderId ? String(defaultRiderId) : '' }), [defaultRiderId]);
  const {
    register,
    watch,
    setValue,
    formState: { errors },
    dialog,
  } = useLedgerForm({
    open,
    busy,
    onClose,
    title: t('payment.title'),
    submitLabel: t('payment.submit'),
    schema,
    empty: EMPTY,
    initial,
    fields: FIELDS,
    save: (values) =>
      onSubmit({
        amount: Number(values.amount),
        method: values.method,
        reference: values.reference.trim() || null,
        ...(values.received_at ? { received_at: new Date(values.received_at).toISOString() } : {}),
        employee_id: values.employee_id ? Number(values.employee_id) : null,
      }),
  });

  return (
    <FormDialog {...dialog}>
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <MoneyField
            id="payment-amount"
            required
            autoFocus
            label={t('payment.amount')}
            registration={register('amount')}
            error={errors.amount?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="payment-method"
            select
            fullWidth
            label={t('payment.method')}
            value={watch('method')}
            onChange={(event) => setValue('method', event.target.value as PaymentMethod)}
            error={Boolean(errors.method)}
            helperText={errors.method?.message}
          >
            {PAYMENT_METHOD_OPTIONS.map((method) => (
              <MenuItem key={method} value={method}>
                {td(`methods.${method}`)}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="payment-reference"
            fullWidth
            label={t('payment.reference')}
            helperText={errors.reference?.message ?? t('payment.referenceHint')}
            error={Boolean(errors.reference)}
            {...register('reference')}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="payment-received-at"
            fullWidth
            type="datetime-local"
            label={t('payment.receivedAt')}
            helperText={errors.received_at?.message ?? t('payment.receivedAtHint')}
            error={Boolean(errors.received_at)}
            {...register('received_at')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: nowLocal() } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            id="payment-rider"
            select
            fullWidth
            label={t('payment.rider')}
            value={watch('employee_id')}
            onChange={(event) => setValue('employee_id', String(event.target.value))}
            error={Boolean(errors.employee_id)}
            helperText={errors.employee_id?.message}
          >
            <MenuItem value="">{t('payment.noRider')}</MenuItem>
            {riders.map((rider) => (
              <MenuItem key={rider.id} value={String(rider.id)}>
                {rider.name}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
      </Grid>
    </FormDialog>
  );
}
