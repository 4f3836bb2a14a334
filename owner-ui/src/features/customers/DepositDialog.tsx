import { zodResolver } from '@hookform/resolvers/zod';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Grid,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import type { CustomerDepositInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialogActions } from '../../components/FormDialog';
import { todayIso } from './display';

interface DepositValues {
  kind: 'taken' | 'refunded';
  cans: string;
  amount: string;
  date: string;
  note: string;
}
const EMPTY: DepositValues = { kind: 'taken', cans: '', amount: '', date: '', note: '' };

/** A security deposit taken from or refunded to the customer: cans and/or an amount, with a reason. */
export function DepositDialog({
  open,
  busy,
  onClose,
  onSubmit,
}: {
  open: boolean;
  busy: boolean;
  onClose(): void;
  onSubmit(deposit: CustomerDepositInput): void;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const schema = useMemo(
    () =>
      z
        .object({
          kind: z.enum(['taken', 'refunded']),
          cans: z.string().refine((value) => value.trim() === '' || /^\d+$/.test(value.trim()), t('form.errors.wholeNumber')),
          amount: z.string().refine((value) => value.trim() === '' || /^\d+(\.\d{1,2})?$/.test(value.trim()), t('form.errors.twoDecimals')),
          date: z.string(),
          note: z.string().max(200, t('form.errors.tooLong', { max: 200 })),
        })
        .refine((values) => Number(values.cans || 0) > 0 || Number(values.amount || 0) > 0, {
          message: t('depositDialog.needsValue'),
          path: ['cans'],
        }),
    [t],
  );
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<DepositValues>({ defaultValues: EMPTY, resolver: zodResolver(schema) });
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = handleSubmit((values) =>
    onSubmit({
      kind: values.kind,
      ...(Number(values.cans || 0) > 0 ? { cans: Number(values.cans) } : {}),
      ...(Number(values.amount || 0) > 0 ? { amount: Number(values.amount) } : {}),
      ...(values.date ? { date: values.date } : {}),
      ...(values.note.trim() ? { note: values.note.trim() } : {}),
    }),
  );
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby="deposit-title" fullWidth maxWidth="sm">
      <DialogTitle id="deposit-title">{t('depositDialog.title')}</DialogTitle>
      <DialogContent>
        <form id="deposit-form" onSubmit={submit} noValidate>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            <Grid size={12}>
              <FormControl>
                <FormLabel id="deposit-kind-label">{t('depositDialog.kind')}</FormLabel>
                <Controller
                  name="kind"
                  control={control}
                  render={({ field }) => (
                    <RadioGroup row aria-labelledby="deposit-kind-label" {...field}>
                      <FormControlLabel value="taken" control={<Radio />} label={t('depositDialog.taken')} />
                      <FormControlLabel value="refunded" control={<Radio />} label={t('depositDialog.refunded')} />
                    </RadioGroup>
                  )}
                />
              </FormControl>
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="deposit-cans"
                fullWidth
                label={t('depositDialog.cans')}
                {...register('cans')}
                error={Boolean(errors.cans)}
                helperText={errors.cans?.message}
                slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="deposit-amount"
                fullWidth
                label={t('depositDialog.amount')}
                {...register('amount')}
                error={Boolean(errors.amount)}
                helperText={errors.amount?.message}
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="deposit-date"
                fullWidth
                type="date"
                label={t('depositDialog.date')}
                helperText={t('adjustment.dateHint')}
                {...register('date')}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayIso() } }}
              />
            </Grid>
            <Grid size={12}>
              <TextField
                id="deposit-note"
                fullWidth
                label={t('depositDialog.reason')}
                {...register('note')}
                error={Boolean(errors.note)}
                helperText={errors.note?.message}
              />
            </Grid>
          </Grid>
        </form>
      </DialogContent>
      <FormDialogActions
        formId="deposit-form"
        busy={busy}
        onClose={onClose}
        submitLabel={busy ? tc('actions.saving') : t('depositDialog.submit')}
      />
    </Dialog>
  );
}
