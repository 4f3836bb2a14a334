import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText, Grid, MenuItem, TextField } from '@mui/material';
import type { ContainerHolding, ContainersLostInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { formatNumber } from '../../lib/format';
import { applyServerFieldErrors } from '../../lib/server-field-errors';

interface LostValues {
  product_id: string;
  quantity: string;
  charge: string;
  reason: string;
  date: string;
}
export const LOST_FIELDS = ['product_id', 'quantity', 'charge', 'reason', 'date'] as const;
const EMPTY: LostValues = { product_id: '', quantity: '', charge: '', reason: '', date: '' };

/** Containers the customer lost or kept: which product (of those they hold), how many, the charge in PKR, a reason and the day. */
export function ContainersLostDialog({
  open,
  busy,
  holdings,
  nameOf,
  today,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  /** The returnable products the customer holds some of. */
  holdings: readonly ContainerHolding[];
  nameOf(holding: ContainerHolding): string;
  /** The plant's today, the latest day allowed. */
  today: string;
  onClose(): void;
  /** Resolves when saved; a rejection with the server's field messages puts them under the fields. */
  onSubmit(lost: ContainersLostInput): Promise<unknown>;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const schema = useMemo(
    () =>
      z
        .object({
          product_id: z.string().min(1, t('lost.productRequired')),
          quantity: z.string().refine((value) => /^\d+$/.test(value.trim()) && Number(value) >= 1, t('lost.quantityRequired')),
          charge: z
            .string()
            .trim()
            .min(1, t('lost.chargeRequired'))
            .refine((value) => /^\d+(\.\d{1,2})?$/.test(value), t('form.errors.twoDecimals')),
          reason: z.string().max(200, t('form.errors.tooLong', { max: 200 })),
          date: z.string(),
        })
        .superRefine((values, context) => {
          const held = holdings.find((holding) => String(holding.product_id) === values.product_id)?.held;
          if (held !== undefined && Number(values.quantity) > held)
            context.addIssue({ code: 'custom', path: ['quantity'], message: t('lost.tooMany', { held: formatNumber(held) }) });
        }),
    [t, holdings],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<LostValues>({ defaultValues: EMPTY, resolver: zodResolver(schema) });
  const onlyProduct = holdings.length === 1 ? String(holdings[0].product_id) : '';
  useEffect(() => {
    if (open) reset({ ...EMPTY, product_id: onlyProduct });
  }, [open, onlyProduct, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit({
        product_id: Number(values.product_id),
        quantity: Number(values.quantity),
        charge: Number(values.charge),
        ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
        ...(values.date ? { date: values.date } : {}),
      });
    } catch (failure) {
      applyServerFieldErrors(failure, LOST_FIELDS, setError);
    }
  });

  return (
    <FormDialog
      open={open}
      busy={busy}
      title={t('lost.title')}
      submitLabel={busy ? tc('actions.saving') : t('lost.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('lost.text')}</DialogContentText>
      <Grid container spacing={2}>
        <Grid size={12}>
          <TextField
            id="lost-product"
            select
            fullWidth
            required
            label={t('lost.product')}
            value={watch('product_id')}
            onChange={(event) => setValue('product_id', String(event.target.value), { shouldValidate: true })}
            error={Boolean(errors.product_id)}
            helperText={errors.product_id?.message}
          >
            {holdings.map((holding) => (
              <MenuItem key={holding.product_id} value={String(holding.product_id)}>
                {t('lost.productOption', { product: nameOf(holding), held: formatNumber(holding.held) })}
              </MenuItem>
            ))}
          </TextField>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="lost-quantity"
            fullWidth
            required
            label={t('lost.quantity')}
            {...register('quantity')}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="lost-charge"
            fullWidth
            required
            label={t('lost.charge')}
            {...register('charge')}
            error={Boolean(errors.charge)}
            helperText={errors.charge?.message ?? t('lost.chargeHint')}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={12}>
          <TextField
            id="lost-reason"
            fullWidth
            label={t('lost.reason')}
            {...register('reason')}
            error={Boolean(errors.reason)}
            helperText={errors.reason?.message}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="lost-date"
            fullWidth
            type="date"
            label={t('lost.date')}
            {...register('date')}
            error={Boolean(errors.date)}
            helperText={errors.date?.message ?? t('adjustment.dateHint')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
