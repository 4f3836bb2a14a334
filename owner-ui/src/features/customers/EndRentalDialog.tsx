import { zodResolver } from '@hookform/resolvers/zod';
import { DialogContentText, TextField } from '@mui/material';
import type { CustomerRental } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { applyServerFieldErrors } from '../../lib/server-field-errors';

const FIELDS = ['until'] as const;

/** Ends a running rental on a day (its last day rented); the server's 422 under the day. */
export function EndRentalDialog({
  rental,
  productName,
  today,
  busy,
  onClose,
  onSubmit,
}: {
  /** The rental being ended; null = closed. */
  rental: CustomerRental | null;
  productName: string;
  /** The plant's today, the day offered. */
  today: string;
  busy: boolean;
  onClose(): void;
  /** Resolves when saved; a rejection with the server's field messages puts them under the day. */
  onSubmit(until: string): Promise<unknown>;
}) {
  const { t } = useTranslation('customers');
  const { t: tc } = useTranslation();
  const schema = useMemo(() => z.object({ until: z.string().min(1, t('rentals.dateRequired')) }), [t]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<{ until: string }>({ defaultValues: { until: '' }, resolver: zodResolver(schema) });
  const open = rental !== null;
  useEffect(() => {
    if (open) reset({ until: today });
  }, [open, today, reset]);

  const submit = handleSubmit(async ({ until }) => {
    try {
      await onSubmit(until);
    } catch (failure) {
      applyServerFieldErrors(failure, FIELDS, setError);
    }
  });

  return (
    <FormDialog
      open={open}
      busy={busy}
      title={t('rentals.endTitle', { product: productName })}
      submitLabel={busy ? tc('actions.saving') : t('rentals.end')}
      onClose={onClose}
      onSubmit={submit}
    >
      <DialogContentText sx={{ mb: 2 }}>{t('rentals.endText')}</DialogContentText>
      <TextField
        id="rental-until"
        fullWidth
        required
        type="date"
        label={t('rentals.until')}
        {...register('until')}
        error={Boolean(errors.until)}
        helperText={errors.until?.message ?? t('rentals.untilHint')}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: rental?.from } }}
      />
    </FormDialog>
  );
}
