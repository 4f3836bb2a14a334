import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import type { StockWriteOffInput } from '@paani/contracts';
import { useId, useMemo } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { ContainersField } from './ContainersField';
import { MovementDateField } from './MovementDateField';
import { StockMovementDialog } from './StockMovementDialog';
import { EMPTY_WRITE_OFF, WRITE_OFF_FIELDS, writeOffFormSchema } from './stockForms';
import { useStockMovementForm, type StockDialogProps } from './useStockMovementForm';

/** Containers lost or damaged at the plant: how many (at most what the stock has there), which, why, and the day. */
export function WriteOffDialog(props: StockDialogProps<StockWriteOffInput>) {
  const { t } = useTranslation('stock');
  const kindLabelId = useId();
  const atPlant = props.product?.at_plant ?? 0;
  const schema = useMemo(() => writeOffFormSchema(t, atPlant), [t, atPlant]);
  const { register, control, formState, dialog } = useStockMovementForm(props, 'writeOff', {
    empty: EMPTY_WRITE_OFF,
    fields: WRITE_OFF_FIELDS,
    schema,
  });
  const { errors } = formState;
  return (
    <StockMovementDialog {...dialog}>
      <ContainersField
        label={t('fields.quantity')}
        registration={register('quantity')}
        error={errors.quantity?.message}
        help={t('writeOff.quantityHelp', { number: formatNumber(Math.max(atPlant, 0)) })}
      />
      <FormControl error={!!errors.kind}>
        <FormLabel id={kindLabelId}>{t('writeOff.kind')}</FormLabel>
        <Controller
          control={control}
          name="kind"
          render={({ field }) => (
            <RadioGroup
              row
              aria-labelledby={kindLabelId}
              name={field.name}
              value={field.value}
              onBlur={field.onBlur}
              onChange={(_, value) => field.onChange(value)}
            >
              <FormControlLabel value="damaged" control={<Radio inputRef={field.ref} />} label={t('writeOff.damaged')} />
              <FormControlLabel value="lost" control={<Radio />} label={t('writeOff.lost')} />
            </RadioGroup>
          )}
        />
        {errors.kind && <FormHelperText>{errors.kind.message}</FormHelperText>}
      </FormControl>
      <TextField
        label={t('fields.reason')}
        required
        fullWidth
        autoComplete="off"
        {...register('reason')}
        error={!!errors.reason}
        helperText={errors.reason?.message ?? t('writeOff.reasonHelp')}
      />
      <MovementDateField registration={register('date')} error={errors.date?.message} />
    </StockMovementDialog>
  );
}
