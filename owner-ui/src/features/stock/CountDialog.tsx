import { Alert, TextField, Typography } from '@mui/material';
import type { StockCountInput } from '@paani/contracts';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { ContainersField } from './ContainersField';
import { MovementDateField } from './MovementDateField';
import { StockMovementDialog } from './StockMovementDialog';
import { COUNT_FIELDS, countDifference, countFormSchema, EMPTY_COUNT } from './stockForms';
import { useStockMovementForm, type StockDialogProps } from './useStockMovementForm';

/**
 * The containers counted at the plant: it shows what the stock expects there and, as the owner
 * types, how far the count is from it; a count that differs asks for a reason.
 */
export function CountDialog(props: StockDialogProps<StockCountInput>) {
  const { t } = useTranslation('stock');
  const expected = props.product?.at_plant ?? 0;
  const schema = useMemo(() => countFormSchema(t, expected), [t, expected]);
  const { register, control, formState, dialog } = useStockMovementForm(props, 'count', {
    empty: EMPTY_COUNT,
    fields: COUNT_FIELDS,
    schema,
  });
  const difference = countDifference(useWatch({ control, name: 'counted' }), expected);
  const { errors } = formState;
  const differs = difference !== null && difference !== 0;
  let verdict: string | null = null;
  if (difference === 0) verdict = t('count.same');
  else if (difference !== null) verdict = t(difference > 0 ? 'count.over' : 'count.under', { number: formatNumber(Math.abs(difference)) });
  return (
    <StockMovementDialog {...dialog}>
      <Typography data-testid="count-expected">{t('count.expected', { number: formatNumber(expected) })}</Typography>
      <ContainersField
        label={t('count.counted')}
        registration={register('counted')}
        error={errors.counted?.message}
        help={t('count.countedHelp')}
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
    </StockMovementDialog>
  );
}
