import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Grid, TextField } from '@mui/material';
import type { CustomerAdjustmentInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogActions } from '../../components/FormDialog';
import { usePlantToday } from '../daily-entries/plant-day';
import { DayField, MoneyField, ReasonField } from './LedgerFields';

interface AdjustmentValues {
  amount: string;
  cans: string;
  reason: string;
  date: string;
}
const EMPTY: AdjustmentValues = { amount: '', cans: '', reason: '', date: '' };

const signedMoney = /^-?\d+(\.\d{1,2})?$/;
const signedCount = /^-?\d+$/;

/** Adjustment: an amount and/or cans (either may be negative, not both empty or 0) and a reason. */
export function AdjustmentDialog({
  open,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSubmit(adjustment: CustomerAdjustmentInput): void;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const today = usePlantToday();
  const schema = useMemo(
    () =>
      z
        .object({
          amount: z.string().refine((value) => value.trim() === '' || signedMoney.test(value.trim()), t('form.errors.twoDecimals')),
          cans: z.string().refine((value) => value.trim() === '' || signedCount.test(value.trim()), t('form.errors.wholeNumber')),
          reason: z
            .string()
            .trim()
            .min(1, t('ledger.reasonRequired'))
            .max(200, t('form.errors.tooLong', { max: 200 })),
          date: z.string(),
        })
        .refine((values) => Number(values.amount || 0) !== 0 || Number(values.cans || 0) !== 0, {
          message: t('adjustment.needsChange'),
          path: ['amount'],
        }),
    [t],
  );
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<AdjustmentValues>({ defaultValues: EMPTY, resolver: zodResolver(schema) });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = handleSubmit((values) =>
    onSubmit({
      ...(Number(values.amount || 0) !== 0 ? { amount: Number(values.amount) } : {}),
      ...(Number(values.cans || 0) !== 0 ? { cans: Number(values.cans) } : {}),
      reason: values.reason.trim(),
      ...(values.date ? { date: values.date } : {}),
    }),
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="adjustment-title" fullWidth maxWidth="sm">
      <DialogTitle id="adjustment-title">{t('adjustment.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('adjustment.text')}</DialogContentText>
        <form id="adjustment-form" onSubmit={submit} noValidate>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <MoneyField
                id="adjustment-amount"
                label={t('adjustment.amount')}
                registration={register('amount')}
                error={errors.amount?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="adjustment-cans"
                fullWidth
                label={t('adjustment.cans')}
                {...register('cans')}
                error={Boolean(errors.cans)}
                helperText={errors.cans?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={12}>
              <ReasonField
                id="adjustment-reason"
                required
                label={t('adjustment.reason')}
                registration={register('reason')}
                error={errors.reason?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <DayField
                id="adjustment-date"
                label={t('adjustment.date')}
                registration={register('date')}
                help={t('adjustment.dateHint')}
                max={today}
              />
            </Grid>
          </Grid>
        </form>
      </DialogContent>
      <FormDialogActions
        formId="adjustment-form"
        busy={busy}
        onClose={onClose}
        submitLabel={busy ? tc('actions.saving') : t('adjustment.submit')}
      />
    </Dialog>
  );
}
