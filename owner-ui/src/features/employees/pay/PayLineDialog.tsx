import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Grid, TextField } from '@mui/material';
import type { PayLineInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/FormDialog';
import { useLastPresent } from '../../../lib/use-last-present';
import { useSaveFailure } from '../../../lib/use-save-failure';
import { PayMethodField } from '../../payroll/PayMethodField';
import { PAY_LINE_FIELDS, payLineSchema, takesMethod, toPayLineInput, type PayLineKind, type PayLineValues } from './pay-line-form';

/**
 * Records an advance, a bonus, a deduction or a payment on an employee's pay: amount, date and
 * note, and for money paid out the method and a reference. The server's 422s show under the fields.
 */
export function PayLineDialog({
  kind,
  employeeName,
  today,
  busy,
  onClose,
  onSubmit,
}: {
  /** The kind being recorded; null: closed. */
  kind: PayLineKind | null;
  employeeName: string;
  /** The plant's today: the date's default and latest. */
  today: string;
  busy: boolean;
  onClose(): void;
  onSubmit(line: PayLineInput): Promise<unknown>;
}) {
  const { t } = useTranslation('payroll');
  const open = kind !== null;
  // The title stays while the dialog fades out.
  const shownKind = useLastPresent(kind);
  const schema = useMemo(() => payLineSchema(t, kind), [t, kind]);
  const empty = useMemo<PayLineValues>(() => ({ amount: '', date: today, note: '', method: 'cash', reference: '' }), [today]);
  const { control, register, handleSubmit, reset, setError, formState } = useForm<PayLineValues>({
    defaultValues: empty,
    resolver: zodResolver(schema),
  });
  const { failure, save } = useSaveFailure(open, PAY_LINE_FIELDS, setError);
  useEffect(() => {
    if (open) reset(empty);
  }, [open, empty, reset]);

  const submit = handleSubmit((values) => kind && save(() => onSubmit(toPayLineInput(kind, values)), t('lineDialog.failed')));
  const { errors } = formState;
  return (
    <FormDialog
      open={open}
      busy={busy}
      title={shownKind && t(`lineDialog.titles.${shownKind}`, { name: employeeName })}
      submitLabel={busy ? t('lineDialog.saving') : t('lineDialog.save')}
      onClose={onClose}
      onSubmit={submit}
    >
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="pay-line-amount"
            fullWidth
            required
            autoFocus
            label={t('lineDialog.amount')}
            {...register('amount')}
            error={Boolean(errors.amount)}
            helperText={errors.amount?.message}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            id="pay-line-date"
            fullWidth
            required
            type="date"
            label={t('lineDialog.date')}
            {...register('date')}
            error={Boolean(errors.date)}
            helperText={errors.date?.message}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          />
        </Grid>
        {kind && takesMethod(kind) && (
          <>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PayMethodField
                control={control}
                name="method"
                id="pay-line-method"
                label={t('lineDialog.method')}
                error={errors.method?.message}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                id="pay-line-reference"
                fullWidth
                label={t('lineDialog.reference')}
                {...register('reference')}
                error={Boolean(errors.reference)}
                helperText={errors.reference?.message}
                slotProps={{ htmlInput: { maxLength: 100 } }}
              />
            </Grid>
          </>
        )}
        <Grid size={12}>
          <TextField
            id="pay-line-note"
            fullWidth
            multiline
            minRows={2}
            required={kind === 'deduction'}
            label={t('lineDialog.note')}
            {...register('note')}
            error={Boolean(errors.note)}
            helperText={errors.note?.message}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        </Grid>
      </Grid>
    </FormDialog>
  );
}
