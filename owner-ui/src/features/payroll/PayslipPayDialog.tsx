import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, DialogContentText, Stack, TextField } from '@mui/material';
import { formatPkr, type PayMethod, type PayslipPaymentInput, type PayslipSummary } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../components/FormDialog';
import { useSaveFailure } from '../../lib/use-save-failure';
import { monthLabel } from './month';
import { PAY_METHODS } from './pay-methods';
import { PayMethodField } from './PayMethodField';

interface PayValues {
  method: PayMethod;
  reference: string;
}
const EMPTY: PayValues = { method: 'cash', reference: '' };
const FIELDS = ['method', 'reference'] as const;

/** Pays what a slip says is owed: only how it was paid is asked; the amount is the slip's. */
export function PayslipPayDialog({
  slip,
  open,
  busy,
  onClose,
  onSubmit,
}: {
  slip: PayslipSummary | null;
  open: boolean;
  busy: boolean;
  onClose(): void;
  /** Resolves when paid; a 422 puts the server's messages under the fields. */
  onSubmit(payment: PayslipPaymentInput): Promise<unknown>;
}) {
  const { t } = useTranslation('payroll');
  const schema = useMemo(
    () => z.object({ method: z.enum(PAY_METHODS), reference: z.string().max(100, t('lineDialog.errors.tooLong', { max: 100 })) }),
    [t],
  );
  const { control, register, handleSubmit, reset, setError, formState } = useForm<PayValues>({
    defaultValues: EMPTY,
    resolver: zodResolver(schema),
  });
  const { failure, save } = useSaveFailure(open, FIELDS, setError);
  useEffect(() => {
    if (open) reset(EMPTY);
  }, [open, reset]);

  const submit = handleSubmit((values) =>
    save(() => onSubmit({ method: values.method, reference: values.reference.trim() || null }), t('payDialog.failed')),
  );
  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      busy={busy}
      maxWidth="xs"
      title={t('payDialog.title', { name: slip?.employee_name ?? '' })}
      submitLabel={busy ? t('payDialog.paying') : t('payDialog.submit')}
      onClose={onClose}
      onSubmit={submit}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {slip && (
          <DialogContentText>
            {t('payDialog.text', { amount: formatPkr(slip.closing_balance), month: monthLabel(slip.month) })}
          </DialogContentText>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <PayMethodField
          control={control}
          name="method"
          id="payslip-pay-method"
          label={t('payDialog.method')}
          error={errors.method?.message}
        />
        <TextField
          id="payslip-pay-reference"
          fullWidth
          label={t('payDialog.reference')}
          {...register('reference')}
          error={Boolean(errors.reference)}
          helperText={errors.reference?.message ?? t('payDialog.referenceHint')}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Stack>
    </FormDialog>
  );
}
