import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import type { StockWriteOffInput } from '@paani/contracts';
import { useEffect, useId, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../components/FormDialog';
import { formatNumber } from '../../lib/format';
import { useSaveFailure } from '../../lib/use-save-failure';
import { MovementDateField } from './MovementDateField';
import type { StockDialogProps } from './PurchaseDialog';
import { stockProductName } from './stockNames';
import { EMPTY_WRITE_OFF, WRITE_OFF_FIELDS, writeOffFormSchema, type WriteOffFormValues } from './stockForms';

/** Containers lost or damaged at the plant: how many (at most what the stock has there), which, why, and the day. */
export function WriteOffDialog({ open, product, busy, onClose, onSubmit }: StockDialogProps<StockWriteOffInput>) {
  const { t, i18n } = useTranslation('stock');
  const kindLabelId = useId();
  const atPlant = product?.at_plant ?? 0;
  const schema = useMemo(() => writeOffFormSchema(t, atPlant), [t, atPlant]);
  const { register, control, handleSubmit, reset, setError, formState } = useForm<
    WriteOffFormValues,
    unknown,
    Omit<StockWriteOffInput, 'product_id'>
  >({ defaultValues: EMPTY_WRITE_OFF, resolver: zodResolver(schema) });
  const { failure, save } = useSaveFailure(open, WRITE_OFF_FIELDS, setError);

  useEffect(() => {
    if (open) reset(EMPTY_WRITE_OFF);
  }, [open, reset]);

  const submit = handleSubmit((values) => save(() => onSubmit({ product_id: product?.product_id ?? 0, ...values }), t('writeOff.failed')));
  const { errors } = formState;
  const name = product ? stockProductName(product, i18n.language) : '';
  return (
    <FormDialog
      open={open}
      busy={busy}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
      title={t('writeOff.title', { name })}
      submitLabel={busy ? t('writeOff.submitting') : t('writeOff.submit')}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        {failure && <Alert severity="error">{failure}</Alert>}
        <TextField
          label={t('fields.quantity')}
          required
          fullWidth
          autoFocus
          autoComplete="off"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          {...register('quantity')}
          error={!!errors.quantity}
          helperText={errors.quantity?.message ?? t('writeOff.quantityHelp', { number: formatNumber(Math.max(atPlant, 0)) })}
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
      </Stack>
    </FormDialog>
  );
}
