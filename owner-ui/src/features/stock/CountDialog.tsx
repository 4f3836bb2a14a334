import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Stack, TextField, Typography } from '@mui/material';
import type { StockCountInput } from '@paani/contracts';
import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formatNumber } from '../../lib/format';
import { useSaveFailure } from '../../lib/use-save-failure';
import { MovementDateField } from './MovementDateField';
import type { StockDialogProps } from './PurchaseDialog';
import { stockProductName } from './stockNames';
import { COUNT_FIELDS, countDifference, countFormSchema, EMPTY_COUNT, type CountFormValues } from './stockForms';

/**
 * The containers counted at the plant: it shows what the stock expects there and, as the owner
 * types, how far the count is from it; a count that differs asks for a reason.
 */
export function CountDialog({ open, product, busy, onClose, onSubmit }: StockDialogProps<StockCountInput>) {
  const { t, i18n } = useTranslation('stock');
  const expected = product?.at_plant ?? 0;
  const schema = useMemo(() => countFormSchema(t, expected), [t, expected]);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    CountFormValues,
    unknown,
    Omit<StockCountInput, 'product_id'>
  >({ defaultValues: EMPTY_COUNT, resolver: zodResolver(schema) });
  const { failure, save } = useSaveFailure(open, COUNT_FIELDS, setError);
  const difference = countDifference(useWatch({ control, name: 'counted' }), expected);

  useEffect(() => {
    if (open) reset(EMPTY_COUNT);
  }, [open, reset]);

  const submit = handleSubmit((values) => save(() => onSubmit({ product_id: product?.product_id ?? 0, ...values }), t('count.failed')));
  const { errors } = formState;
  const name = product ? stockProductName(product, i18n.language) : '';
  const differs = difference !== null && difference !== 0;
  let verdict: string | null = null;
  if (difference === 0) verdict = t('count.same');
  else if (difference !== null) verdict = t(difference > 0 ? 'count.over' : 'count.under', { number: formatNumber(Math.abs(difference)) });
  return (
    <FormDialog
      open={open}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
      title={t('count.title', { name })}
      submitLabel={busy ? t('count.submitting') : t('count.submit')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <Typography data-testid="count-expected">{t('count.expected', { number: formatNumber(expected) })}</Typography>
        <TextField
          label={t('count.counted')}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...register('counted')}
          error={!!errors.counted}
          helperText={errors.counted?.message ?? t('count.countedHelp')}
        />
        {verdict && (
          <Alert severity={differs ? 'warning' : 'success'} data-testid="count-verdict" role="status">
            {verdict}
          </Alert>
        )}
        <TextField
          label={t('fields.reason')}
          required={differs}
          fullWidth
          autoComplete="off"
          {...register('reason')}
          error={!!errors.reason}
          helperText={errors.reason?.message ?? t('count.reasonHelp')}
        />
        <MovementDateField registration={register('date')} error={errors.date?.message} />
      </Stack>
    </FormDialog>
  );
}
